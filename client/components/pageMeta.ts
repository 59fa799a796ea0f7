import { createContext, useContext, useEffect } from "react";

/**
 * Per-page <title> and <meta name="description">. Pages call usePageMeta; the header supplies the
 * company name (from the site's settings) and the title becomes "<page> | <company>". When the
 * server renders a page, usePageMeta reports to PageMetaRecorder instead, and the server writes
 * the same title and description into the document head.
 */
export interface PageMeta {
  title: string;
  description: string;
}

/** Server rendering: receives the meta of the page being rendered. */
export const PageMetaRecorder = createContext<((meta: PageMeta) => void) | null>(null);

export function pageTitle(title: string, company: string | null | undefined): string {
  return company && !title.includes(company) ? `${title} | ${company}` : title;
}

let page: PageMeta = { title: "", description: "" };
let company = "";

function apply(): void {
  if (typeof document === "undefined") return;
  if (page.title) document.title = pageTitle(page.title, company);
  if (page.description) {
    let tag = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!tag) {
      tag = document.createElement("meta");
      tag.name = "description";
      document.head.appendChild(tag);
    }
    tag.content = page.description;
  }
}

export function usePageMeta(title: string, description: string): void {
  useContext(PageMetaRecorder)?.({ title, description });
  useEffect(() => {
    page = { title, description };
    apply();
  }, [title, description]);
}

export function useCompanyNameForTitles(name: string | null | undefined): void {
  useEffect(() => {
    if (!name) return;
    company = name;
    apply();
  }, [name]);
}
