import { useState } from "react";
import { graphql, useFragment } from "react-relay/hooks";
import type { DigestSetting_viewer$key } from "../../__generated__/DigestSetting_viewer.graphql.ts";
import { Notice } from "../../components/Notice.tsx";
import { useSetAgreementDigestMutation } from "./useSetAgreementDigestMutation.ts";
import { DIGEST_LABEL } from "../../../shared/digest.ts";
import "./digest.css";

/**
 * Issue 47: the person's own choice of the daily e-mail digest of entries waiting for their side
 * (server/agreement/digest.ts), on their business profile page or, for the house's staff, the desk's
 * Staff page. Saved at once; the box shows what the server holds.
 */
export function DigestSetting({ viewer, side }: { viewer: DigestSetting_viewer$key; side: "house" | "company" }) {
  const { agreementDigest } = useFragment(
    graphql`
      fragment DigestSetting_viewer on User {
        agreementDigest
      }
    `,
    viewer,
  );
  const [save, saving] = useSetAgreementDigestMutation();
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  // The box follows the click at once; the store holds what the server saved (back to it if the save fails).
  const [wanted, setWanted] = useState<boolean | null>(null);
  const other = side === "house" ? "the companies" : "Gulf Recycling Traders";
  return (
    <section className="backoffice-panel digest-setting" aria-labelledby="digest-setting-title">
      <h2 id="digest-setting-title">Daily digest</h2>
      <p className="backoffice__muted">
        Once a day, a mail listing the containers and payments {other} recorded that wait for your confirmation, and the disputes that wait
        for your answer. Only what you have not opened on screen or been mailed before; no mail on a day with nothing new.
      </p>
      <label className="digest-setting__choice">
        <input
          type="checkbox"
          checked={wanted ?? agreementDigest}
          disabled={saving}
          onChange={async (event) => {
            const enabled = event.target.checked;
            setStatus(null);
            setWanted(enabled);
            const outcome = await save({ enabled });
            setWanted(null);
            setStatus(
              outcome.ok
                ? { ok: true, text: enabled ? "Saved: you get the daily digest." : "Saved: no daily digest is mailed to you." }
                : { ok: false, text: `Not saved: ${outcome.message ?? "the server could not be reached. Please try again."}` },
            );
          }}
        />{" "}
        {DIGEST_LABEL}
      </label>
      {status ? <Notice variant={status.ok ? "success" : "error"}>{status.text}</Notice> : null}
    </section>
  );
}
