import { describe, expect, it } from "vitest";
import { carouselKeyMove, carouselSwipeMove, wrapIndex } from "./carouselInput.ts";

describe("carousel input", () => {
  it("answers the arrow, Home and End keys only", () => {
    expect(carouselKeyMove("ArrowRight")).toBe("next");
    expect(carouselKeyMove("ArrowLeft")).toBe("prev");
    expect(carouselKeyMove("Home")).toBe("first");
    expect(carouselKeyMove("End")).toBe("last");
    expect(carouselKeyMove("ArrowUp")).toBeNull();
    expect(carouselKeyMove("Enter")).toBeNull();
  });

  it("reads a swipe of 40 pixels or more, leftwards as next", () => {
    expect(carouselSwipeMove(200, 100)).toBe("next");
    expect(carouselSwipeMove(100, 140)).toBe("prev");
    expect(carouselSwipeMove(100, 139)).toBeNull();
    expect(carouselSwipeMove(null, 10)).toBeNull();
    expect(carouselSwipeMove(10, undefined)).toBeNull();
  });

  it("wraps an index both ways", () => {
    expect(wrapIndex(3, 3)).toBe(0);
    expect(wrapIndex(-1, 3)).toBe(2);
    expect(wrapIndex(1, 3)).toBe(1);
  });
});
