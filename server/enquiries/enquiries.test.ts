import { beforeAll, describe, expect, test } from "vitest";
import { config } from "../config.ts";
import { db } from "../db.ts";
import { TestClient, fieldErrors, rowCounts } from "../test/client.ts";
import { SEND_ENQUIRY } from "../test/operations.ts";

/**
 * The contact form's enquiries (SPEC sections 2, 3, 5 and 7; issue 2): stored first, with `tour` as
 * sent, then mailed to the sales address. Delivery over real SMTP is in mail/mailer.test.ts.
 */
let client: TestClient;
beforeAll(async () => {
  client = await TestClient.start();
});

const enquiry = (overrides: Record<string, unknown> = {}) => ({
  name: "Fatima Al Mansoori",
  email: "fatima@example.ae",
  phone: "+971 50 765 4321",
  tour: "",
  message: "Please quote for 2 containers of HMS 1&2, CFR Mundra.",
  ...overrides,
});

describe("sending an enquiry", () => {
  test("REST: stores it with tour as sent, mails it to sales, answers 201", async () => {
    const before = await rowCounts();
    const { status, body } = await client.rest("POST", "/api/contact", enquiry());
    expect(status).toBe(201);
    expect(body).toEqual({ message: "Message sent successfully!", receivedAt: expect.any(String) });
    expect(await rowCounts()).toEqual({ ...before, enquiries: before.enquiries + 1, mails: before.mails + 1 });

    const stored = await db.enquiry.findFirstOrThrow({ orderBy: { id: "desc" }, include: { mail: true } });
    expect(stored).toMatchObject({
      name: "Fatima Al Mansoori",
      email: "fatima@example.ae",
      phone: "+971 50 765 4321",
      tour: "",
      message: "Please quote for 2 containers of HMS 1&2, CFR Mundra.",
      // No SMTP_URL in tests: the mail waits in the outbox.
      deliveryState: "QUEUED",
    });
    expect(stored.receivedAt.toISOString()).toBe(body.receivedAt);
    expect(stored.mail).toMatchObject({ to: config.site.salesEmail, subject: "Website enquiry from Fatima Al Mansoori", state: "QUEUED" });
    expect(stored.mail!.text).toContain("Please quote for 2 containers of HMS 1&2, CFR Mundra.");
    expect(stored.mail!.text).toContain("Email: fatima@example.ae");
    expect(stored.mail!.text).toContain("Phone: +971 50 765 4321");
  });

  test("REST: keeps a non-empty tour exactly as sent, and trims the other fields", async () => {
    const { status } = await client.rest(
      "POST",
      "/api/contact",
      enquiry({ tour: "  Plant visit, Tuesday ", name: "  Fatima Al Mansoori ", email: " fatima@example.ae " }),
    );
    expect(status).toBe(201);
    const stored = await db.enquiry.findFirstOrThrow({ orderBy: { id: "desc" } });
    expect(stored).toMatchObject({ tour: "  Plant visit, Tuesday ", name: "Fatima Al Mansoori", email: "fatima@example.ae" });
  });

  test("REST: a missing tour is stored as an empty string, a number as its text, anything else is refused", async () => {
    const { tour: _tour, ...withoutTour } = enquiry();
    expect((await client.rest("POST", "/api/contact", withoutTour)).status).toBe(201);
    expect((await db.enquiry.findFirstOrThrow({ orderBy: { id: "desc" } })).tour).toBe("");
    expect((await client.rest("POST", "/api/contact", enquiry({ tour: 7 }))).status).toBe(201);
    expect((await db.enquiry.findFirstOrThrow({ orderBy: { id: "desc" } })).tour).toBe("7");
    const refused = await client.rest("POST", "/api/contact", enquiry({ tour: true }));
    expect([refused.status, refused.body.errors]).toEqual([400, { tour: "tour must be text" }]);
  });

  test("GraphQL: stores it, mails it to sales, answers receivedAt", async () => {
    const before = await rowCounts();
    const { status, data } = await client.gql(SEND_ENQUIRY, { input: enquiry({ tour: "site visit" }) });
    expect(status).toBe(200);
    expect(data.sendEnquiry).toEqual({ __typename: "SendEnquiryPayload", receivedAt: expect.any(String) });
    expect(await rowCounts()).toEqual({ ...before, enquiries: before.enquiries + 1, mails: before.mails + 1 });
    const stored = await db.enquiry.findFirstOrThrow({ orderBy: { id: "desc" }, include: { mail: true } });
    expect(stored).toMatchObject({ tour: "site visit", name: "Fatima Al Mansoori", deliveryState: "QUEUED" });
    expect(stored.receivedAt.toISOString()).toBe(data.sendEnquiry.receivedAt);
    expect(stored.mail?.to).toBe(config.site.salesEmail);
  });

  test("GraphQL: tour is optional and defaults to an empty string", async () => {
    const { tour: _tour, ...withoutTour } = enquiry();
    const { data } = await client.gql(SEND_ENQUIRY, { input: withoutTour });
    expect(data.sendEnquiry.__typename).toBe("SendEnquiryPayload");
    expect((await db.enquiry.findFirstOrThrow({ orderBy: { id: "desc" } })).tour).toBe("");
  });

  test("the sales address comes from the configuration", async () => {
    const sales = config.site.salesEmail;
    config.site.salesEmail = "desk@traders.example.ae";
    try {
      expect((await client.rest("POST", "/api/contact", enquiry())).status).toBe(201);
      expect((await db.outgoingMail.findFirstOrThrow({ orderBy: { id: "desc" } })).to).toBe("desk@traders.example.ae");
    } finally {
      config.site.salesEmail = sales;
    }
  });
});

describe("refused enquiries store nothing", () => {
  const cases: [string, Record<string, unknown>, Record<string, string>][] = [
    [
      "all fields empty",
      { name: "", email: "", phone: "", message: "" },
      { name: "Name is required", email: "Email is required", phone: "Phone is required", message: "Message is required" },
    ],
    ["blank message", { message: "   " }, { message: "Message is required" }],
    ["bad e-mail", { email: "fatima@example" }, { email: "Invalid email format" }],
    [
      "bad phone",
      { phone: "call me maybe" },
      { phone: "Phone must have 8 to 15 digits (spaces, dashes, brackets and a leading + are allowed)" },
    ],
    ["a message over 5000 characters", { message: "x".repeat(5001) }, { message: "Message must be at most 5000 characters" }],
    ["a name over 200 characters", { name: "n".repeat(201) }, { name: "Name must be at most 200 characters" }],
  ];

  test.each(cases)("REST: %s", async (_case, overrides, errors) => {
    const before = await rowCounts();
    const { status, body } = await client.rest("POST", "/api/contact", enquiry(overrides));
    expect(status).toBe(400);
    expect(body).toEqual({ message: Object.values(errors)[0], errors });
    expect(await rowCounts()).toEqual(before);
  });

  test.each(cases)("GraphQL: %s", async (_case, overrides, errors) => {
    const before = await rowCounts();
    const { data } = await client.gql(SEND_ENQUIRY, { input: enquiry(overrides) });
    expect(data.sendEnquiry).toMatchObject({ __typename: "InputError", message: Object.values(errors)[0] });
    expect(fieldErrors(data.sendEnquiry.fieldErrors)).toEqual(errors);
    expect(await rowCounts()).toEqual(before);
  });
});
