import { useState } from "react";
import { Link, useLoaderData } from "react-router-dom";
import { graphql, useFragment, usePreloadedQuery, type PreloadedQuery } from "react-relay/hooks";
import type { EnquiryPageQuery } from "../../__generated__/EnquiryPageQuery.graphql.ts";
import type { EnquiryPage_enquiry$key } from "../../__generated__/EnquiryPage_enquiry.graphql.ts";
import type { MutationOutcome } from "../../relay/outcome.ts";
import type { EnquiryLink_query$key } from "../../__generated__/EnquiryLink_query.graphql.ts";
import { StatusBadge } from "./EnquiriesPage.tsx";
import { EnquiryLink } from "./EnquiryLink.tsx";
import { useTakeEnquiryMutation } from "./useTakeEnquiryMutation.ts";
import { useCloseEnquiryMutation } from "./useCloseEnquiryMutation.ts";
import { useReopenEnquiryMutation } from "./useReopenEnquiryMutation.ts";
import { useReplyToEnquiryMutation } from "./useReplyToEnquiryMutation.ts";
import { MAX_REPLY, validateReply } from "../../../shared/enquiries.ts";
import { DEFAULT_TIME_ZONE, formatDateTimeGB } from "../../../shared/dates.ts";
import "./enquiries.css";

export const enquiryPageQuery = graphql`
  query EnquiryPageQuery($id: ID!) {
    node(id: $id) {
      ...EnquiryPage_enquiry @alias(as: "enquiry")
    }
    ...EnquiryLink_query
  }
`;

/** /desk/enquiries/:id: one enquiry, its replies, a reply form, and take / close / reopen. */
export default function EnquiryPage() {
  const data = usePreloadedQuery<EnquiryPageQuery>(enquiryPageQuery, useLoaderData() as PreloadedQuery<EnquiryPageQuery>);
  const enquiry = data.node?.enquiry;
  if (!enquiry) {
    return (
      <main className="desk-enquiries">
        <p>No such enquiry, or only Gulf Recycling Traders' staff can read it.</p>
        <Link to="/desk/enquiries">All enquiries</Link>
      </main>
    );
  }
  return <Enquiry enquiry={enquiry} query={data} />;
}

function Enquiry(props: { enquiry: EnquiryPage_enquiry$key; query: EnquiryLink_query$key }) {
  const enquiry = useFragment(
    graphql`
      fragment EnquiryPage_enquiry on Enquiry {
        id
        name
        email
        phone
        message
        tour
        receivedAt
        status
        takenBy
        takenByViewer
        counterparty {
          companyId
          companyName
          role
        }
        replies {
          authorName
          text
          sentAt
          mailState
        }
      }
    `,
    props.enquiry,
  );
  const [take, taking] = useTakeEnquiryMutation();
  const [close, closing] = useCloseEnquiryMutation();
  const [reopen, reopening] = useReopenEnquiryMutation();
  const [reply, replying] = useReplyToEnquiryMutation();
  const [text, setText] = useState("");
  const [message, setMessage] = useState<string | null>(null);
  const report = (outcome: MutationOutcome<true>, success: string) =>
    setMessage(
      outcome.ok ? success : (outcome.fieldErrors.text ?? outcome.message ?? "The server could not be reached. Please try again."),
    );
  const busy = taking || closing || reopening || replying;
  return (
    <main className="desk-enquiries">
      <p>
        <Link to="/desk/enquiries">All enquiries</Link>
      </p>
      <h1>
        Enquiry from {enquiry.name} <StatusBadge status={enquiry.status} />
      </h1>
      <dl>
        <dt>E-mail</dt>
        <dd>{enquiry.email}</dd>
        <dt>Phone</dt>
        <dd>{enquiry.phone}</dd>
        <dt>Received</dt>
        <dd>{formatDateTimeGB(String(enquiry.receivedAt), DEFAULT_TIME_ZONE)}</dd>
        <dt>Taken by</dt>
        <dd>{enquiry.takenBy ?? "Nobody yet"}</dd>
      </dl>
      <p className="enquiry-message">{enquiry.message}</p>
      <div className="enquiry-actions">
        {!enquiry.takenByViewer ? (
          <button
            type="button"
            className="btn btn--outline"
            disabled={busy}
            onClick={async () => report(await take({ id: enquiry.id }), "You took this enquiry.")}
          >
            Take it
          </button>
        ) : null}
        {enquiry.status === "CLOSED" ? (
          <button
            type="button"
            className="btn btn--outline"
            disabled={busy}
            onClick={async () => report(await reopen({ id: enquiry.id }), "Reopened.")}
          >
            Reopen
          </button>
        ) : (
          <button
            type="button"
            className="btn btn--outline"
            disabled={busy}
            onClick={async () => report(await close({ id: enquiry.id }), "Closed.")}
          >
            Close
          </button>
        )}
      </div>
      {message ? <p role="status">{message}</p> : null}
      <EnquiryLink enquiryId={enquiry.id} linked={enquiry.counterparty ?? null} query={props.query} onOutcome={report} />
      <h2>Replies</h2>
      {enquiry.replies.length === 0 ? <p>No replies yet.</p> : null}
      <ol className="enquiry-replies">
        {enquiry.replies.map((item, index) => (
          <li key={index}>
            <strong>{item.authorName}</strong>, {formatDateTimeGB(String(item.sentAt), DEFAULT_TIME_ZONE)} (
            {item.mailState === "SENT" ? "sent" : item.mailState === "FAILED" ? "not delivered" : "in the outbox"})
            <p className="enquiry-message">{item.text}</p>
          </li>
        ))}
      </ol>
      <form
        className="enquiry-reply-form"
        onSubmit={async (event) => {
          event.preventDefault();
          const refused = validateReply({ text }).text;
          if (refused) return setMessage(refused);
          const outcome = await reply({ id: enquiry.id, text });
          report(outcome, `Reply sent to ${enquiry.email}.`);
          if (outcome.ok) setText("");
        }}
      >
        <label>
          Reply to {enquiry.name}
          <textarea value={text} maxLength={MAX_REPLY} onChange={(event) => setText(event.target.value)} />
        </label>
        <button type="submit" className="btn btn--accent" disabled={busy}>
          Send reply
        </button>
      </form>
    </main>
  );
}
