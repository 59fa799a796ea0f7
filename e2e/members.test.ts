/**
 * Members and roles (issue 21), in Chromium: an Owner invites a person from the profile page, the
 * person opens the mailed link, signs in and joins; the Owner makes them a Viewer, whose lot page
 * then offers no add forms, Edit or Void. Two members edit the same payment in two windows: the
 * later save is refused with the other member named and both values shown, and the other window
 * follows live. A member removed while signed in is told who removed them and when.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { chooseLot, companyOwner, createLot, graphql, logIn, signedInPage, signUp, type Session } from "./api.ts";
import { describeE2E, startHarness, type Harness } from "./harness.ts";
import { formatDateGB, todayIn } from "../shared/dates.ts";

describeE2E("a company's members", () => {
  let h: Harness;
  let owner: Session;
  const password = "scrap-metal-1";

  beforeAll(async () => {
    h = await startHarness({ env: { RATE_LIMIT_MAX: "1000" } });
    owner = await companyOwner(h, { name: "Noura Saleh", email: "noura@team.ae", phone: "0501234567", password }, "SUPPLIER", {
      companyName: "Team Scrap LLC",
      contact: "+971 50 123 4567",
      address: "Dubai",
    });
    await createLot(h, owner.token, "TM-1", "200", [{ amount: "1000.00", date: "2026-03-02" }]);
  });
  afterAll(async () => {
    await h?.stop();
  });

  /** The link of the latest invitation mailed to the address (the server logs the outbox without SMTP). */
  async function invitationLink(email: string): Promise<string> {
    const pattern = new RegExp(`for ${email.replace(/\./g, "\\.")}: Invitation to a company's team[\\s\\S]*?(/join/[\\w-]+)`, "g");
    await h.server.waitForOutput(pattern);
    return [...h.server.output().matchAll(pattern)].at(-1)![1];
  }

  async function openLot(session: Session): Promise<Page> {
    const page = await signedInPage(h, session);
    await page.goto(h.url("/add-lot"));
    await chooseLot(page, "TM-1");
    await page.getByRole("button", { name: "Fetch Result" }).click();
    await page.getByRole("heading", { level: 1, name: "Lot: TM-1" }).waitFor();
    return page;
  }

  /** Invites through the API and joins through it: for members a test needs but does not watch join. */
  async function member(email: string, name: string, role: "TRADER" | "VIEWER"): Promise<Session> {
    await graphql(
      h,
      `
        mutation ($input: InviteMemberInput!) {
          inviteMember(input: $input) {
            __typename
          }
        }
      `,
      { input: { email, role } },
      owner.token,
    );
    const link = await invitationLink(email);
    await signUp(h, { name, email, phone: "0507654321", password });
    const session = await logIn(h, email, password);
    const joined = await graphql(
      h,
      `
        mutation ($token: String!) {
          acceptInvitation(input: { token: $token }) {
            __typename
          }
        }
      `,
      { token: link.slice("/join/".length) },
      session.token,
    );
    expect(joined.acceptInvitation.__typename).toBe("AcceptInvitationPayload");
    return logIn(h, email, password);
  }

  it("an Owner invites a Trader from the profile page; the link shows the offer, and once signed in the person joins; the Owner makes them a Viewer, who only reads", async () => {
    const ownerPage = await signedInPage(h, owner);
    await ownerPage.goto(h.url("/add-supplier"));
    const members = ownerPage.getByRole("region", { name: "Members" });
    await members.waitFor();
    expect(await members.getByRole("row").count()).toBe(2); // header and the Owner
    await members.getByLabel("E-mail").fill("sara@team.ae");
    await members.getByRole("radio", { name: /^Trader/ }).check();
    await members.getByRole("button", { name: "Send invitation" }).click();
    await expect.poll(() => members.getByRole("status").first().textContent()).toContain("Invitation sent to sara@team.ae.");
    expect(await members.getByRole("listitem").filter({ hasText: "sara@team.ae" }).textContent()).toContain("as Trader");

    const link = await invitationLink("sara@team.ae");
    const visitor = await h.newPage();
    await visitor.goto(h.url(link));
    await visitor.getByText("Noura Saleh invites sara@team.ae to join Team Scrap LLC as Trader").waitFor();
    expect(await visitor.getByRole("link", { name: "Sign up" }).isVisible()).toBe(true);
    await visitor.close();

    await signUp(h, { name: "Sara Khan", email: "sara@team.ae", phone: "0507654321", password });
    const sara = await logIn(h, "sara@team.ae", password);
    const joining = await signedInPage(h, sara);
    await joining.goto(h.url(link));
    await joining.getByRole("button", { name: "Join Team Scrap LLC" }).click();
    await joining.waitForURL(/\/dashboard$/);
    // The link worked once.
    await joining.goto(h.url(link));
    await joining.getByText("This invitation has already been used.").waitFor();
    await joining.close();

    await ownerPage.reload();
    const row = members.getByRole("row").filter({ hasText: "sara@team.ae" });
    await row.waitFor();
    expect(await row.getByLabel("Role of Sara Khan").inputValue()).toBe("TRADER");
    await row.getByLabel("Role of Sara Khan").selectOption("VIEWER");
    await expect.poll(() => members.getByRole("status").first().textContent()).toContain("Sara Khan is now Viewer.");
    await ownerPage.close();

    const reader = await openLot(await logIn(h, "sara@team.ae", password));
    await reader.getByText("Your role in this company is Viewer").waitFor();
    expect(await reader.getByRole("button", { name: "Add Advance/Amount" }).count()).toBe(0);
    expect(await reader.locator("tr.ledger-row").count()).toBe(1);
    expect(await reader.getByRole("button", { name: /^Edit row/ }).count()).toBe(0);
    expect(await reader.getByRole("button", { name: /^Void row/ }).count()).toBe(0);
    expect(await reader.getByRole("button", { name: "Download PDF" }).isVisible()).toBe(true);
    await reader.close();
  });

  it("a Trader removed while their lot screen is open is told who removed them and when: by the lot screen, the dashboard, the profile page and the API", async () => {
    const khalid = await member("khalid@team.ae", "Khalid Noor", "TRADER");
    const page = await signedInPage(h, khalid);
    await page.goto(h.url("/add-lot"));
    await page.getByRole("heading", { level: 1, name: "Manage Lots" }).waitFor();

    const { viewer } = await graphql(
      h,
      `
        {
          viewer {
            profile {
              members {
                id
                email
              }
            }
          }
        }
      `,
      {},
      owner.token,
    );
    const { id } = viewer.profile.members.find((m: { email: string }) => m.email === "khalid@team.ae");
    const removed = await graphql(
      h,
      `
        mutation ($id: ID!) {
          removeMember(input: { id: $id }) {
            __typename
          }
        }
      `,
      { id },
      owner.token,
    );
    expect(removed.removeMember.__typename).toBe("RemoveMemberPayload");
    const told = `You were removed from Team Scrap LLC by Noura Saleh on ${formatDateGB(todayIn())}. Ask an Owner of Team Scrap LLC to invite you again, or create your own business profile.`;

    // The open screen learns it has no company when it next asks (here, whether the typed lot exists): to the dashboard, which says why.
    await page.getByLabel("New Lot Number").fill("TM-GONE");
    await page.waitForURL(/\/dashboard$/);
    await page.getByRole("alert").getByText(told).waitFor();
    expect(await page.getByRole("link", { name: "Add Supplier Profile" }).isVisible()).toBe(true);

    // Opened afresh, the lot screen says so itself, with the way to the dashboard.
    await page.goto(h.url("/add-lot"));
    await page.getByRole("alert").getByText(told).waitFor();
    expect(await page.getByRole("combobox", { name: "Select Existing Lot" }).count()).toBe(0);
    await page.getByRole("link", { name: "Back to Dashboard" }).click();
    await page.waitForURL(/\/dashboard$/);

    // The profile page: the same words above the SPEC's Create Business Profile form.
    await page.goto(h.url("/add-supplier"));
    await page.getByRole("alert").getByText(told).waitFor();
    expect(await page.getByRole("button", { name: "Add Supplier" }).isVisible()).toBe(true);
    await page.close();

    const refused = await graphql(
      h,
      `
        mutation {
          addLot(input: { lotNumber: "TM-GONE", price: "150" }) {
            __typename
            ... on Error {
              message
            }
          }
        }
      `,
      {},
      khalid.token,
    );
    expect(refused.addLot).toEqual({ __typename: "AccessDeniedError", message: told });
  });

  it("two members edit the same payment: the later save names the member who changed it and shows both values; the other window follows live", async () => {
    const omar = await member("omar@team.ae", "Omar Haddad", "TRADER");
    const [ownerPage, traderPage] = [await openLot(owner), await openLot(omar)];
    const balance = (page: Page) => page.locator("dl[aria-label=Balance]").textContent();
    const editAmount = async (page: Page, amount: string) => {
      await page.locator("tr.ledger-row").first().getByRole("button", { name: /^Edit/ }).click();
      await page.locator("tr.is-editing").getByLabel("Amount").fill(amount);
    };
    await editAmount(traderPage, "1250.00");
    await editAmount(ownerPage, "1100.00");
    await ownerPage.locator("tr.is-editing").getByRole("button", { name: "Save" }).click();
    await ownerPage.locator("tr.is-editing").waitFor({ state: "detached" });

    await traderPage.locator("tr.is-editing").getByRole("button", { name: "Save" }).click();
    const notice = traderPage.locator(".ledger-conflict");
    await notice.waitFor();
    expect(await notice.textContent()).toContain("Noura Saleh changed this entry at");
    expect(await notice.getByRole("listitem").textContent()).toBe("Amount: theirs (saved) $1,100.00, yours $1,250.00");
    await notice.getByRole("button", { name: "Apply mine again" }).click();
    await traderPage.locator("tr.is-editing").waitFor({ state: "detached" });
    expect(await balance(traderPage)).toContain("$1,250.00");
    // The Owner's window shows the Trader's change without a reload, and its history names him.
    await expect.poll(() => balance(ownerPage), { timeout: 5_000 }).toContain("$1,250.00");
    await ownerPage
      .locator("tr.ledger-row")
      .first()
      .getByRole("button", { name: /^History/ })
      .click();
    await expect.poll(() => ownerPage.locator("ol.ledger-history").first().textContent()).toContain("Omar Haddad");
    await ownerPage.close();
    await traderPage.close();
  });

  it("Copy link puts a fresh invitation link on the clipboard, which opens the invitation; the mailed one stops working", async () => {
    const ownerPage = await signedInPage(h, owner, { permissions: ["clipboard-read", "clipboard-write"] });
    await ownerPage.goto(h.url("/add-supplier"));
    const members = ownerPage.getByRole("region", { name: "Members" });
    await members.getByLabel("E-mail").fill("copy@team.ae");
    await members.getByRole("button", { name: "Send invitation" }).click();
    await expect.poll(() => members.getByRole("status").first().textContent()).toContain("Invitation sent to copy@team.ae.");
    const mailed = await invitationLink("copy@team.ae");
    await members.getByRole("button", { name: "Copy a link to the invitation to copy@team.ae" }).click();
    await expect
      .poll(() => members.getByRole("status").first().textContent())
      .toContain("A fresh link to the invitation to copy@team.ae was copied");
    const copied = await ownerPage.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(/\/join\/[\w-]{43}$/);
    expect(copied.endsWith(mailed)).toBe(false);
    const visitor = await h.newPage();
    // The harness listens on a port of its own choosing; the link's origin is PUBLIC_URL's.
    await visitor.goto(h.url(new URL(copied).pathname));
    await visitor.getByText("Noura Saleh invites copy@team.ae to join Team Scrap LLC as Trader").waitFor();
    await visitor.goto(h.url(mailed));
    await visitor
      .getByText(/invalid|no longer|cancelled|not found/i)
      .first()
      .waitFor();
    await visitor.close();
    await ownerPage.close();
  });
});
