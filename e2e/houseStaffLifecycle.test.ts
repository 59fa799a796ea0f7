/**
 * The house's staff from first to last (issue 46): the first House Admin is made by the server's
 * command (`npm run house -- add-admin`, here through the running server's admin socket); she invites
 * a staff member from the desk's Staff page; he joins from the mailed link, reads the desk and opens a
 * supplier's lot, which he follows live; she makes him House Admin and back, then removes him: his open
 * lot screen's live stream is cut at once, his next request finds no desk.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { companyOwner, graphql, houseCommand, logIn, signUp, signedInPage, type Session } from "./api.ts";
import { describeE2E, startHarness, type Harness } from "./harness.ts";
import { LIVE_ENDED_TEXT } from "../client/live/LiveStatus.tsx";

describeE2E("the house's staff, from the command to removal", () => {
  let h: Harness;
  let admin: Session;
  let lotId: string;
  const adminUser = { name: "Aisha Rahman", email: "aisha@gulfrecycling.example", phone: "0501234567", password: "house-admin-1" };
  const staffUser = { name: "Omar Saleh", email: "omar@gulfrecycling.example", phone: "0507654321", password: "house-staff-1" };

  beforeAll(async () => {
    h = await startHarness({ env: { RATE_LIMIT_MAX: "1000" } });
    const supplier = await companyOwner(
      h,
      { name: "Rana Aziz", email: "rana@lifecyclescrap.ae", phone: "0501112223", password: "scrap-metal-1" },
      "SUPPLIER",
      {
        companyName: "Lifecycle Scrap",
        contact: "+971 50 123 4567",
        address: "Ajman",
      },
    );
    const added = await graphql(
      h,
      `
        mutation ($input: AddLotInput!) {
          addLot(input: $input) {
            ... on AddLotPayload {
              lot {
                id
              }
            }
          }
        }
      `,
      { input: { lotNumber: "LC-1", price: "100" } },
      supplier.token,
    );
    lotId = added.addLot.lot.id;
    await signUp(h, adminUser);
    // The documented command, against the running server (it owns the embedded database).
    expect(await houseCommand(h, "add-admin", adminUser.email)).toMatch(/admin/i);
    admin = await logIn(h, adminUser.email, adminUser.password);
  });
  afterAll(async () => {
    await h?.stop();
  });

  it("invites, joins, changes the role, and removes: the removed member's stream ends and the desk refuses him", async () => {
    const adminPage = await signedInPage(h, admin);
    await adminPage.goto(h.url("/desk/staff"));
    const invite = adminPage.getByRole("form", { name: "Invite staff" });
    await invite.getByLabel("E-mail").fill(staffUser.email);
    await invite.getByLabel("House Staff").check();
    await invite.getByRole("button", { name: "Send invitation" }).click();
    await adminPage.getByText(`Invitation sent to ${staffUser.email}.`).waitFor();

    // The invitation's link, from the mail the server kept in its outbox (and logged: no SMTP here).
    const [, link] = await h.server.waitForOutput(
      new RegExp(`for ${staffUser.email.replace(/\./g, "\\.")}: [^\\n]*\\n[\\s\\S]*?(/desk/join/[\\w-]+)`),
    );
    await signUp(h, staffUser);
    const staff = await logIn(h, staffUser.email, staffUser.password);
    const staffPage = await signedInPage(h, staff);
    await staffPage.goto(h.url(link));
    await staffPage.getByRole("button", { name: "Join the staff" }).click();
    await staffPage.waitForURL(/\/desk$/);
    await staffPage.getByRole("cell", { name: "Lifecycle Scrap" }).or(staffPage.getByText("Lifecycle Scrap")).first().waitFor();

    // His lot screen follows the supplier's company live.
    await staffPage.goto(h.url(`/lot-details?lot=${encodeURIComponent(lotId)}`));
    await staffPage.getByText("LC-1").first().waitFor();
    await expect.poll(() => staffPage.locator(".live-status").textContent()).toBe("");

    await adminPage.reload();
    const row = adminPage.getByRole("row", { name: new RegExp(staffUser.name) });
    await row.getByRole("button", { name: "Make House Admin" }).click();
    await adminPage.getByText(`${staffUser.name} is now House Admin.`).waitFor();
    await row.getByRole("button", { name: "Make House Staff" }).click();
    await adminPage.getByText(`${staffUser.name} is now House Staff.`).waitFor();
    adminPage.once("dialog", (dialog) => void dialog.accept());
    await row.getByRole("button", { name: "Remove" }).click();
    await adminPage.getByText(`${staffUser.name} was removed from the staff.`).waitFor();
    await expect.poll(() => adminPage.getByRole("row", { name: new RegExp(staffUser.name) }).count()).toBe(0);

    // At once, without a write to the lot: his stream ends and cannot come back, and his screen says
    // so (not "reconnecting" for ever): no new stream is asked for.
    await staffPage.getByText(LIVE_ENDED_TEXT).waitFor({ timeout: 10_000 });
    let streamsAsked = 0;
    staffPage.on("request", (request) => {
      if (request.url().endsWith("/graphql") && request.headers()["accept"] === "text/event-stream") streamsAsked++;
    });
    await staffPage.waitForTimeout(3_000);
    expect(streamsAsked).toBe(0);
    expect(await staffPage.locator(".live-status").textContent()).toBe(LIVE_ENDED_TEXT);
    const house = await graphql(
      h,
      `
        {
          viewer {
            houseRole
          }
        }
      `,
      {},
      staff.token,
    );
    expect(house.viewer.houseRole).toBeNull();
    await staffPage.goto(h.url("/desk"));
    await staffPage.getByRole("heading", { name: /Access Denied/i }).waitFor();
  });
});
