import type { NoticeVariant } from "../components/Notice.tsx";

/** What another page can pass to /login as navigation state: a message to show above the form, as an alert. */
export interface LoginLocationState {
  notice?: string;
  noticeVariant?: NoticeVariant;
  /** The address just signed up with, offered in the form. */
  email?: string;
  /** Where to go after signing in instead of the home page (an invitation's page); a path on this site. */
  returnTo?: string;
}
