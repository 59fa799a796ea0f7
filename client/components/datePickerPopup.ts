import { useEffect, useLayoutEffect, useState, type RefObject } from "react";

/**
 * Where the popup goes: below the anchor, or above it when the viewport has no room below; kept
 * there while the page scrolls or resizes. Null until first placed.
 */
export function usePopupPlacement(anchor: HTMLElement | null, popupRef: RefObject<HTMLElement | null>) {
  const [position, setPosition] = useState<{ top: number; left: number } | null>(null);
  useLayoutEffect(() => {
    function place() {
      const popup = popupRef.current;
      if (!anchor || !popup) return;
      const box = anchor.getBoundingClientRect();
      const { offsetWidth: width, offsetHeight: height } = popup;
      const below = box.bottom + 4;
      const top = below + height > window.innerHeight && box.top - height - 4 >= 0 ? box.top - height - 4 : below;
      const left = Math.max(8, Math.min(box.left, window.innerWidth - width - 8));
      setPosition({ top, left });
    }
    place();
    window.addEventListener("resize", place);
    window.addEventListener("scroll", place, true);
    return () => {
      window.removeEventListener("resize", place);
      window.removeEventListener("scroll", place, true);
    };
  }, [anchor, popupRef]);
  return position;
}

/** A press anywhere but the popup and its anchor calls `onOutside`, leaving the focus where the press put it. */
export function useOutsidePress(anchor: HTMLElement | null, popupRef: RefObject<HTMLElement | null>, onOutside: () => void) {
  useEffect(() => {
    function outside(e: PointerEvent) {
      const target = e.target as Node;
      if (!popupRef.current?.contains(target) && !anchor?.contains(target)) onOutside();
    }
    document.addEventListener("pointerdown", outside);
    return () => document.removeEventListener("pointerdown", outside);
  }, [anchor, popupRef, onOutside]);
}
