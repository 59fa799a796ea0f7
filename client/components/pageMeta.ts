import { useEffect } from "react";

/**
 * Per-page <title> and <meta name="description">. Pages call usePageMeta; the layout supplies the
 * company name (from siteInfo) once it is known, and the title becomes "<page> | <company>".
 */
interface Meta {
  title: string;
  description: string;
}

let page: Meta = { title: "", description: "" };
let company = "";

function apply(): void {
  if (typeof document === "undefined") return;
  if (page.title) document.title = company && !page.title.includes(company) ? `${page.title} | ${company}` : page.title;
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
