import { beforeAll, describe, expect, test } from "vitest";
import sharp from "sharp";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { TestClient, quickUser } from "../test/client.ts";
import { globalId } from "../test/operations.ts";
import { db } from "../db.ts";
import { MAX_ATTACHMENT_BYTES, attachmentMessages } from "../../shared/attachments.ts";
import { accessMessages } from "../access/caller.ts";
import { webhookBody } from "../webhooks/delivery.ts";

let client: TestClient;
let owner: string;
let rival: string;
let viewer: string;
let containerId: string;
let paymentId: string;
let lotId: string;

const GPS_EXIF = {
  IFD0: { Make: "TestCam" },
  IFD3: { GPSLatitudeRef: "N", GPSLatitude: "25/1 12/1 0/1", GPSLongitudeRef: "E", GPSLongitude: "55/1 18/1 0/1" },
};

async function jpegWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 200, g: 90, b: 30 } } })
    .jpeg()
    .withExif(GPS_EXIF)
    .toBuffer();
}

const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);

function form(bytes: Uint8Array, fileName: string, type = "application/octet-stream") {
  const body = new FormData();
  body.set("file", new Blob([new Uint8Array(bytes)], { type }), fileName);
  return body;
}

const upload = (entryId: string, bytes: Uint8Array, fileName: string, token = owner) =>
  client.fetch(`/api/attachments/${encodeURIComponent(entryId)}`, { method: "POST", body: form(bytes, fileName), token });

beforeAll(async () => {
  client = await TestClient.start();
  owner = await client.trader("supplier", "Emirates Scrap Co");
  rival = await client.trader("supplier", "Rival Metals");
  await client.rest("POST", "/api/lots/add", { lotNumber: "A-1", price: 300 }, owner);
  await client.rest(
    "POST",
    "/api/lots/details/add",
    { lotNumber: "A-1", containerNo: "TGHU1234567", sealNo: "S1", material: "HMS", quantity: 1000, date: "2026-06-01" },
    owner,
  );
  await client.rest("POST", "/api/lots/amounts/add", { lotNumber: "A-1", amount: 100, date: "2026-06-02" }, owner);
  const lot = await db.lot.findFirstOrThrow();
  lotId = globalId("Lot", lot.id);
  containerId = globalId("Container", (await db.container.findFirstOrThrow()).id);
  paymentId = globalId("Payment", (await db.payment.findFirstOrThrow()).id);
  const person = await quickUser("viewer@example.com", "Vera Viewer");
  await db.user.update({
    where: { id: person.user.id },
    data: { companyId: lot.profileId, memberRole: "VIEWER", memberSince: new Date() },
  });
  viewer = person.token;
});

