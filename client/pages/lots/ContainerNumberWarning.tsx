import { useId } from "react";
import "./containerNumber.css";

/**
 * Beside Container No: why the number is not a valid ISO 6346 one, and "Save anyway" for the loads
 * that do not travel in ISO containers. A warning, never a refusal: checking the box lets it save.
 */
export function ContainerNumberWarning({ warning, saveAnyway, onSaveAnyway }: { warning: string; saveAnyway: boolean; onSaveAnyway: (value: boolean) => void }) {
  const id = useId();
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
      <span className="container-warning__override">
        <input id={`${id}-anyway`} type="checkbox" checked={saveAnyway} onChange={(e) => onSaveAnyway(e.target.checked)} />
        <label htmlFor={`${id}-anyway`}>Save anyway (not an ISO container number)</label>
      </span>
    </span>
  );
}
