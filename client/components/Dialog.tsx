import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from "react";
import { createPortal } from "react-dom";
import { StatusIcon } from "./StatusIcon.tsx";
import "./dialog.css";

/**
 * The error and warning dialogs of SPEC section 8 ("Login Failed", "Oops!", "Error!" with Retry,
 * "Unauthorized"), in the same family as the logo-only SuccessModal. Unlike the success popup they
 * stay until the user acts: OK (or Escape) calls `onClose`; Retry, when given, calls `onRetry`.
 *
 *   <ErrorDialog open={failed} title="Error!" text={message} onClose={() => setFailed(false)} onRetry={submit} />
 *   <WarningDialog open title="Unauthorized" text="Please login first" onClose={() => navigate("/login")} />
 *
 * Or imperatively, without keeping state yourself:
 *
 *   const dialog = useMessageDialog();
 *   if ((await dialog.show({ variant: "error", title: "Error!", text, retry: true })) === "retry") submit();
 *   return <>{form}{dialog.element}</>;
 */

export type DialogVariant = "error" | "warning" | "info";

export interface MessageDialogProps {
  open: boolean;
  title: string;
  text?: ReactNode;
  /** error (red cross, the default), warning (amber !) or info (blue i). */
  variant?: DialogVariant;
  /** OK, Escape: the dialog is closed by its owner (set `open` to false, navigate away...). */
  onClose: () => void;
  /** When given, a Retry button is shown first and focused. */
  onRetry?: () => void;
  closeLabel?: string;
  retryLabel?: string;
}

/* The page behind a dialog is inert; several dialogs may overlap (a success popup, then an error). */
let inertCount = 0;
function lockPage(): () => void {
  const root = typeof document === "undefined" ? null : document.getElementById("root");
  inertCount += 1;
  if (root) root.inert = true;
  return () => {
    inertCount -= 1;
    if (root && inertCount === 0) root.inert = false;
  };
}

/** Open dialogs, oldest first: keys go to the last one. */
const openDialogs: symbol[] = [];

const FOCUSABLE = 'button:not([disabled]), [href], input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

interface DialogFrameProps {
  open: boolean;
  role?: "dialog" | "alertdialog";
  className?: string;
  labelledBy: string;
  describedBy?: string;
  /** Escape calls this; without it Escape does nothing. */
  onEscape?: () => void;
  children: ReactNode;
}

/**
 * The shared frame: a portal on document.body over a dimmed, inert page; focus moves into the box
 * (its first button, else the box), Tab stays inside, and focus returns where it was on close
 * (unless whoever opened it has moved it meanwhile).
 * A click on the backdrop does nothing.
 */
export function DialogFrame({ open, role = "dialog", className = "", labelledBy, describedBy, onEscape, children }: DialogFrameProps) {
  const boxRef = useRef<HTMLDivElement>(null);
  const onEscapeRef = useRef(onEscape);
  onEscapeRef.current = onEscape;

  useEffect(() => {
    if (!open) return;
    const previouslyFocused = document.activeElement as HTMLElement | null;
    const unlock = lockPage();
    const layer = Symbol("dialog");
    openDialogs.push(layer);
    const box = boxRef.current;
    const first = box?.querySelector<HTMLElement>("[data-autofocus]") ?? box?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? box)?.focus();

    // On the document, so Escape and Tab work wherever focus is; only the topmost dialog answers.
    const onKeyDown = (e: KeyboardEvent) => {
      if (openDialogs[openDialogs.length - 1] !== layer || !boxRef.current) return;
      if (e.key === "Escape") {
        e.preventDefault();
        onEscapeRef.current?.();
        return;
      }
      if (e.key !== "Tab") return;
      const items = Array.from(boxRef.current.querySelectorAll<HTMLElement>(FOCUSABLE));
      const active = document.activeElement;
      if (items.length === 0) {
        e.preventDefault();
        boxRef.current.focus();
        return;
      }
      const firstItem = items[0];
      const lastItem = items[items.length - 1];
      const inside = boxRef.current.contains(active);
      if (e.shiftKey && (!inside || active === firstItem || active === boxRef.current)) {
        e.preventDefault();
        lastItem.focus();
      } else if (!e.shiftKey && (!inside || active === lastItem)) {
        e.preventDefault();
        firstItem.focus();
      }
    };
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      const at = openDialogs.indexOf(layer);
      if (at >= 0) openDialogs.splice(at, 1);
      unlock();
      // Back where it was, unless the owner has already put it somewhere (the field a refusal names).
      const active = document.activeElement;
      const unclaimed = !active || active === document.body || Boolean(box?.contains(active));
      if (unclaimed && previouslyFocused?.isConnected) previouslyFocused.focus?.();
    };
  }, [open]);

  if (!open) return null;
  return createPortal(
    <div
      className="modal-backdrop dialog-backdrop"
      // A click beside the box neither closes it nor takes focus out of it.
      onMouseDown={(e) => {
        if (e.target === e.currentTarget) e.preventDefault();
      }}
    >
      <div
        ref={boxRef}
        className={`modal dialog ${className}`}
        role={role}
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        tabIndex={-1}
      >
        {children}
      </div>
    </div>,
    document.body,
  );
}

