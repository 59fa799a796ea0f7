import { describe, expect, it } from "vitest";
import { burstSentence, changeSentence } from "./liveAnnouncement.ts";
import type { CompanyChange } from "./useCompanyChanges.ts";

const author = { name: "Rashid Khan", type: "PERSON" };
const container = { id: "Q29udGFpbmVyOjE=", containerNo: "MSCU1234566" };

describe("what the lot screen says of another's change", () => {
  it("names the entry and what was done to it, files attached and removed included", () => {
    const said = (kind: string, entry: CompanyChange["entry"]) => changeSentence({ kind, lotId: "TG90OjE=", author, entry, own: false });
    expect(said("CONTAINER_CREATED", container)).toBe("Rashid Khan added container MSCU1234566");
    expect(said("PAYMENT_VOIDED", { id: "UGF5bWVudDox", amount: "2000.00" })).toBe("Rashid Khan voided payment of $2,000.00");
    expect(said("ATTACHMENT_ADDED", container)).toBe("Rashid Khan attached a file to container MSCU1234566");
    expect(said("ATTACHMENT_REMOVED", null)).toBe("Rashid Khan removed a file of the lot");
  });

  it("counts a burst", () => {
    const change = (kind: string): CompanyChange => ({ kind, lotId: "TG90OjE=", author, entry: container, own: false });
    expect(burstSentence([change("ATTACHMENT_ADDED"), change("ATTACHMENT_REMOVED")])).toBe("Rashid Khan made 2 changes");
  });
});
