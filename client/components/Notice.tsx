import type { ReactNode } from "react";
import "./notice.css";

export type NoticeVariant = "info" | "success" | "warning" | "error";

/**
 * An inline message box inside a page (a signed-out notice on /login, a sent reset link). Errors
 * and warnings are announced at once (role="alert"), the others politely (role="status").
 */
export function Notice({ variant = "info", title, children, id }: { variant?: NoticeVariant; title?: ReactNode; children?: ReactNode; id?: string }) {
  return (
    <div id={id} className={`notice notice--${variant}`} role={variant === "error" || variant === "warning" ? "alert" : "status"}>
      <svg className="notice__icon" viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
        <circle cx="10" cy="10" r="9" fill="currentColor" />
        {variant === "success" ? (
          <path d="M5.8 10.3l2.8 2.8 5.6-5.9" fill="none" stroke="#fff" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
        ) : variant === "info" ? (
          <>
            <circle cx="10" cy="6" r="1.3" fill="#fff" />
            <path d="M10 9v5.5" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
          </>
        ) : (
          <>
            <path d="M10 5v5.5" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
            <circle cx="10" cy="14" r="1.3" fill="#fff" />
          </>
        )}
      </svg>
      <div className="notice__body">
        {title ? <p className="notice__title">{title}</p> : null}
        {children ? <div className="notice__text">{children}</div> : null}
      </div>
    </div>
  );
}
