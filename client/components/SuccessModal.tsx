import { useEffect, useId, useRef } from "react";
import { createPortal } from "react-dom";
import { artUrl } from "../assets/art.ts";

export const SUCCESS_MODAL_MS = 2500;

export interface SuccessModalProps {
  open: boolean;
  title: string;
  text?: string;
  /** Called when the popup closes itself after `duration` ms. */
  onClose: () => void;
  duration?: number;
}

/**
 * The success popup of SPEC section 2: the logo and a title with the given text. It closes by
 * itself after 2.5 s and cannot be dismissed by clicking outside or pressing Escape. The rest of
 * the page is inert while it shows.
 */
export function SuccessModal({ open, title, text, onClose, duration = SUCCESS_MODAL_MS }: SuccessModalProps) {
  const titleId = useId();
  const textId = useId();
  const boxRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    if (!open) return;
    const root = document.getElementById("root");
    const previouslyFocused = document.activeElement as HTMLElement | null;
    if (root) root.inert = true;
    boxRef.current?.focus();
    const timer = window.setTimeout(() => onCloseRef.current(), duration);
    return () => {
      window.clearTimeout(timer);
      if (root) root.inert = false;
      previouslyFocused?.focus?.();
    };
  }, [open, duration]);

  if (!open) return null;
  return createPortal(
    <div className="modal-backdrop">
      <div
        ref={boxRef}
        className="modal modal--success"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={text ? textId : undefined}
        tabIndex={-1}
      >
        {artUrl("logo") ? <img src={artUrl("logo")} alt="" width="72" height="72" className="modal__logo" /> : null}
        <h2 id={titleId} className="modal__title">
          {title}
        </h2>
        {text ? (
          <p id={textId} className="modal__text">
            {text}
          </p>
        ) : null}
      </div>
    </div>,
    document.body,
  );
}
