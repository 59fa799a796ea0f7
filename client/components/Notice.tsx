import type { ReactNode } from "react";
import { StatusIcon } from "./StatusIcon.tsx";
import "./notice.css";

export type NoticeVariant = "info" | "success" | "warning" | "error";

/**
 * An inline message box inside a page (a signed-out notice on /login, a sent reset link). Errors
 * and warnings are announced at once (role="alert"), the others politely (role="status"), unless
 * `alert` says otherwise (the SPEC's alerts are alerts whatever their colour).
 */
export function Notice({
  variant = "info",
  alert = variant === "error" || variant === "warning",
  title,
  children,
  id,
}: {
  variant?: NoticeVariant;
  alert?: boolean;
  title?: ReactNode;
  children?: ReactNode;
  id?: string;
}) {
  return (
    <div id={id} className={`notice notice--${variant}`} role={alert ? "alert" : "status"}>
      <StatusIcon
        className="notice__icon"
        look="disc"
        size={20}
        mark={variant === "success" ? "check" : variant === "info" ? "info" : "exclaim"}
      />
      <div className="notice__body">
        {title ? <p className="notice__title">{title}</p> : null}
        {children ? <div className="notice__text">{children}</div> : null}
      </div>
    </div>
  );
}
