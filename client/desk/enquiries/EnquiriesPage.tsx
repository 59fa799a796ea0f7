import { useState } from "react";
import { Link, useLoaderData, useNavigate, useSearchParams } from "react-router-dom";
import { graphql, usePreloadedQuery, type PreloadedQuery } from "react-relay/hooks";
import type { EnquiriesPageQuery } from "../../__generated__/EnquiriesPageQuery.graphql.ts";
import { enquiryStatusLabel, type EnquiryStatus } from "../../../shared/enquiries.ts";
import "./enquiries.css";
import { DEFAULT_TIME_ZONE, formatDateTimeGB } from "../../../shared/dates.ts";

export const enquiriesPageQuery = graphql`
  query EnquiriesPageQuery($status: EnquiryStatus, $search: String) {
    house {
      newEnquiryCount
      enquiries(first: 50, status: $status, search: $search) {
        edges {
          node {
            id
            name
            email
            message
            status
            receivedAt
            takenBy
          }
        }
      }
    }
  }
`;

export function StatusBadge({ status }: { status: string }) {
  return (
    <span className={`enquiry-status enquiry-status-${status.toLowerCase()}`}>{enquiryStatusLabel[status as EnquiryStatus] ?? status}</span>
  );
}

/** /desk/enquiries: the house's inbox, newest first, with a status filter and a search; cards on a phone. */
export default function EnquiriesPage() {
  const data = usePreloadedQuery<EnquiriesPageQuery>(enquiriesPageQuery, useLoaderData() as PreloadedQuery<EnquiriesPageQuery>);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [search, setSearch] = useState(params.get("search") ?? "");
  const go = (status: string, words: string) => {
    const next = new URLSearchParams();
    if (status) next.set("status", status);
    if (words.trim()) next.set("search", words.trim());
    navigate(`/desk/enquiries${next.size ? `?${next}` : ""}`);
  };
  const enquiries = data.house.enquiries.edges.map((edge) => edge.node);
  return (
    <main className="desk-enquiries">
      <h1>
        Enquiries{" "}
        <span className="enquiry-new-count" aria-label="New enquiries">
          {data.house.newEnquiryCount} new
        </span>
      </h1>
      <form
        className="enquiry-filters"
        onSubmit={(event) => {
          event.preventDefault();
          go(params.get("status") ?? "", search);
        }}
      >
        <label>
          Status{" "}
          <select value={params.get("status") ?? ""} onChange={(event) => go(event.target.value, search)}>
            <option value="">All</option>
            <option value="NEW">New</option>
            <option value="ANSWERED">Answered</option>
            <option value="CLOSED">Closed</option>
          </select>
        </label>
        <input
          type="search"
          placeholder="Search name, e-mail or message"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          aria-label="Search enquiries"
        />
        <button type="submit">Search</button>
      </form>
      {enquiries.length === 0 ? (
        <p>No enquiries.</p>
      ) : (
        <ul className="enquiry-list">
          {enquiries.map((enquiry) => (
            <li key={enquiry.id} className="enquiry-card">
              <Link to={`/desk/enquiries/${encodeURIComponent(enquiry.id)}`}>
                <StatusBadge status={enquiry.status} /> <strong>{enquiry.name}</strong>{" "}
                <span className="enquiry-email">{enquiry.email}</span>
                <span className="enquiry-received">{formatDateTimeGB(String(enquiry.receivedAt), DEFAULT_TIME_ZONE)}</span>
                <span className="enquiry-excerpt">{enquiry.message.slice(0, 140)}</span>
                {enquiry.takenBy ? <span className="enquiry-taken">Taken by {enquiry.takenBy}</span> : null}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
