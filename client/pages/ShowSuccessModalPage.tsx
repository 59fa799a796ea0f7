import { useState } from "react";
import { Link, useLocation, useNavigate } from "react-router-dom";
import { SuccessModal } from "../components/SuccessModal.tsx";
import { usePageMeta } from "../components/pageMeta.ts";

interface SuccessState {
  title?: string;
  text?: string;
  /** Where to go when the popup has closed (default: the home page). */
  next?: string;
}

/**
 * /showSuccessModal, the placeholder route of SPEC section 2: shows the success popup with the
 * title and text passed as navigation state, then continues to `next`.
 */
export default function ShowSuccessModalPage() {
  const state = (useLocation().state ?? {}) as SuccessState;
  const navigate = useNavigate();
  const [open, setOpen] = useState(true);
  usePageMeta("Done", "Your request has been completed.");
  const title = state.title ?? "Success";
  return (
    <div className="container page-section narrow">
      <h1>{title}</h1>
      {state.text ? <p>{state.text}</p> : null}
      <p>
        <Link to={state.next ?? "/"}>Continue</Link>
      </p>
      <SuccessModal
        open={open}
        title={title}
        text={state.text}
        onClose={() => {
          setOpen(false);
          navigate(state.next ?? "/", { replace: true });
        }}
      />
    </div>
  );
}
