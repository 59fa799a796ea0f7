import { describe, expect, test } from "vitest";
import { AccessDeniedError, UnauthorizedError } from "../errors.ts";
import type { Profile } from "../generated/prisma/client.ts";
import { accessMessages, removalOf, requirePerson, roleOf, houseRoleOf, type Viewer, withoutCompanyMessage } from "./caller.ts";
import {
  companyNamedIn,
  companyOf,
  companyTradingAs,
  companyToManage,
  companyToWrite,
  may,
  mayBeViewers,
  mayAsHouse,
  requireHouse,
  mayReadCompany,
  entryWriter,
  companyIdToFollow,
} from "./permissions.ts";
import { credentialsQuery, managedCompanyRecord, ownLotRecord, ownMember, ownProfile } from "./companyFilters.ts";
import { memberMessages, type MemberRole } from "../../shared/members.ts";

const company = { id: 7, companyName: "Gulf Steel", companyKey: "gulf steel", role: "SUPPLIER" } as Profile;

function person(role: MemberRole | null, id = 3): Viewer {
  return {
    id,
    name: "Sara",
    email: "sara@example.com",
    phone: "0501234567",
    passwordHash: "",
    sessionsValidFrom: null,
    createdAt: new Date(),
    updatedAt: new Date(),
    companyId: role ? company.id : null,
    memberRole: role,
    memberSince: null,
    removedFrom: null,
    removedBy: null,
    removedAt: null,
    houseRole: null,
    agreementDigest: true,
    profile: role ? company : null,
  };
}
const key = (scope: "READ_ONLY" | "READ_WRITE"): Viewer => ({ ...person("OWNER"), apiKey: { id: 1, name: "ERP", scope } });

const callers: Record<string, Viewer | null> = {
  anonymous: null,
  "no company": person(null),
  owner: person("OWNER"),
  trader: person("TRADER"),
  viewer: person("VIEWER"),
  "read-write key": key("READ_WRITE"),
  "read-only key": key("READ_ONLY"),
};

/** What each caller gets from a check: "ok", or the error's class and message. */
function outcome(check: () => unknown): string {
  try {
    check();
    return "ok";
  } catch (error) {
    if (error instanceof UnauthorizedError) return "401";
    if (error instanceof AccessDeniedError) return `403 ${error.message}`;
    throw error;
  }
}

describe("the access module", () => {
  test("a role for every caller: a member's role, a key's scope as a role", () => {
    expect(Object.fromEntries(Object.entries(callers).map(([name, viewer]) => [name, roleOf(viewer)]))).toEqual({
      anonymous: null,
      "no company": null,
      owner: "OWNER",
      trader: "TRADER",
      viewer: "VIEWER",
      "read-write key": "TRADER",
      "read-only key": "VIEWER",
    });
  });

  test("reading the company: every member and key", () => {
    expect(Object.fromEntries(Object.entries(callers).map(([name, viewer]) => [name, outcome(() => companyOf(viewer))]))).toEqual({
      anonymous: "401",
      "no company": `403 ${accessMessages.noProfile}`,
      owner: "ok",
      trader: "ok",
      viewer: "ok",
      "read-write key": "ok",
      "read-only key": "ok",
    });
  });

  test("the SPEC's supplier and buyer screens: every member of a supplier company reaches the supplier side only", () => {
    expect(outcome(() => companyTradingAs(null, "SUPPLIER"))).toBe("401");
    expect(companyTradingAs(callers.viewer, "SUPPLIER")).toBe(company);
    expect(companyTradingAs(callers.trader, "BUYER")).toBeNull();
    expect(companyTradingAs(callers["read-only key"], "SUPPLIER")).toBe(company);
    expect(companyTradingAs(callers["no company"], "SUPPLIER")).toBeNull();
  });

  test("writing lots, containers and payments: Owners, Traders and read-write keys", () => {
    expect(Object.fromEntries(Object.entries(callers).map(([name, viewer]) => [name, outcome(() => companyToWrite(viewer))]))).toEqual({
      anonymous: "401",
      "no company": `403 ${accessMessages.noProfile}`,
      owner: "ok",
      trader: "ok",
      viewer: `403 ${accessMessages.viewerCannotWrite}`,
      "read-write key": "ok",
      "read-only key": `403 ${accessMessages.readOnlyKey}`,
    });
  });

  test("managing members, keys and webhooks: an Owner signed in as a person, never a key", () => {
    expect(Object.fromEntries(Object.entries(callers).map(([name, viewer]) => [name, outcome(() => companyToManage(viewer))]))).toEqual({
      anonymous: "401",
      "no company": `403 ${accessMessages.noProfile}`,
      owner: "ok",
      trader: `403 ${accessMessages.ownerOnly}`,
      viewer: `403 ${accessMessages.ownerOnly}`,
      "read-write key": `403 ${accessMessages.keyCannotManage}`,
      "read-only key": `403 ${accessMessages.keyCannotManage}`,
    });
    expect(may(callers.owner, "manage")).toBe(true);
    expect(may(callers["read-write key"], "manage")).toBe(false);
    expect(outcome(() => requirePerson(callers.viewer))).toBe("ok");
  });

  test("a person an Owner removed is told so wherever someone without a company is refused", () => {
    // 21:30 in Dubai (UTC+4): the day on the company's clock is already the next one.
    const removed: Viewer = {
      ...person(null),
      removedFrom: "Gulf Steel",
      removedBy: "Noura Saleh",
      removedAt: new Date("2026-03-01T20:30:00Z"),
    };
    const told = `403 ${memberMessages.removedFromCompany({ companyName: "Gulf Steel", removedBy: "Noura Saleh", removedOn: "2026-03-02" })}`;
    expect(told).toContain("You were removed from Gulf Steel by Noura Saleh on 02/03/2026.");
    expect(outcome(() => companyOf(removed))).toBe(told);
    expect(outcome(() => companyToWrite(removed))).toBe(told);
    expect(outcome(() => companyToManage(removed, "Create your business profile before adding webhooks"))).toBe(told);
    expect(withoutCompanyMessage(removed, "No supplier profile found")).toBe(told.slice("403 ".length));
    // Never having had a company reads as it always did.
    expect(removalOf(callers["no company"]!)).toBeNull();
    expect(withoutCompanyMessage(callers["no company"]!, "No supplier profile found")).toBe("No supplier profile found");
  });

  test("filters keep every caller to their company; without one nothing matches", () => {
    expect(ownProfile(callers.trader)).toEqual({ id: 7 });
    expect(ownProfile(callers["no company"])).toEqual({ id: -1 });
    expect(ownLotRecord(callers.viewer)).toEqual({ lot: { profileId: 7 } });
    expect(ownMember(null)).toEqual({ companyId: -1 });
    // Keys and webhooks only for an Owner.
    expect(managedCompanyRecord(callers.owner)).toEqual({ profileId: 7 });
    expect(managedCompanyRecord(callers.trader)).toEqual({ profileId: -1 });
    expect(managedCompanyRecord(callers["read-write key"])).toEqual({ profileId: -1 });
    expect(credentialsQuery(callers["read-only key"]).where).toEqual({ profileId: -1 });
    expect(credentialsQuery(callers.trader).where).toEqual({ profileId: -1 });
  });

  test("a REST body may name only the caller's own company", () => {
    expect(companyNamedIn(callers.trader, { companyName: "  GULF   steel " })).toBe(company);
    expect(outcome(() => companyNamedIn(callers.trader, { companyName: "Rival Metals" }))).toBe(`403 ${accessMessages.otherCompany}`);
  });

  test("a global id can be the caller's only within their company", () => {
    expect(mayBeViewers({ typename: "Lot", id: "1" }, null)).toBe(false);
    expect(mayBeViewers({ typename: "User", id: "3" }, callers["no company"])).toBe(true);
    expect(mayBeViewers({ typename: "User", id: "4" }, callers.owner)).toBe(false);
    expect(mayBeViewers({ typename: "Lot", id: "1" }, callers["no company"])).toBe(false);
    expect(mayBeViewers({ typename: "BusinessProfile", id: "7" }, callers.viewer)).toBe(true);
    expect(mayBeViewers({ typename: "BusinessProfile", id: "8" }, callers.viewer)).toBe(false);
    expect(mayBeViewers({ typename: "Member", id: "4" }, callers.viewer)).toBe(true);
  });
});

