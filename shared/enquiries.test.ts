import { describe, expect, test } from "vitest";
import { replySubject, replyText, validateReply } from "./enquiries.ts";

describe("enquiry replies", () => {
  test("refuses an empty or oversized reply", () => {
    expect(validateReply({ text: "   " })).toEqual({ text: "Reply is required" });
    expect(validateReply({})).toEqual({ text: "Reply is required" });
    expect(validateReply({ text: "x".repeat(5001) })).toEqual({ text: "Reply must be at most 5000 characters" });
    expect(validateReply({ text: "We can offer USD 410/t." })).toEqual({});
  });

  test("the subject is the product asked about, else the first line, shortened", () => {
    expect(replySubject("Enquiry about HMS 1&2: two containers please")).toBe("Re: HMS 1&2");
    expect(replySubject("\n  Please quote for 2 containers\nCFR Mundra")).toBe("Re: Please quote for 2 containers");
    expect(replySubject("y".repeat(100))).toBe(`Re: ${"y".repeat(77)}...`);
    expect(replySubject("")).toBe("Re: your enquiry");
  });

  test("the text carries the reply, the staff member's name, the signature and the enquiry quoted", () => {
    const mail = replyText(
      {
        enquirerName: "Fatima",
        text: "Yes, we can.",
        staffName: "Aisha Rahman",
        enquiry: "Two lines\nhere",
        receivedAt: new Date("2026-11-28T10:00:00Z"),
      },
      { companyName: "Gulf Recycling Traders", phone: "+971 6 555 0142", salesEmail: "sales@gulfrecycling.ae", address: "Sharjah" },
    );
    expect(mail).toBe(
      "Dear Fatima,\n\nYes, we can.\n\nKind regards,\nAisha Rahman\nGulf Recycling Traders\nSharjah\n+971 6 555 0142 | sales@gulfrecycling.ae\n\nOn 2026-11-28 you wrote:\n> Two lines\n> here\n",
    );
  });
});
