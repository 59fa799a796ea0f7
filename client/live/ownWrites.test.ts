import { describe, expect, it } from "vitest";
import { OwnWrites } from "./ownWrites.ts";

const settled = async <T>(promise: Promise<T>) => {
  let result: { value: T } | null = null;
  void promise.then((value) => (result = { value }));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return result as { value: T } | null;
};

describe("a tab's own writes", () => {
  it("knows a change whose write has answered with its cursor, and no other", async () => {
    const writes = new OwnWrites();
    writes.begin()("cursor-1");
    expect(await writes.isOwn("cursor-1")).toBe(true);
    expect(await writes.isOwn("cursor-2")).toBe(false);
  });

  it("holds a live event that arrives before its write's answer, then knows it as its own", async () => {
    const writes = new OwnWrites();
    const answered = writes.begin();
    const own = writes.isOwn("cursor-7");
    expect(await settled(own)).toBeNull();
    answered("cursor-7");
    expect(await settled(own)).toEqual({ value: true });
  });

  it("lets a held event go on as another's when the write failed, and counts each answer once", async () => {
    const writes = new OwnWrites();
    const first = writes.begin();
    const second = writes.begin();
    const own = writes.isOwn("cursor-9");
    first(null);
    first("cursor-9");
    // The second write still waits: the event waits with it.
    expect(await settled(own)).toBeNull();
    second(null);
    expect(await settled(own)).toEqual({ value: false });
  });

  it("forgets the oldest cursors beyond the last 200", async () => {
    const writes = new OwnWrites();
    for (let n = 0; n < 201; n++) writes.begin()(`cursor-${n}`);
    expect(await writes.isOwn("cursor-0")).toBe(false);
    expect(await writes.isOwn("cursor-1")).toBe(true);
    expect(await writes.isOwn("cursor-200")).toBe(true);
  });
});