describe("attachments over REST", () => {
  test("every accepted kind is stored, told by its content, and served with its headers", async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 4, background: "#00ff00" } })
      .png()
      .toBuffer();
    const webp = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#0000ff" } })
      .webp()
      .toBuffer();
    const avifHeif = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#ff00ff" } })
      .heif({ compression: "av1" })
      .toBuffer();
    const cases: [Buffer, string, string, string][] = [
      [await jpegWithGps(), "loading.jpeg", "image/jpeg", "loading.jpg"],
      [png, "seal.png", "image/png", "seal.png"],
      [webp, "scale.webp", "image/webp", "scale.webp"],
      [avifHeif, "iphone.heic", "image/heif", "iphone.heif"],
      [PDF, "bill of lading;<1>.pdf", "application/pdf", "bill of lading1.pdf"],
    ];
    for (const [bytes, name, type, stored] of cases) {
      const res = await upload(containerId, bytes, name);
      const body = await res.json();
      expect(res.status, name).toBe(201);
      expect(body).toMatchObject({ entryId: containerId, contentType: type, fileName: stored });
      const file = await client.fetch(body.url, { token: owner });
      expect(file.status).toBe(200);
      expect(file.headers.get("content-type")).toBe(type);
      expect(file.headers.get("x-content-type-options")).toBe("nosniff");
      expect(file.headers.get("content-disposition")).toContain(`filename="${stored}"`);
      if (type === "application/pdf") expect(file.headers.get("content-security-policy")).toMatch(/script-src 'none'.*sandbox/);
      const served = Buffer.from(await file.arrayBuffer());
      expect(served.length).toBe(body.byteSize);
      if (type === "application/pdf") expect(served.equals(PDF)).toBe(true);
      else {
        expect(body.thumbnailUrl).toBe(`${body.url}/thumbnail`);
        const thumbnail = await client.fetch(body.thumbnailUrl, { token: owner });
        expect(thumbnail.headers.get("content-type")).toBe("image/jpeg");
        expect((await sharp(Buffer.from(await thumbnail.arrayBuffer())).metadata()).width).toBeLessThanOrEqual(320);
      }
    }
    const listed = await client.rest("GET", `/api/attachments/of/${encodeURIComponent(containerId)}`, undefined, owner);
    expect(listed.body.map((a: { fileName: string }) => a.fileName)).toEqual(cases.map(([, , , stored]) => stored));
  });

  test("a stored photo has no GPS position (nor any EXIF) left", async () => {
    const original = await jpegWithGps();
    // The GPS IFD pointer tag (0x8825), in either byte order: the test photo has a position.
    const hasGps = (exif: Buffer) => exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]));
    expect(hasGps((await sharp(original).metadata()).exif!)).toBe(true);
    const res = await upload(paymentId, original, "cheque.jpg");
    const body = await res.json();
    const stored = Buffer.from(await (await client.fetch(body.url, { token: owner })).arrayBuffer());
    const metadata = await sharp(stored).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(metadata.width).toBe(640);
  });

  test("a file lying about its kind is refused with a clear message", async () => {
    const exe = Buffer.concat([Buffer.from("MZ\x90\x00\x03\x00\x00\x00"), Buffer.alloc(200)]);
    for (const [bytes, name] of [
      [exe, "photo.jpg"],
      [Buffer.from("just some text, honestly a PDF"), "invoice.pdf"],
    ] as const) {
      const res = await upload(containerId, bytes, name);
      expect(res.status).toBe(415);
      expect((await res.json()).message).toBe(attachmentMessages.wrongKind);
    }
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from("not really a jpeg")]);
    const res = await upload(containerId, broken, "broken.jpg");
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe(attachmentMessages.unreadable);
  });

  test("an oversized file is refused 413 as soon as it passes 20 MB, the rest unread, the server's memory not grown by it", async () => {
    const total = MAX_ATTACHMENT_BYTES + 30 * 1024 * 1024;
    let sent = 0;
    const piece = Buffer.alloc(64 * 1024, 7);
    piece.set([0xff, 0xd8, 0xff, 0xe0]);
    const boundary = "----upload-boundary";
    const head = Buffer.from(
      `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="huge.jpg"\r\ncontent-type: image/jpeg\r\n\r\n`,
    );
    // What the process holds after a collection, sampled every 2 MB sent: the upload's pieces already
    // written to disk are garbage, so only what is held in memory stays.
    setFlagsFromString("--expose-gc");
    const gc = runInNewContext("gc") as () => void;
    const held = () => {
      gc();
      const usage = process.memoryUsage();
      return usage.heapUsed + usage.arrayBuffers;
    };
    const before = held();
    let peak = before;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(head);
      },
      pull(controller) {
        if (sent >= total) return controller.close();
        sent += piece.length;
        if (sent % (2 * 1024 * 1024) === 0) peak = Math.max(peak, held());
        controller.enqueue(piece);
      },
    });
    const res = await client.fetch(`/api/attachments/${encodeURIComponent(containerId)}`, {
      method: "POST",
      body,
      headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
      token: owner,
      duplex: "half",
    } as RequestInit);
    expect(res.status).toBe(413);
    expect((await res.json()).message).toBe(attachmentMessages.tooBig);
    expect(sent).toBeLessThan(MAX_ATTACHMENT_BYTES + 2 * 1024 * 1024);
    expect(peak - before).toBeLessThan(8 * 1024 * 1024);
    expect(await db.attachment.count({ where: { fileName: { startsWith: "huge" } } })).toBe(0);

    const declared = await client.fetch(`/api/attachments/${encodeURIComponent(containerId)}`, {
      method: "POST",
      body: "x",
      headers: { "content-type": `multipart/form-data; boundary=${boundary}`, "content-length": String(total) },
      token: owner,
    });
    expect(declared.status).toBe(413);
  });

  test("another company's files and entries answer 404; a Viewer reads but cannot attach or remove", async () => {
    const res = await upload(lotId, PDF, "contract.pdf");
    const attachment = await res.json();
    expect((await client.fetch(attachment.url, { token: rival })).status).toBe(404);
    expect((await client.fetch(`${attachment.url}/thumbnail`, { token: rival })).status).toBe(404);
    expect((await upload(lotId, PDF, "x.pdf", rival)).status).toBe(404);
    expect((await client.rest("POST", `${attachment.url}/remove`, undefined, rival)).status).toBe(404);
    expect((await client.fetch(attachment.url)).status).toBe(401);

    expect((await client.fetch(attachment.url, { token: viewer })).status).toBe(200);
    const refused = await upload(lotId, PDF, "x.pdf", viewer);
    expect(refused.status).toBe(403);
    expect((await refused.json()).message).toBe(accessMessages.viewerCannotWrite);
    expect((await client.rest("POST", `${attachment.url}/remove`, undefined, viewer)).status).toBe(403);

    const removed = await client.rest("POST", `${attachment.url}/remove`, undefined, owner);
    expect(removed.status).toBe(200);
    expect(removed.body.removedAt).toEqual(expect.any(String));
    expect((await client.fetch(attachment.url, { token: owner })).status).toBe(404);
    const history = await client.rest("GET", `/api/attachments/of/${encodeURIComponent(lotId)}?removed=1`, undefined, owner);
    expect(history.body.find((a: { _id: string }) => a._id === attachment._id).removedAt).toEqual(expect.any(String));
  });

  test("the photo sheet PDF of a container", async () => {
    const res = await client.fetch(`/api/attachments/photo-sheet/${encodeURIComponent(containerId)}`, { token: owner });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toContain("photo-sheet-TGHU1234567.pdf");
    const pdf = Buffer.from(await res.arrayBuffer());
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    expect(pdf.length).toBeGreaterThan(10_000);
    expect((await client.fetch(`/api/attachments/photo-sheet/${encodeURIComponent(containerId)}`, { token: rival })).status).toBe(404);
  });

  test("the photo sheet draws an Arabic material in Noto Sans Arabic, shaped and in reading order, under the same letterhead", async () => {
    const material = "نحاس أحمر";
    await db.container.updateMany({ where: { containerNo: "TGHU1234567" }, data: { material } });
    const res = await client.fetch(`/api/attachments/photo-sheet/${encodeURIComponent(containerId)}`, { token: owner });
    expect(res.status).toBe(200);
    const file = join(mkdtempSync(join(tmpdir(), "photosheet-")), "sheet.pdf");
    writeFileSync(file, Buffer.from(await res.arrayBuffer()));
    // Presentation forms back to letters, direction marks dropped: the words come back whole only when drawn shaped and right to left.
    const text = execFileSync("pdftotext", [file, "-"])
      .toString()
      .normalize("NFKC")
      .replace(/[\u200c\u200e\u200f\u202a-\u202e]/g, "");
    expect(text).toContain("Gulf Recycling Traders");
    expect(text).toContain(material);
    expect(execFileSync("pdffonts", [file]).toString()).toMatch(/NotoSansArabic/);
  });
});

