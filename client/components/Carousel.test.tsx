import { act, fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { setReducedMotion } from "../test/setup.ts";
import { Carousel, DEFAULT_INTERVAL } from "./Carousel.tsx";

const slides = [
  { src: "/a.svg", alt: "Bales of tyres" },
  { src: "/b.svg", alt: "Copper wire" },
  { src: "/c.svg", alt: "Steel beams" },
];

function activeSlide(): string {
  const groups = screen.getAllByRole("group", { hidden: true });
  const active = groups.filter((g) => !g.hasAttribute("aria-hidden"));
  expect(active).toHaveLength(1);
  return active[0].getAttribute("aria-label")!;
}

describe("Carousel", () => {
  it("shows one slide at a time, each picture with its alt text and fixed size", () => {
    render(<Carousel label="Products" slides={slides} width={1200} height={600} />);
    expect(screen.getByRole("region", { name: "Products" })).toHaveProperty("tagName", "SECTION");
    expect(activeSlide()).toBe("1 of 3");
    const img = screen.getByAltText("Bales of tyres");
    expect(img.getAttribute("width")).toBe("1200");
    expect(img.getAttribute("height")).toBe("600");
    // Hidden slides are out of the accessibility tree and cannot take focus.
    const hidden = screen.getAllByRole("group", { hidden: true }).filter((g) => g.getAttribute("aria-hidden") === "true");
    expect(hidden).toHaveLength(2);
    hidden.forEach((g) => expect(g.hasAttribute("inert")).toBe(true));
  });

  it("moves with the previous/next buttons and the dots, wrapping around", () => {
    render(<Carousel label="Products" slides={slides} />);
    fireEvent.click(screen.getByRole("button", { name: "Next slide" }));
    expect(activeSlide()).toBe("2 of 3");
    fireEvent.click(screen.getByRole("button", { name: "Previous slide" }));
    fireEvent.click(screen.getByRole("button", { name: "Previous slide" }));
    expect(activeSlide()).toBe("3 of 3");
    fireEvent.click(screen.getByRole("button", { name: "Next slide" }));
    expect(activeSlide()).toBe("1 of 3");
    const dot = screen.getByRole("button", { name: "Show slide 2 of 3" });
    fireEvent.click(dot);
    expect(activeSlide()).toBe("2 of 3");
    expect(dot.getAttribute("aria-current")).toBe("true");
  });

  it("answers the arrow, Home and End keys", () => {
    render(<Carousel label="Products" slides={slides} />);
    const region = screen.getByRole("region", { name: "Products" });
    fireEvent.keyDown(region, { key: "ArrowRight" });
    expect(activeSlide()).toBe("2 of 3");
    fireEvent.keyDown(region, { key: "End" });
    expect(activeSlide()).toBe("3 of 3");
    fireEvent.keyDown(region, { key: "Home" });
    expect(activeSlide()).toBe("1 of 3");
    fireEvent.keyDown(region, { key: "ArrowLeft" });
    expect(activeSlide()).toBe("3 of 3");
  });

  it("advances every 5000 ms by default", () => {
    vi.useFakeTimers();
    expect(DEFAULT_INTERVAL).toBe(5000);
    render(<Carousel label="Products" slides={slides} />);
    act(() => void vi.advanceTimersByTime(4999));
    expect(activeSlide()).toBe("1 of 3");
    act(() => void vi.advanceTimersByTime(1));
    expect(activeSlide()).toBe("2 of 3");
    act(() => void vi.advanceTimersByTime(5000));
    expect(activeSlide()).toBe("3 of 3");
    act(() => void vi.advanceTimersByTime(5000));
    expect(activeSlide()).toBe("1 of 3");
  });

  it("pauses while hovered and while focused, and resumes afterwards", () => {
    vi.useFakeTimers();
    render(<Carousel label="Products" slides={slides} interval={1000} />);
    const region = screen.getByRole("region", { name: "Products" });

    fireEvent.mouseEnter(region);
    act(() => void vi.advanceTimersByTime(5000));
    expect(activeSlide()).toBe("1 of 3");
    fireEvent.mouseLeave(region);
    act(() => void vi.advanceTimersByTime(1000));
    expect(activeSlide()).toBe("2 of 3");

    const next = screen.getByRole("button", { name: "Next slide" });
    act(() => next.focus());
    act(() => void vi.advanceTimersByTime(5000));
    expect(activeSlide()).toBe("2 of 3");
    act(() => next.blur());
    act(() => void vi.advanceTimersByTime(1000));
    expect(activeSlide()).toBe("3 of 3");
  });

  it("can be stopped and restarted with the pause button; the live region then announces slides", () => {
    vi.useFakeTimers();
    render(<Carousel label="Products" slides={slides} interval={1000} />);
    const track = document.getElementById(screen.getByRole("button", { name: "Next slide" }).getAttribute("aria-controls")!)!;
    expect(track.getAttribute("aria-live")).toBe("off");
    fireEvent.click(screen.getByRole("button", { name: "Stop automatic slide show" }));
    // The click focused nothing in jsdom, but the pointer is not over it either: still stopped.
    act(() => void vi.advanceTimersByTime(5000));
    expect(activeSlide()).toBe("1 of 3");
    expect(track.getAttribute("aria-live")).toBe("polite");
    fireEvent.click(screen.getByRole("button", { name: "Start automatic slide show" }));
    act(() => void vi.advanceTimersByTime(1000));
    expect(activeSlide()).toBe("2 of 3");
  });

  it("never moves by itself when the user prefers reduced motion", () => {
    vi.useFakeTimers();
    setReducedMotion(true);
    render(<Carousel label="Products" slides={slides} />);
    act(() => void vi.advanceTimersByTime(30_000));
    expect(activeSlide()).toBe("1 of 3");
    expect(screen.queryByRole("button", { name: /automatic slide show/ })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Next slide" }));
    expect(activeSlide()).toBe("2 of 3");
  });

  it("has no controls and no timer for a single picture", () => {
    vi.useFakeTimers();
    render(<Carousel label="One" slides={slides.slice(0, 1)} />);
    expect(screen.queryByRole("button")).toBeNull();
    act(() => void vi.advanceTimersByTime(10_000));
    expect(activeSlide()).toBe("1 of 1");
  });
});
