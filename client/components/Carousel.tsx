import { useCallback, useEffect, useId, useRef, useState, useSyncExternalStore, type KeyboardEvent, type ReactNode } from "react";

export interface CarouselSlide {
  src: string | undefined;
  alt: string;
  /** Optional text laid over the picture (home page). */
  caption?: ReactNode;
}

export interface CarouselProps {
  /** Accessible name of the carousel, e.g. "Stainless steel photos". */
  label: string;
  slides: CarouselSlide[];
  /** Auto-advance period in milliseconds (SPEC section 9: 5000 by default). */
  interval?: number;
  /** Intrinsic size of the pictures: fixes the box so the page does not jump while they load. */
  width?: number;
  height?: number;
  /** Load the first picture eagerly with high priority (the picture at the top of a page). */
  priority?: boolean;
  className?: string;
}

export const DEFAULT_INTERVAL = 5000;

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

function subscribeReducedMotion(onChange: () => void): () => void {
  if (typeof window === "undefined" || !window.matchMedia) return () => {};
  const mq = window.matchMedia(REDUCED_MOTION);
  mq.addEventListener?.("change", onChange);
  return () => mq.removeEventListener?.("change", onChange);
}

function prefersReducedMotion(): boolean {
  return typeof window !== "undefined" && !!window.matchMedia && window.matchMedia(REDUCED_MOTION).matches;
}

export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribeReducedMotion, prefersReducedMotion, () => false);
}

/**
 * The one carousel of the site: auto-advances every `interval` ms, with previous/next buttons,
 * one dot per slide and a pause/play button. It pauses while hovered or focused, never moves by
 * itself when the user prefers reduced motion, and answers the arrow, Home and End keys.
 */
export function Carousel({
  label,
  slides,
  interval = DEFAULT_INTERVAL,
  width = 1200,
  height = 675,
  priority = false,
  className,
}: CarouselProps) {
  const count = slides.length;
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false); // the user pressed pause
  const reducedMotion = usePrefersReducedMotion();
  const id = useId();
  const touchStart = useRef<number | null>(null);

  const canAutoplay = count > 1 && !reducedMotion;
  const playing = canAutoplay && !stopped && !hovered && !focused;

  const go = useCallback((to: number) => setIndex(((to % count) + count) % count), [count]);
  const next = useCallback(() => setIndex((i) => (i + 1) % count), [count]);
  const prev = useCallback(() => setIndex((i) => (i - 1 + count) % count), [count]);

  useEffect(() => {
    if (!playing) return;
    const timer = window.setTimeout(next, interval);
    return () => window.clearTimeout(timer);
  }, [playing, index, interval, next]);

  if (count === 0) return null;

  function onKeyDown(e: KeyboardEvent<HTMLElement>) {
    if (e.key === "ArrowRight") next();
    else if (e.key === "ArrowLeft") prev();
    else if (e.key === "Home") go(0);
    else if (e.key === "End") go(count - 1);
    else return;
    e.preventDefault();
  }

  return (
    <section
      className={`carousel${className ? ` ${className}` : ""}`}
      aria-roledescription="carousel"
      aria-label={label}
      onKeyDown={onKeyDown}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
      onTouchStart={(e) => {
        touchStart.current = e.touches[0]?.clientX ?? null;
      }}
      onTouchEnd={(e) => {
        const start = touchStart.current;
        touchStart.current = null;
        const end = e.changedTouches[0]?.clientX;
        if (start == null || end == null || Math.abs(end - start) < 40) return;
        if (end < start) next();
        else prev();
      }}
    >
      <div className="carousel__viewport">
        <div
          className="carousel__track"
          id={`${id}-slides`}
          aria-live={playing ? "off" : "polite"}
          // No style attribute on the first slide: the server's HTML carries none (a strict CSP refuses them).
          style={index ? { transform: `translateX(-${index * 100}%)` } : undefined}
        >
          {slides.map((slide, i) => {
            const active = i === index;
            return (
              <div
                key={i}
                className="carousel__slide"
                role="group"
                aria-roledescription="slide"
                aria-label={`${i + 1} of ${count}`}
                aria-hidden={active ? undefined : true}
                inert={!active}
              >
                <div className="carousel__media">
                  {slide.src ? (
                    <img
                      src={slide.src}
                      alt={slide.alt}
                      width={width}
                      height={height}
                      loading={i === 0 ? "eager" : "lazy"}
                      decoding="async"
                      fetchPriority={i === 0 && priority ? "high" : undefined}
                      draggable={false}
                    />
                  ) : (
                    <div className="carousel__missing" role="img" aria-label={slide.alt} />
                  )}
                </div>
                {slide.caption ? <div className="carousel__caption">{slide.caption}</div> : null}
              </div>
            );
          })}
        </div>
      </div>
      {count > 1 ? (
        <div className="carousel__controls">
          <button type="button" className="carousel__arrow" aria-controls={`${id}-slides`} aria-label="Previous slide" onClick={prev}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </button>
          <div className="carousel__dots">
            {slides.map((_, i) => (
              <button
                key={i}
                type="button"
                className="carousel__dot"
                aria-controls={`${id}-slides`}
                aria-label={`Show slide ${i + 1} of ${count}`}
                aria-current={i === index ? "true" : undefined}
                onClick={() => go(i)}
              />
            ))}
          </div>
          <button type="button" className="carousel__arrow" aria-controls={`${id}-slides`} aria-label="Next slide" onClick={next}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </button>
          {canAutoplay ? (
            <button
              type="button"
              className="carousel__playpause"
              aria-label={stopped ? "Start automatic slide show" : "Stop automatic slide show"}
              onClick={() => setStopped((s) => !s)}
            >
              {stopped ? (
                <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
                  <path d="M7 4l13 8-13 8z" fill="currentColor" />
                </svg>
              ) : (
                <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
                  <path d="M6 4h4v16H6zM14 4h4v16h-4z" fill="currentColor" />
                </svg>
              )}
            </button>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