describe("attachments over GraphQL", () => {
  const ATTACH = `mutation($input: AttachFileInput!) { attachFile(input: $input) { __typename ... on Error { message } ... on AttachFilePayload { attachmentEdge { node { id fileName contentType url addedBy } } entry { __typename ... on Payment { id } } } } }`;

  async function multipart(query: string, variables: Record<string, unknown>, file: Blob, fileName: string, token: string) {
    const body = new FormData();
    body.set("operations", JSON.stringify({ query, variables }));
    body.set("map", JSON.stringify({ 0: ["variables.input.file"] }));
    body.set("0", file, fileName);
    const res = await client.fetch("/graphql", { method: "POST", body, token, headers: { "x-graphql-yoga-csrf": "1" } });
    return { status: res.status, ...(await res.json()) };
  }

  test("attachFile takes a multipart upload; removeAttachment keeps it on record", async () => {
    const answer = await multipart(ATTACH, { input: { entryId: paymentId, file: null } }, new Blob([PDF]), "advice.pdf", owner);
    expect(answer.errors).toBeUndefined();
    const result = answer.data.attachFile;
    expect(result.__typename).toBe("AttachFilePayload");
    expect(result.attachmentEdge.node).toMatchObject({ fileName: "advice.pdf", contentType: "application/pdf", addedBy: "Test Trader" });
    expect(result.entry).toEqual({ __typename: "Payment", id: paymentId });

    const wrong = await multipart(ATTACH, { input: { entryId: paymentId, file: null } }, new Blob(["text"]), "a.pdf", owner);
    expect(wrong.data.attachFile).toEqual({ __typename: "InputError", message: attachmentMessages.wrongKind });
    const denied = await multipart(ATTACH, { input: { entryId: paymentId, file: null } }, new Blob([PDF]), "a.pdf", viewer);
    expect(denied.data.attachFile.__typename).toBe("AccessDeniedError");

    const id = result.attachmentEdge.node.id;
    const removed = await client.gql(
      `mutation($input: RemoveAttachmentInput!) { removeAttachment(input: $input) { __typename ... on RemoveAttachmentPayload { attachment { removedAt removedBy } } } }`,
      { input: { id } },
      owner,
    );
    expect(removed.data.removeAttachment.attachment).toMatchObject({ removedAt: expect.any(String), removedBy: "Test Trader" });
    const read = await client.gql(
      `query($id: ID!) { node(id: $id) { ... on Payment { attachments(includeRemoved: true) { edges { node { fileName removedAt } } } } } }`,
      { id: paymentId },
      owner,
    );
    expect(read.data.node.attachments.edges.map((e: { node: { fileName: string } }) => e.node.fileName)).toContain("advice.pdf");
  });
});

