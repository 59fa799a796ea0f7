import type { ReactNode } from "react";
import { artUrl, type ArtName } from "../assets/art.ts";

/** The banner that opens a public page: its art (when the site has it), the page's heading and a lead line. */
export function PageBanner({ art, title, lead }: { art: ArtName; title: ReactNode; lead: ReactNode }) {
  const banner = artUrl(art);
  return (
    <section className="banner">
      {banner ? <img className="banner__art" src={banner} alt="" width="1200" height="400" fetchPriority="high" /> : null}
      <div className="container banner__inner">
        <h1>{title}</h1>
        <p>{lead}</p>
      </div>
    </section>
  );
}
