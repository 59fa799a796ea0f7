/**
 * Resolves once the server-rendered page is on screen with its main picture: the image the page
 * marks `fetchpriority="high"` (the hero or the banner) has loaded and is decoded, the browser has
 * reported the page's first contentful paint (reported once that frame is on screen, which on a
 * busy phone is well after the frame was drawn), then two more frames have passed (the first
 * draws the picture if it arrived after that paint). A picture that fails to load does not hold
 * the page back. Nothing paints in a hidden tab, so a page opened in the background waits until
 * it is first shown, or until `limitMs` has passed: a picture stalled on a slow connection must not
 * keep the page's forms and menus dead, so the page never waits longer than that.
 */
export function pageShown(doc: Document, limitMs = 3000): Promise<void> {
  const view = doc.defaultView!;
  return Promise.race([shownWithPicture(doc, view), new Promise<void>((resolve) => view.setTimeout(resolve, limitMs))]);
}

async function shownWithPicture(doc: Document, view: Window & typeof globalThis): Promise<void> {
  const picture = doc.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  if (picture) {
    if (!picture.complete) {
      await new Promise<void>((resolve) => {
        picture.addEventListener("load", () => resolve(), { once: true });
        picture.addEventListener("error", () => resolve(), { once: true });
      });
    }
    // decode() rejects for a picture that could not be decoded; the page goes on without it.
    await picture.decode().catch(() => {});
  }
  await firstContentfulPaint(view);
  await new Promise<void>((resolve) => view.requestAnimationFrame(() => view.requestAnimationFrame(() => resolve())));
}

/** Resolves once the page's first contentful paint is reported (at once where browsers do not report it). */
function firstContentfulPaint(view: Window & typeof globalThis): Promise<void> {
  const Observer = view.PerformanceObserver;
  if (!Observer?.supportedEntryTypes?.includes("paint")) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new Observer((list) => {
      if (!list.getEntriesByName("first-contentful-paint").length) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: "paint", buffered: true });
  });
}
