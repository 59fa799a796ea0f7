import { useEffect, useMemo, useRef } from "react";
import { entrySizes } from "./usualSize.ts";

/**
 * The lot's usual sizes, which the add forms ask once more about a new entry far above: the whole
 * lot's, whatever range is on screen. Read from the ledger whenever it is unfiltered (as the page
 * opens), and kept while a date filter is on.
 */
export function useUsualSizes(rows: Parameters<typeof entrySizes>[0], filtered: boolean) {
  const sizesOnScreen = useMemo(() => entrySizes(rows), [rows]);
  const wholeLotSizes = useRef(sizesOnScreen);
  useEffect(() => {
    if (!filtered) wholeLotSizes.current = sizesOnScreen;
  }, [filtered, sizesOnScreen]);
  return filtered ? wholeLotSizes.current : sizesOnScreen;
}
