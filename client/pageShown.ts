/**
 * Resolves once the server-rendered page has been painted with its main picture: the image the
 * page marks `fetchpriority="high"` (the hero or the banner) has loaded and is decoded, then two
 * frames have passed (the first paints it, the second starts after that paint is on screen).
 * A page without such a picture waits for the two frames only. A picture that fails to load does
 * not hold the page back. Frames do not run in a hidden tab, so a page opened in the background
 * waits until it is first shown.
 */
export async function pageShown(doc: Document): Promise<void> {
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
  const view = doc.defaultView!;
  await new Promise<void>((resolve) => view.requestAnimationFrame(() => view.requestAnimationFrame(() => resolve())));
}
