import { describe, expect, test } from "vitest";
import { authorName } from "./authors.ts";

describe("authorName", () => {
  test("names a company's member by their name, the house's staff with the house", () => {
    expect(authorName({ name: "Sara Ali", houseRole: null })).toBe("Sara Ali");
    expect(authorName({ name: "Sara Ali" })).toBe("Sara Ali");
    expect(authorName({ name: "Mariam Khoury", houseRole: "HOUSE_STAFF" })).toBe("Gulf Recycling Traders, Mariam Khoury");
    expect(authorName({ name: "Omar", houseRole: "HOUSE_ADMIN" })).toBe("Gulf Recycling Traders, Omar");
  });
});
