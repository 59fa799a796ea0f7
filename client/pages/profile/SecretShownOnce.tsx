import type { ReactNode } from "react";
import { Notice } from "../../components/Notice.tsx";

/** The notice under the create form of a credential (useSecretShownOnce.ts): its secret, shown only this once, between `intro` and `after`. */
export function SecretShownOnce({ secret, label, intro, after }: { secret: string; label: string; intro: ReactNode; after?: ReactNode }) {
  return (
    <Notice variant="success">
      {intro}
      <p>
        <code className="api-access__secret" aria-label={label}>
          {secret}
        </code>
      </p>
      {after}
    </Notice>
  );
}