describe("attachments in the change feed and webhooks", () => {
  const FEED = `{ viewer { profile { changes(first: 100) { edges { node { kind node { __typename ... on Container { id } ... on Lot { id } } lot { id } values { field value } author { name } } } } } } }`;
  type FeedNode = {
    kind: string;
    node: { __typename: string; id: string };
    lot: { id: string };
    values: { field: string; value: string }[];
    author: { name: string };
  };
  const feed = async (token: string): Promise<FeedNode[]> =>
    (await client.gql(FEED, {}, token)).data.viewer.profile.changes.edges.map((edge: { node: FeedNode }) => edge.node);

  test("attaching and removing are ATTACHMENT_ADDED and ATTACHMENT_REMOVED events about the entry, naming the file, and attachment.added / .removed webhooks", async () => {
    const endpoint = await client.gql(
      `mutation($input: CreateWebhookEndpointInput!) { createWebhookEndpoint(input: $input) { __typename ... on Error { message } } }`,
      { input: { url: "http://127.0.0.1:9/hooks", kinds: ["ATTACHMENT_ADDED", "ATTACHMENT_REMOVED"] } },
      owner,
    );
    expect(endpoint.data.createWebhookEndpoint.__typename).toBe("CreateWebhookEndpointPayload");
    const before = (await feed(owner)).length;

    const res = await upload(containerId, PDF, "weighbridge ticket.pdf");
    expect(res.status).toBe(201);
    const attached = await res.json();
    const removed = await client.fetch(`/api/attachments/${attached._id}/remove`, { method: "POST", token: owner });
    expect(removed.status).toBe(200);

    const events = (await feed(owner)).slice(before);
    const values = {
      attachmentId: globalId("Attachment", Number(attached._id)),
      fileName: "weighbridge ticket.pdf",
      contentType: "application/pdf",
      byteSize: String(PDF.length),
    };
    const named = (event: FeedNode) => Object.fromEntries(event.values.map(({ field, value }) => [field, value]));
    expect(events.map((event) => [event.kind, event.node, event.lot.id, named(event), event.author.name])).toEqual([
      ["ATTACHMENT_ADDED", { __typename: "Container", id: containerId }, lotId, values, "Test Trader"],
      ["ATTACHMENT_REMOVED", { __typename: "Container", id: containerId }, lotId, values, "Test Trader"],
    ]);
    // A Viewer reads the same feed; a lot's own file is about the lot.
    expect((await feed(viewer)).slice(before).map((event) => event.kind)).toEqual(["ATTACHMENT_ADDED", "ATTACHMENT_REMOVED"]);
    expect((await upload(lotId, PDF, "contract.pdf")).status).toBe(201);
    expect((await feed(owner)).at(-1)).toMatchObject({ kind: "ATTACHMENT_ADDED", node: { __typename: "Lot", id: lotId } });

    // One delivery per event, queued by the same transaction, each with its type.
    const deliveries = await db.webhookDelivery.findMany({ orderBy: { id: "asc" }, select: { eventId: true } });
    expect(deliveries).toHaveLength(3);
    const bodies = await Promise.all(deliveries.map(async ({ eventId }) => JSON.parse(await webhookBody(eventId))));
    expect(bodies.map((body) => [body.type, body.data.node.__typename, body.data.node.fileName])).toEqual([
      ["attachment.added", "Container", "weighbridge ticket.pdf"],
      ["attachment.removed", "Container", "weighbridge ticket.pdf"],
      ["attachment.added", "Lot", "contract.pdf"],
    ]);
    // A refused file is no event.
    const eventsBefore = await db.changeEvent.count();
    expect((await upload(containerId, Buffer.from("plain text"), "fake.pdf")).status).toBe(415);
    expect(await db.changeEvent.count()).toBe(eventsBefore);
  });
});
