/** Where a key moves the carousel: a slide on, a slide back, the first or the last; null for other keys. */
export type CarouselMove = "next" | "prev" | "first" | "last";

export function carouselKeyMove(key: string): CarouselMove | null {
  switch (key) {
    case "ArrowRight":
      return "next";
    case "ArrowLeft":
      return "prev";
    case "Home":
      return "first";
    case "End":
      return "last";
    default:
      return null;
  }
}

/** A swipe shorter than this (CSS pixels) is a tap, not a move. */
export const SWIPE_MIN = 40;

/** Where a swipe from `start` to `end` (clientX) moves: leftwards on, rightwards back; null for a tap or a lost touch. */
export function carouselSwipeMove(start: number | null | undefined, end: number | null | undefined): "next" | "prev" | null {
  if (start == null || end == null || Math.abs(end - start) < SWIPE_MIN) return null;
  return end < start ? "next" : "prev";
}

/** `to` wrapped into 0..count-1 (a negative index counts from the end). */
export function wrapIndex(to: number, count: number): number {
  return ((to % count) + count) % count;
}
