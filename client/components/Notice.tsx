import type { ReactNode } from "react";
import { StatusIcon } from "./StatusIcon.tsx";
import "./notice.css";

export type NoticeVariant = "info" | "success" | "warning" | "error";

/**
 * An inline message box inside a page (a signed-out notice on /login, a sent reset link). Errors
 * and warnings are announced at once (role="alert"), the others politely (role="status").
 */
export function Notice({ variant = "info", title, children, id }: { variant?: NoticeVariant; title?: ReactNode; children?: ReactNode; id?: string }) {
  return (
    <div id={id} className={`notice notice--${variant}`} role={variant === "error" || variant === "warning" ? "alert" : "status"}>
      <StatusIcon className="notice__icon" look="disc" size={20} mark={variant === "success" ? "check" : variant === "info" ? "info" : "exclaim"} />
      <div className="notice__body">
        {title ? <p className="notice__title">{title}</p> : null}
        {children ? <div className="notice__text">{children}</div> : null}
      </div>
    </div>
  );
}
