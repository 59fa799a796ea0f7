import { useCallback, useEffect, useId, useRef, useState, useSyncExternalStore, type KeyboardEvent, type ReactNode } from "react";
import { carouselKeyMove, carouselSwipeMove, wrapIndex, type CarouselMove } from "./carouselInput.ts";
import { CarouselControls } from "./CarouselControls.tsx";

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

/** One slide: its picture (or a grey box named by its alt text while it has none) and its caption. */
function CarouselSlideView({
  slide,
  position,
  count,
  active,
  width,
  height,
  priority,
}: {
  slide: CarouselSlide;
  /** 0-based place of the slide. */
  position: number;
  count: number;
  active: boolean;
  width: number;
  height: number;
  priority: boolean;
}) {
  const first = position === 0;
  return (
    <div
      className="carousel__slide"
      role="group"
      aria-roledescription="slide"
      aria-label={`${position + 1} of ${count}`}
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
            loading={first ? "eager" : "lazy"}
            decoding="async"
            fetchPriority={first && priority ? "high" : undefined}
            draggable={false}
          />
        ) : (
          <div className="carousel__missing" role="img" aria-label={slide.alt} />
        )}
      </div>
      {slide.caption ? <div className="carousel__caption">{slide.caption}</div> : null}
    </div>
  );
}

/**
 * The slide shown and whether it moves by itself: every `interval` ms, unless there is one slide,
 * the user prefers reduced motion, pressed pause, or the carousel is hovered or focused.
 */
function useCarouselPlay(count: number, interval: number) {
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false); // the user pressed pause
  const reducedMotion = usePrefersReducedMotion();

  const canAutoplay = count > 1 && !reducedMotion;
  const playing = canAutoplay && !stopped && !hovered && !focused;

  const go = useCallback((to: number) => setIndex(wrapIndex(to, count)), [count]);
  const next = useCallback(() => setIndex((i) => (i + 1) % count), [count]);
  const prev = useCallback(() => setIndex((i) => (i - 1 + count) % count), [count]);

  useEffect(() => {
    if (!playing) return;
    const timer = window.setTimeout(next, interval);
    return () => window.clearTimeout(timer);
  }, [playing, index, interval, next]);

  const move = (to: CarouselMove | null) => {
    if (to === "next") next();
    else if (to === "prev") prev();
    else if (to === "first") go(0);
    else if (to === "last") go(count - 1);
  };
  const toggle = () => setStopped((s) => !s);
  return { index, go, next, prev, move, playing, canAutoplay, stopped, toggle, setHovered, setFocused };
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
  const play = useCarouselPlay(count, interval);
  const { index } = play;
  const id = useId();
  const touchStart = useRef<number | null>(null);

  if (count === 0) return null;

  function onKeyDown(e: KeyboardEvent<HTMLElement>) {
    const to = carouselKeyMove(e.key);
    if (!to) return;
    play.move(to);
    e.preventDefault();
  }

  return (
    <section
      className={`carousel${className ? ` ${className}` : ""}`}
      aria-roledescription="carousel"
      aria-label={label}
      onKeyDown={onKeyDown}
      onMouseEnter={() => play.setHovered(true)}
      onMouseLeave={() => play.setHovered(false)}
      onFocus={() => play.setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) play.setFocused(false);
      }}
      onTouchStart={(e) => {
        touchStart.current = e.touches[0]?.clientX ?? null;
      }}
      onTouchEnd={(e) => {
        const start = touchStart.current;
        touchStart.current = null;
        play.move(carouselSwipeMove(start, e.changedTouches[0]?.clientX));
      }}
    >
      <div className="carousel__viewport">
        <div
          className="carousel__track"
          id={`${id}-slides`}
          aria-live={play.playing ? "off" : "polite"}
          // No style attribute on the first slide: the server's HTML carries none (a strict CSP refuses them).
          style={index ? { transform: `translateX(-${index * 100}%)` } : undefined}
        >
          {slides.map((slide, i) => (
            <CarouselSlideView
              key={i}
              slide={slide}
              position={i}
              count={count}
              active={i === index}
              width={width}
              height={height}
              priority={priority}
            />
          ))}
        </div>
      </div>
      {count > 1 ? (
        <CarouselControls
          slidesId={`${id}-slides`}
          count={count}
          index={index}
          canAutoplay={play.canAutoplay}
          stopped={play.stopped}
          onGo={play.go}
          onPrev={play.prev}
          onNext={play.next}
          onToggle={play.toggle}
        />
      ) : null}
    </section>
  );
}
