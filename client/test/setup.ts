import { afterEach, vi } from "vitest";
import { cleanup } from "@testing-library/react";

// relay-test-utils' mock environment calls jest.fn(); Vitest's vi is a compatible stand-in.
(globalThis as unknown as { jest: typeof vi }).jest = vi;

// jsdom has no matchMedia; tests switch reduced motion on with setReducedMotion(true).
let reducedMotion = false;
const listeners = new Set<() => void>();
export function setReducedMotion(value: boolean): void {
  reducedMotion = value;
  listeners.forEach((l) => l());
}

Object.defineProperty(window, "matchMedia", {
  writable: true,
  configurable: true,
  value: (query: string): MediaQueryList =>
    ({
      get matches() {
        return query.includes("prefers-reduced-motion") ? reducedMotion : false;
      },
      media: query,
      onchange: null,
      addEventListener: (_: string, l: () => void) => listeners.add(l),
      removeEventListener: (_: string, l: () => void) => listeners.delete(l),
      addListener: (l: () => void) => listeners.add(l),
      removeListener: (l: () => void) => listeners.delete(l),
      dispatchEvent: () => false,
    }) as unknown as MediaQueryList,
});

// jsdom does not implement scrolling; React Router's ScrollRestoration calls it.
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  setReducedMotion(false);
  vi.useRealTimers();
});
