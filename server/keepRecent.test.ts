import { describe, expect, it } from "vitest";
import { keepRecent } from "./keepRecent.ts";

describe("keepRecent", () => {
  it("drops the least recently used entries past the bound, counting a re-set entry as used", () => {
    const map = new Map<string, number>();
    keepRecent(map, "a", 1, 3);
    keepRecent(map, "b", 2, 3);
    keepRecent(map, "c", 3, 3);
    keepRecent(map, "a", 10, 3); // used again: now the most recent
    keepRecent(map, "d", 4, 3); // "b" is the least recently used
    expect([...map]).toEqual([
      ["c", 3],
      ["a", 10],
      ["d", 4],
    ]);
  });

  it("trims a map that is already over a lowered bound", () => {
    const map = new Map([
      [1, "x"],
      [2, "y"],
      [3, "z"],
    ]);
    keepRecent(map, 4, "w", 2);
    expect([...map.keys()]).toEqual([3, 4]);
  });
});
