/**
 * Photos and documents on the lot screen (issue 48), in Chromium: a Trader attaches a JPEG and a PDF
 * to a container through the page's file picker (a multipart GraphQL request), sees the photo's
 * thumbnail drawn, opens the viewer, goes to the PDF and downloads it (served as a PDF, as an
 * attachment), then removes it (kept on record as removed); a file whose content is not what its name
 * says is refused with the server's reason on screen. Another open window shows a file attached
 * elsewhere, and drops it once removed (the change feed's live stream). A Viewer of the company sees
 * and downloads the photo but has neither Attach nor Remove.
 */
import fs from "node:fs";
import { afterAll, beforeAll, expect, it } from "vitest";
import sharp from "sharp";
import type { Page } from "playwright-core";
import { companyOwner, createLot, graphql, logIn, signUp, signedInPage, type Session } from "./api.ts";
import { collectPageErrors, describeE2E, startHarness, type Harness } from "./harness.ts";

const LOT = "AT-1";
const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);
const WRONG_KIND = "This file is not a photo (JPEG, PNG, WebP, HEIC/HEIF) or a PDF: its content says otherwise.";

describeE2E("photos and documents on the lot screen", () => {
  let h: Harness;
  let owner: Session;
  let trader: Session;
  let viewer: Session;
  let lotId: string;
  let jpeg: Buffer;
  const password = "scrap-metal-7";

  /** A member invited with `role`, signed up and joined, then signed in again with the company. */
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
    const pattern = new RegExp(`for ${email.replace(/\./g, "\\.")}: Invitation to a company's team[\\s\\S]*?/join/([\\w-]+)`, "g");
    await h.server.waitForOutput(pattern);
    const token = [...h.server.output().matchAll(pattern)].at(-1)![1];
    await signUp(h, { name, email, phone: "0507654321", password });
    const first = await logIn(h, email, password);
    const joined = await graphql(
      h,
      `
        mutation ($token: String!) {
          acceptInvitation(input: { token: $token }) {
            __typename
          }
        }
      `,
      { token },
      first.token,
    );
    expect(joined.acceptInvitation.__typename).toBe("AcceptInvitationPayload");
    return logIn(h, email, password);
  }

  beforeAll(async () => {
    h = await startHarness({ env: { RATE_LIMIT_MAX: "1000" } });
    owner = await companyOwner(h, { name: "Noura Saleh", email: "noura@photos.ae", phone: "0501234567", password }, "SUPPLIER", {
      companyName: "Photo Scrap LLC",
      contact: "+971 50 123 4567",
      address: "Dubai",
    });
    lotId = await createLot(h, owner.token, LOT, "200", [
      { containerNo: "MSCU1000001", sealNo: "S-1", material: "HMS 1", quantity: "10000", date: "2026-03-01" },
      { amount: "1000.00", date: "2026-03-03" },
    ]);
    trader = await member("khalid@photos.ae", "Khalid Noor", "TRADER");
    viewer = await member("vera@photos.ae", "Vera Viewer", "VIEWER");
    jpeg = await sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 200, g: 90, b: 30 } } })
      .jpeg()
      .toBuffer();
  });
  afterAll(async () => {
    await h?.stop();
  });

  async function openLot(session: Session): Promise<Page> {
    const page = await signedInPage(h, session, { acceptDownloads: true });
    await page.goto(h.url(`/lot-details?lot=${LOT}`));
    await page.getByRole("heading", { level: 1, name: `Lot: ${LOT}` }).waitFor();
    return page;
  }
  const strip = (page: Page) => page.getByRole("group", { name: "Photos and documents of row 1" });
  const thumbnailDrawn = (page: Page) =>
    strip(page)
      .locator("img.attachment-thumb__img")
      .evaluateAll((images) => images.map((image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth));

  it("a Trader attaches a JPEG and a PDF, sees the thumbnail, views, downloads and removes the PDF; a lying file is refused", async () => {
    const page = await openLot(trader);
    const errors = collectPageErrors(page);
    // In the table a writer attaches under the row being edited.
    await page.getByRole("button", { name: "Edit row 1" }).click();
    await strip(page).getByText("No photos or documents yet.").waitFor();
    await page.getByLabel("Attach photos or PDFs to row 1").setInputFiles([
      { name: "loading.jpg", mimeType: "image/jpeg", buffer: jpeg },
      { name: "lading.pdf", mimeType: "application/pdf", buffer: PDF },
    ]);
    await strip(page).getByRole("button", { name: "View lading.pdf" }).waitFor();
    await strip(page).getByRole("button", { name: "View loading.jpg" }).waitFor();
    // The thumbnail is the server's (320 px at most), fetched with the session's token and drawn.
    await expect.poll(() => thumbnailDrawn(page)).toEqual([320]);
    // The PDF shows its icon and its name.
    expect(await strip(page).locator(".attachment-tile--pdf").textContent()).toContain("lading.pdf");
    // The edit ends; the row keeps its files under it.
    await page.getByRole("button", { name: "Cancel" }).click();
    await strip(page).getByRole("button", { name: "View lading.pdf" }).waitFor();

    await strip(page).getByRole("button", { name: "View loading.jpg" }).click();
    const dialog = page.getByRole("dialog", { name: "loading.jpg" });
    await dialog.waitFor();
    await expect.poll(() => dialog.locator("img").evaluate((image) => (image as HTMLImageElement).naturalWidth)).toBe(640);
    await dialog.getByRole("button", { name: "Next file" }).click();
    const pdfDialog = page.getByRole("dialog", { name: "lading.pdf" });
    await pdfDialog.getByRole("button", { name: "Open PDF" }).waitFor();
    const [response, download] = await Promise.all([
      page.waitForResponse((r) => r.url().includes("/api/attachments/") && r.url().endsWith("?download=1")),
      page.waitForEvent("download"),
      pdfDialog.getByRole("button", { name: "Download" }).click(),
    ]);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("application/pdf");
    expect(response.headers()["content-disposition"]).toMatch(/^attachment; filename="lading\.pdf"/);
    expect(response.headers()["x-content-type-options"]).toBe("nosniff");
    expect(download.suggestedFilename()).toBe("lading.pdf");
    expect(fs.readFileSync((await download.path())!)).toEqual(PDF);

    await pdfDialog.getByRole("button", { name: "Remove" }).click();
    await pdfDialog.getByText("Remove lading.pdf? It stays in the lot's history as removed and is no longer served.").waitFor();
    await pdfDialog.getByRole("button", { name: "Yes, remove" }).click();
    // The viewer goes back to the photo, the only file left.
    await page.getByRole("dialog", { name: "loading.jpg" }).waitFor();
    await page.getByRole("dialog").getByRole("button", { name: "Close" }).click();
    await expect.poll(() => strip(page).getByRole("button", { name: "View lading.pdf" }).count()).toBe(0);
    // Kept on record as removed.
    const history = await graphql(
      h,
      `
        query ($id: ID!) {
          node(id: $id) {
            ... on Lot {
              allAttachments {
                fileName
              }
              containers: ledger {
                rows {
                  container {
                    attachments(includeRemoved: true) {
                      nodes {
                        fileName
                        removedAt
                        removedBy
                      }
                    }
                  }
                }
              }
            }
          }
        }
      `,
      { id: lotId },
      owner.token,
    );
    expect(history.node.allAttachments).toEqual([{ fileName: "loading.jpg" }]);
    const kept = history.node.containers.rows.flatMap(
      (row: { container: { attachments: { nodes: unknown[] } } | null }) => row.container?.attachments.nodes ?? [],
    );
    expect(kept).toEqual([
      { fileName: "loading.jpg", removedAt: null, removedBy: null },
      { fileName: "lading.pdf", removedAt: expect.any(String), removedBy: "Khalid Noor" },
    ]);

    // A text file named as a photo: refused by its content, with the server's reason on screen.
    await page
      .getByLabel("Attach photos or PDFs to row 1")
      .setInputFiles([{ name: "fake.jpg", mimeType: "image/jpeg", buffer: Buffer.from("not a photo at all, only text") }]);
    await strip(page).getByRole("alert").getByText(`fake.jpg: ${WRONG_KIND}`).waitFor();
    expect(
      await strip(page)
        .getByRole("button", { name: /^View / })
        .count(),
    ).toBe(1);

    // After a reload the photo is still there, drawn.
    await page.reload();
    await expect.poll(() => thumbnailDrawn(page)).toEqual([320]);
    expect(errors).toEqual([]);
  });

  it("another open window shows a file as it is attached (the live stream) and drops it when it is removed", async () => {
    const page = await openLot(viewer);
    const errors = collectPageErrors(page);
    const lotStrip = page.getByRole("group", { name: "Photos and documents of the lot" });
    await lotStrip.getByText("No photos or documents yet.").waitFor();
    // Attached elsewhere: through the REST path, as the Trader.
    const body = new FormData();
    body.set("file", new Blob([new Uint8Array(jpeg)], { type: "image/jpeg" }), "seal.jpg");
    const attached = await fetch(h.url(`/api/attachments/${encodeURIComponent(lotId)}`), {
      method: "POST",
      body,
      headers: { authorization: `Bearer ${trader.token}` },
    });
    expect(attached.status).toBe(201);
    await expect
      .poll(() =>
        lotStrip
          .locator("img.attachment-thumb__img")
          .evaluateAll((images) => images.map((image) => (image as HTMLImageElement).naturalWidth)),
      )
      .toEqual([320]);
    await page.getByText("Khalid Noor attached a file to the lot").waitFor();
    const removed = await fetch(h.url(`/api/attachments/${(await attached.json())._id}/remove`), {
      method: "POST",
      headers: { authorization: `Bearer ${trader.token}` },
    });
    expect(removed.status).toBe(200);
    await lotStrip.getByText("No photos or documents yet.").waitFor();
    // Within the announcement's 8 s the two changes are told as one burst.
    await page.getByText(/^Khalid Noor (removed a file of the lot|made 2 changes)/).waitFor();
    expect(errors).toEqual([]);
  });

  it("a Viewer sees and downloads the photo, with neither Attach nor Remove", async () => {
    const page = await openLot(viewer);
    const errors = collectPageErrors(page);
    await expect.poll(() => thumbnailDrawn(page)).toEqual([320]);
    expect(await page.getByLabel(/^Attach photos or PDFs/).count()).toBe(0);
    expect(await page.getByLabel(/^Take a photo/).count()).toBe(0);
    // Rows without files show no strip to a reader, and there is no Edit.
    expect(await page.getByRole("group", { name: /^Photos and documents of row/ }).count()).toBe(1);
    expect(await page.getByRole("button", { name: /^Edit row/ }).count()).toBe(0);
    await strip(page).getByRole("button", { name: "View loading.jpg" }).click();
    const dialog = page.getByRole("dialog", { name: "loading.jpg" });
    await expect.poll(() => dialog.locator("img").evaluate((image) => (image as HTMLImageElement).naturalWidth)).toBe(640);
    expect(await dialog.getByRole("button", { name: "Remove" }).count()).toBe(0);
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith("?download=1")),
      page.waitForEvent("download"),
      dialog.getByRole("button", { name: "Download" }).click(),
    ]);
    expect(response.headers()["content-type"]).toBe("image/jpeg");
    expect(errors).toEqual([]);
  });
});