describe("the house's staff", () => {
  const staff = (houseRole: "HOUSE_ADMIN" | "HOUSE_STAFF"): Viewer => ({ ...person(null), houseRole });
  test("House Staff reach the desk, only a House Admin manages staff; members, keys and no sign-in reach neither", () => {
    expect(mayAsHouse(staff("HOUSE_STAFF"), "staff")).toBe(true);
    expect(mayAsHouse(staff("HOUSE_STAFF"), "admin")).toBe(false);
    expect(mayAsHouse(staff("HOUSE_ADMIN"), "admin")).toBe(true);
    for (const caller of [null, person("OWNER"), person(null), key("READ_WRITE")]) {
      expect(mayAsHouse(caller, "staff")).toBe(false);
      expect(houseRoleOf(caller)).toBe(null);
    }
    expect(() => requireHouse(person("OWNER"), "staff")).toThrow("Only Gulf Recycling Traders' staff can do this.");
    expect(() => requireHouse(staff("HOUSE_STAFF"), "admin")).toThrow("Only a House Admin of Gulf Recycling Traders can do this.");
    expect(() => requireHouse(null, "staff")).toThrow(UnauthorizedError);
  });
  test("a key never acts as staff, even one made by a staff member's account", () => {
    expect(houseRoleOf({ ...staff("HOUSE_ADMIN"), apiKey: { id: 2, name: "ERP", scope: "READ_WRITE" } })).toBe(null);
  });
  test("staff read every company's ledger, but no company's members or credentials; a member and a key only their own", () => {
    const house = staff("HOUSE_STAFF");
    expect(ownProfile(house)).toEqual({});
    expect(ownLotRecord(house)).toEqual({ lot: {} });
    expect(mayBeViewers({ typename: "BusinessProfile", id: "99" }, house)).toBe(true);
    expect(mayReadCompany(house, 99)).toBe(true);
    expect(ownMember(house)).toEqual({ companyId: -1 });
    expect(managedCompanyRecord(house)).toEqual({ profileId: -1 });
    const stafferKey: Viewer = { ...house, apiKey: { id: 2, name: "ERP", scope: "READ_WRITE" } };
    for (const caller of [person("OWNER"), key("READ_WRITE"), stafferKey]) {
      expect(mayReadCompany(caller, 99)).toBe(false);
      expect(mayBeViewers({ typename: "BusinessProfile", id: "99" }, caller)).toBe(false);
    }
    expect(ownProfile(person("OWNER"))).toEqual({ id: company.id });
    expect(() => companyToWrite(house)).toThrow(accessMessages.houseAddsNoLots);
    expect(entryWriter(house)).toBe(house);
    expect(() => entryWriter(stafferKey)).toThrow(AccessDeniedError);
    expect(() => companyIdToFollow(person("OWNER"), { typename: "BusinessProfile", id: "99" })).toThrow(accessMessages.noSuchCompany);
    expect(companyIdToFollow(house, { typename: "BusinessProfile", id: "99" })).toBe(99);
  });
});
