import { Link } from "react-router-dom";
import { artUrl } from "../assets/art.ts";

export interface CardProps {
  to: string;
  art: string;
  alt: string;
  title: string;
  text: string;
  /** Heading level inside the page outline. */
  level?: 2 | 3;
  cta?: string;
  /** Intrinsic size of the picture (the card keeps its shape while it loads). */
  width?: number;
  height?: number;
}

/** A picture card; the whole card is one link (the title), so it is one tab stop. */
export function Card({ to, art, alt, title, text, level = 3, cta = "View details", width = 600, height = 400 }: CardProps) {
  const Heading = `h${level}` as const;
  const src = artUrl(art);
  return (
    <article className="card">
      <div className="card__media">
        {src ? (
          <img src={src} alt={alt} width={width} height={height} loading="lazy" decoding="async" />
        ) : (
          <div className="card__missing" role="img" aria-label={alt} />
        )}
      </div>
      <div className="card__body">
        <Heading className="card__title">
          <Link to={to} className="card__link">
            {title}
          </Link>
        </Heading>
        <p>{text}</p>
        <span className="card__cta" aria-hidden="true">
          {cta} →
        </span>
      </div>
    </article>
  );
}