function DialogIcon({ variant }: { variant: DialogVariant }) {
  return (
    <span className={`dialog__icon dialog__icon--${variant}`} aria-hidden="true">
      <StatusIcon look="ring" size={56} mark={variant === "error" ? "cross" : variant === "warning" ? "exclaim" : "info"} />
    </span>
  );
}

/** An error, warning or info message with OK (and Retry when `onRetry` is given). */
export function MessageDialog({
  open,
  title,
  text,
  variant = "error",
  onClose,
  onRetry,
  closeLabel = onRetry ? "Cancel" : "OK",
  retryLabel = "Retry",
}: MessageDialogProps) {
  const titleId = useId();
  const textId = useId();
  // A warning with a way on asks about a likely slip (a figure far off, a container number that
  // fails its check): the focus starts on the way back, so that a second Enter does not confirm it.
  const asksAgain = variant === "warning" && Boolean(onRetry);
  return (
    <DialogFrame
      open={open}
      role={variant === "info" ? "dialog" : "alertdialog"}
      className={`dialog--${variant}`}
      labelledBy={titleId}
      describedBy={text ? textId : undefined}
      onEscape={onClose}
    >
      <DialogIcon variant={variant} />
      <h2 id={titleId} className="modal__title">
        {title}
      </h2>
      {text ? (
        <div id={textId} className="modal__text dialog__text">
          {text}
        </div>
      ) : null}
      <div className="dialog__actions">
        {onRetry ? (
          <button type="button" className="btn btn--accent" onClick={onRetry} data-autofocus={!asksAgain || undefined}>
            {retryLabel}
          </button>
        ) : null}
        <button type="button" className={onRetry ? "btn btn--outline" : "btn"} onClick={onClose} data-autofocus={asksAgain || undefined}>
          {closeLabel}
        </button>
      </div>
    </DialogFrame>
  );
}

export type VariantDialogProps = Omit<MessageDialogProps, "variant">;

/** A red error dialog: "Login Failed", "Error!" (with Retry), "Failed to send reset email"... */
export function ErrorDialog(props: VariantDialogProps) {
  return <MessageDialog {...props} variant="error" />;
}

/** An amber warning dialog: "Oops!", "Unauthorized"... */
export function WarningDialog(props: VariantDialogProps) {
  return <MessageDialog {...props} variant="warning" />;
}

export interface ShowDialogOptions {
  title: string;
  text?: ReactNode;
  variant?: DialogVariant;
  /** Show a Retry button; show() then resolves "retry" when it is chosen. */
  retry?: boolean;
  closeLabel?: string;
  retryLabel?: string;
}

export type DialogOutcome = "close" | "retry";

let dialogKey = 0;

/**
 * One dialog at a time, driven by a promise: `await dialog.show({...})` resolves with "close"
 * (OK, Cancel, Escape) or "retry". Render `dialog.element` somewhere in the component.
 */
export function useMessageDialog(): {
  element: ReactNode;
  show: (options: ShowDialogOptions) => Promise<DialogOutcome>;
  close: () => void;
} {
  const [current, setCurrent] = useState<(ShowDialogOptions & { key: number; resolve: (o: DialogOutcome) => void }) | null>(null);
  const currentRef = useRef(current);
  currentRef.current = current;

  const finish = useCallback((outcome: DialogOutcome) => {
    const active = currentRef.current;
    currentRef.current = null;
    setCurrent(null);
    active?.resolve(outcome);
  }, []);

  const show = useCallback(
    (options: ShowDialogOptions) =>
      new Promise<DialogOutcome>((resolve) => {
        currentRef.current?.resolve("close");
        const next = { ...options, key: ++dialogKey, resolve };
        currentRef.current = next;
        setCurrent(next);
      }),
    [],
  );

  const close = useCallback(() => finish("close"), [finish]);

  // A dialog still open when the component goes away counts as closed.
  useEffect(() => () => currentRef.current?.resolve("close"), []);

  const element = current ? (
    <MessageDialog
      key={current.key}
      open
      title={current.title}
      text={current.text}
      variant={current.variant}
      closeLabel={current.closeLabel}
      retryLabel={current.retryLabel}
      onClose={() => finish("close")}
      onRetry={current.retry ? () => finish("retry") : undefined}
    />
  ) : null;

  return { element, show, close };
}
