import "./containerNumber.css";

/**
 * Below Container No: why the number is not a valid ISO 6346 one, and "Save anyway" for the loads
 * that do not travel in ISO containers. A warning, never a refusal: the button saves the details
 * as they are.
 */
export function ContainerNumberWarning({ warning, onSaveAnyway, busy }: { warning: string; onSaveAnyway: () => void; busy: boolean }) {
  return (
    <span className="container-warning">
      <span className="container-warning__text">
        <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
          <path d="M8 1.2 15.2 14H.8z" fill="currentColor" />
          <path d="M8 5.6v4" stroke="#fff" strokeWidth="1.7" strokeLinecap="round" />
          <circle cx="8" cy="11.9" r="0.95" fill="#fff" />
        </svg>
        <span>Warning: {warning}</span>
      </span>
      <button type="button" className="btn btn--small btn--outline container-warning__save" onClick={onSaveAnyway} disabled={busy}>
        Save anyway (not an ISO container number)
      </button>
    </span>
  );
}
