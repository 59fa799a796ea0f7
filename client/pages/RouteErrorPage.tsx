import { Link, useRouteError } from "react-router-dom";
import { usePageMeta } from "../components/pageMeta.ts";

/** Shown inside the layout when a page cannot be loaded or crashes. */
export function RouteErrorPage() {
  const error = useRouteError();
  usePageMeta("Something went wrong", "The page could not be shown.");
  const chunkFailed =
    error instanceof Error && /dynamically imported module|Importing a module script|timed out|Failed to fetch/i.test(error.message);
  return (
    <div className="container page-section narrow">
      <h1>{chunkFailed ? "This page could not be loaded" : "Something went wrong"}</h1>
      <p>
        {chunkFailed
          ? "Part of the site did not arrive: the connection may have dropped, or the site was updated while you were on it."
          : "An unexpected error stopped this page from showing."}{" "}
        Reloading usually fixes it.
      </p>
      <p className="button-row">
        <button type="button" className="btn" onClick={() => window.location.reload()}>
          Reload the page
        </button>
        <Link to="/" className="btn btn--outline">
          Go to the home page
        </Link>
      </p>
    </div>
  );
}
