import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { pageShown } from "./pageShown.ts";

// Frames run when the test says so, one callback batch per frame as in a browser.
let frameCallbacks: FrameRequestCallback[] = [];
function runFrame() {
  const due = frameCallbacks;
  frameCallbacks = [];
  due.forEach((cb) => cb(performance.now()));
}
/** Lets pending promise callbacks run. */
const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function pictureOnPage({ complete, decodes = true }: { complete: boolean; decodes?: boolean }): HTMLImageElement {
  document.body.innerHTML = '<main><img src="/assets/hero.svg" alt="" fetchpriority="high" /></main>';
  const img = document.querySelector("img")!;
  Object.defineProperty(img, "complete", { configurable: true, get: () => complete });
  img.decode = vi.fn(() => (decodes ? Promise.resolve() : Promise.reject(new Error("EncodingError"))));
  return img;
}

function trackShown() {
  const state = { shown: false };
  void pageShown(document).then(() => (state.shown = true));
  return state;
}

beforeEach(() => {
  frameCallbacks = [];
  vi.spyOn(window, "requestAnimationFrame").mockImplementation((cb) => frameCallbacks.push(cb));
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  document.body.innerHTML = "";
});

test("waits for the page's main picture to load and decode, then for two frames", async () => {
  const img = pictureOnPage({ complete: false });
  const state = trackShown();
  await settle();
  runFrame();
  await settle();
  expect(frameCallbacks).toHaveLength(0); // no frame asked for while the picture loads
  expect(state.shown).toBe(false);

  img.dispatchEvent(new Event("load"));
  await settle();
  expect(img.decode).toHaveBeenCalledOnce();
  runFrame();
  await settle();
  expect(state.shown).toBe(false); // the frame that paints the picture
  runFrame();
  await settle();
  expect(state.shown).toBe(true);
});

test("a picture that fails to load or decode does not hold the page back", async () => {
  const img = pictureOnPage({ complete: false, decodes: false });
  const state = trackShown();
  img.dispatchEvent(new Event("error"));
  await settle();
  runFrame();
  await settle();
  runFrame();
  await settle();
  expect(state.shown).toBe(true);
});

test("waits for the browser to report the first contentful paint, where it reports paints", async () => {
  let report: ((names: string[]) => void) | null = null;
  class FakeObserver {
    static supportedEntryTypes = ["paint", "largest-contentful-paint"];
    constructor(private callback: (list: { getEntriesByName(name: string): unknown[] }) => void) {}
    observe(options: { type: string; buffered: boolean }) {
      expect(options).toEqual({ type: "paint", buffered: true });
      report = (names) => this.callback({ getEntriesByName: (name) => names.filter((n) => n === name) });
    }
    disconnect() {
      report = null;
    }
  }
  vi.stubGlobal("PerformanceObserver", FakeObserver);
  pictureOnPage({ complete: true });
  const state = trackShown();
  await settle();
  runFrame();
  runFrame();
  await settle();
  expect(state.shown).toBe(false);
  report!(["first-paint"]);
  await settle();
  expect(frameCallbacks).toHaveLength(0);
  report!(["first-contentful-paint"]);
  expect(report).toBeNull(); // the observer is disconnected
  await settle();
  runFrame();
  runFrame();
  await settle();
  expect(state.shown).toBe(true);
});

test("a picture already loaded, or a page without one, waits for the two frames only", async () => {
  for (const setUp of [() => pictureOnPage({ complete: true }), () => (document.body.innerHTML = "<main><h1>About us</h1></main>")]) {
    setUp();
    const state = trackShown();
    await settle();
    runFrame();
    await settle();
    expect(state.shown).toBe(false);
    runFrame();
    await settle();
    expect(state.shown).toBe(true);
  }
});

test("a picture that never arrives holds the page back for the time limit only", async () => {
  pictureOnPage({ complete: false });
  const state = { shown: false };
  void pageShown(document, 20).then(() => (state.shown = true));
  await settle();
  expect(state.shown).toBe(false);
  await new Promise((resolve) => setTimeout(resolve, 40));
  expect(state.shown).toBe(true);
});
