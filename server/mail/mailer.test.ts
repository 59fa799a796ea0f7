import net from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from "vitest";
import { config } from "../config.ts";
import { db } from "../db.ts";
import { TestClient } from "../test/client.ts";
import { backgroundIdle } from "../background.ts";
import { MAIL_KEPT_DAYS, MAX_ATTEMPTS, REMOVED_ONCE_SENT, deliverDueMail, forgetOldMail } from "./mailer.ts";
import { SEND_ENQUIRY } from "../test/operations.ts";

/**
 * Real SMTP delivery (issue 2: "a test proves real SMTP delivery against an SMTP server started
 * inside the test"): the server sends through nodemailer to an smtp-server listening on a free
 * port; the outbox records SENT or FAILED, and a failed delivery never loses an enquiry. Mail
 * leaves from the outbox after the answer (issue 9), so the tests wait for backgroundIdle().
 */
interface Received {
  from: string;
  to: string[];
  subject: string;
  body: string;
}

/** The subject and the decoded text body of a raw single-part message. */
function parseMessage(raw: string): { subject: string; body: string } {
  const split = raw.indexOf("\r\n\r\n");
  const headers = raw.slice(0, split).replace(/\r\n[ \t]+/g, " ");
  const content = raw.slice(split + 4);
  const header = (name: string) => new RegExp(`^${name}: (.*)$`, "im").exec(headers)?.[1]?.trim() ?? "";
  const encoding = header("Content-Transfer-Encoding").toLowerCase();
  const body =
    encoding === "quoted-printable"
      ? Buffer.from(
          content.replace(/=\r\n/g, "").replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
          "latin1",
        ).toString("utf8")
      : encoding === "base64"
        ? Buffer.from(content, "base64").toString("utf8")
        : content;
  return { subject: header("Subject"), body: body.replace(/\r\n/g, "\n") };
}

async function startSmtp(options: { refuse?: boolean } = {}) {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    secure: false,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (options.refuse) return callback(Object.assign(new Error(`Mailbox ${address.address} unavailable`), { responseCode: 550 }));
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : "";
        received.push({
          from,
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          ...parseMessage(Buffer.concat(chunks).toString("utf8")),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.server.address() as net.AddressInfo).port;
  return { received, url: `smtp://127.0.0.1:${port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** A port nothing listens on: bound once, then released. */
async function closedPort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

let client: TestClient;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let refusing: Awaited<ReturnType<typeof startSmtp>>;
const saved = { smtpUrl: config.smtpUrl, publicUrl: config.publicUrl };

beforeAll(async () => {
  client = await TestClient.start();
  [smtp, refusing] = await Promise.all([startSmtp(), startSmtp({ refuse: true })]);
});
afterEach(() => {
  config.smtpUrl = saved.smtpUrl;
  config.publicUrl = saved.publicUrl;
});
afterAll(async () => {
  await Promise.all([smtp?.close(), refusing?.close()]);
});

const enquiry = {
  name: "Rashid Khan",
  email: "rashid@example.ae",
  phone: "0501234567",
  tour: "",
  message: "Need 40 t of baled tyres monthly.",
};

describe("with an SMTP server that accepts", () => {
  test("an enquiry is delivered to the sales address and its outbox row is SENT", async () => {
    config.smtpUrl = smtp.url;
    const { status } = await client.rest("POST", "/api/contact", enquiry);
    expect(status).toBe(201);
    await backgroundIdle();

    const mail = smtp.received.at(-1)!;
    expect(mail.to).toEqual([config.site.salesEmail]);
    expect(mail.from).toBe("no-reply@gulfrecycling.ae");
    expect(mail.subject).toBe("Website enquiry from Rashid Khan");
    expect(mail.body).toContain("Need 40 t of baled tyres monthly.");
    expect(mail.body).toContain("Email: rashid@example.ae");

    const stored = await db.enquiry.findFirstOrThrow({ orderBy: { id: "desc" }, include: { mail: true } });
    expect(stored.deliveryState).toBe("SENT");
    expect(stored.mail).toMatchObject({ state: "SENT", to: config.site.salesEmail, error: null });
    expect(stored.mail!.sentAt).toBeInstanceOf(Date);
  });

  test("a GraphQL enquiry is delivered too", async () => {
    config.smtpUrl = smtp.url;
    const count = smtp.received.length;
    const { data } = await client.gql(SEND_ENQUIRY, { input: { ...enquiry, name: "Graph Q Sender" } });
    expect(data.sendEnquiry.__typename).toBe("SendEnquiryPayload");
    await backgroundIdle();
    expect(smtp.received).toHaveLength(count + 1);
    expect(smtp.received.at(-1)!.subject).toBe("Website enquiry from Graph Q Sender");
  });

  test("a password reset mail carries a working /reset-password/{token} link on PUBLIC_URL", async () => {
    const { status } = await client.rest("POST", "/api/auth/signup", {
      name: "Mail Reader",
      email: "reader@example.ae",
      phone: "0501234567",
      password: "before-reset",
      confirmPassword: "before-reset",
    });
    expect(status).toBe(201);
    config.smtpUrl = smtp.url;
    config.publicUrl = "https://trade.example.ae";

    const count = smtp.received.length;
    expect((await client.rest("POST", "/api/auth/forgot-password", { email: "Reader@Example.ae" })).status).toBe(200);
    await backgroundIdle();
    expect(smtp.received).toHaveLength(count + 1);
    const mail = smtp.received.at(-1)!;
    expect(mail.to).toEqual(["reader@example.ae"]);
    expect(mail.subject).toBe("Reset your password");
    expect(mail.body).toContain("Hello Mail Reader,");
    const token = /https:\/\/trade\.example\.ae\/reset-password\/([A-Za-z0-9_-]+)\n/.exec(mail.body)?.[1];
    expect(token).toBeDefined();

    const outbox = await db.outgoingMail.findFirstOrThrow({ orderBy: { id: "desc" } });
    expect(outbox).toMatchObject({ to: "reader@example.ae", state: "SENT", error: null });
    // Once sent, the outbox keeps the mail without its usable link.
    expect(outbox.text).not.toContain(token);
    expect(outbox.text).toContain(`https://trade.example.ae/reset-password/${REMOVED_ONCE_SENT}`);

    // The link from the delivered mail resets the password.
    const reset = await client.rest("POST", `/api/auth/reset-password/${token}`, { password: "after-reset" });
    expect(reset.status).toBe(200);
    expect((await client.rest("POST", "/api/auth/login", { email: "reader@example.ae", password: "after-reset" })).status).toBe(200);
  });

  test("an invitation mail, once sent, is kept without its token, and the link it carried still works", async () => {
    const owner = await client.trader("supplier", "Outbox Owners", "owner@outbox.example");
    config.smtpUrl = smtp.url;
    const invited = await client.gql(
      `mutation { inviteMember(input: { email: "newbie@outbox.example", role: VIEWER }) { ... on InviteMemberPayload { link } } }`,
      {},
      owner,
    );
    const link: string = invited.data.inviteMember.link;
    await backgroundIdle();
    expect(smtp.received.at(-1)!.body).toContain(link);
    const outbox = await db.outgoingMail.findFirstOrThrow({ where: { to: "newbie@outbox.example" } });
    expect(outbox.state).toBe("SENT");
    expect(outbox.text).not.toContain(link.split("/join/")[1]);
    expect(outbox.text).toContain(`/join/${REMOVED_ONCE_SENT}`);
    const preview = await client.gql(`query($token: String!) { invitation(token: $token) { status } }`, { token: link.split("/join/")[1] });
    expect(preview.data.invitation.status).toBe("PENDING");
  });

  test("no mail is sent for an unknown address", async () => {
    config.smtpUrl = smtp.url;
    const count = smtp.received.length;
    expect((await client.rest("POST", "/api/auth/forgot-password", { email: "unknown@example.ae" })).status).toBe(200);
    await backgroundIdle();
    expect(smtp.received).toHaveLength(count);
  });
});

describe("when delivery fails", () => {
  test("an SMTP server that refuses the recipient: the enquiry is stored and its mail is FAILED", async () => {
    config.smtpUrl = refusing.url;
    const before = await db.enquiry.count();
    const { status, body } = await client.rest("POST", "/api/contact", { ...enquiry, message: "Refused but kept" });
    expect(status).toBe(201);
    expect(body.message).toBe("Message sent successfully!");
    expect(await db.enquiry.count()).toBe(before + 1);
    await backgroundIdle();

    const stored = await db.enquiry.findFirstOrThrow({ orderBy: { id: "desc" }, include: { mail: true } });
    expect(stored).toMatchObject({ message: "Refused but kept", deliveryState: "FAILED" });
    expect(stored.mail).toMatchObject({ state: "FAILED", sentAt: null });
    expect(stored.mail!.error).toMatch(/550|unavailable/);
    expect(refusing.received).toHaveLength(0);
  });

  test("a closed port: the enquiry is stored and its mail is retried later, then FAILED after the last attempt", async () => {
    config.smtpUrl = `smtp://127.0.0.1:${await closedPort()}`;
    const { data } = await client.gql(SEND_ENQUIRY, { input: { ...enquiry, message: "Nobody listens" } });
    expect(data.sendEnquiry.__typename).toBe("SendEnquiryPayload");
    await backgroundIdle();
    const stored = await db.enquiry.findFirstOrThrow({ orderBy: { id: "desc" }, include: { mail: true } });
    expect(stored).toMatchObject({ message: "Nobody listens", deliveryState: "QUEUED" });
    expect(stored.mail).toMatchObject({ state: "QUEUED", attempts: 1 });
    expect(stored.mail!.error).toMatch(/ECONNREFUSED/);
    expect(stored.mail!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
    // Not due yet: a delivery run leaves it alone.
    await deliverDueMail();
    expect(await db.outgoingMail.findUniqueOrThrow({ where: { id: stored.mail!.id } })).toMatchObject({ attempts: 1 });
    for (let attempt = 2; attempt <= MAX_ATTEMPTS; attempt++) {
      await db.outgoingMail.update({ where: { id: stored.mail!.id }, data: { nextAttemptAt: new Date(Date.now() - 1) } });
      await deliverDueMail();
    }
    const last = await db.enquiry.findUniqueOrThrow({ where: { id: stored.id }, include: { mail: true } });
    expect(last).toMatchObject({ deliveryState: "FAILED", mail: { state: "FAILED", attempts: MAX_ATTEMPTS, sentAt: null } });
  });

  test("a mail host that was down for a moment: the retry delivers the mail and the enquiry is SENT", async () => {
    config.smtpUrl = `smtp://127.0.0.1:${await closedPort()}`;
    expect((await client.rest("POST", "/api/contact", { ...enquiry, message: "Second try" })).status).toBe(201);
    await backgroundIdle();
    const stored = await db.enquiry.findFirstOrThrow({ orderBy: { id: "desc" }, include: { mail: true } });
    expect(stored.mail).toMatchObject({ state: "QUEUED", attempts: 1 });
    config.smtpUrl = smtp.url;
    await db.outgoingMail.update({ where: { id: stored.mail!.id }, data: { nextAttemptAt: new Date(Date.now() - 1) } });
    await deliverDueMail();
    expect(await db.enquiry.findUniqueOrThrow({ where: { id: stored.id }, include: { mail: true } })).toMatchObject({
      deliveryState: "SENT",
      mail: { state: "SENT", attempts: 2 },
    });
    expect(smtp.received.at(-1)!.body).toContain("Second try");
  });

  test("a failed reset mail still gets the same answer as an unknown address", async () => {
    await db.user.create({ data: { name: "Unlucky", email: "unlucky@example.ae", phone: "0501234567", passwordHash: "x" } });
    config.smtpUrl = refusing.url;
    const known = await client.rest("POST", "/api/auth/forgot-password", { email: "unlucky@example.ae" });
    const unknown = await client.rest("POST", "/api/auth/forgot-password", { email: "nobody-at-all@example.ae" });
    expect(known.status).toBe(200);
    expect([unknown.status, unknown.body]).toEqual([known.status, known.body]);
    await backgroundIdle();
    expect(await db.outgoingMail.findFirstOrThrow({ orderBy: { id: "desc" } })).toMatchObject({
      to: "unlucky@example.ae",
      state: "FAILED",
    });
  });
});

describe("mail leaves off the request path (issue 9, finding 12)", () => {
  test("forgot-password answers a known address while the mail host has not even greeted, like an unknown one", async () => {
    await db.user.create({ data: { name: "Timing Target", email: "target@example.ae", phone: "0501234567", passwordHash: "x" } });
    // A mail host that accepts connections and never says a word: a send on the request path would hang here.
    const silent = net.createServer((socket) => sockets.push(socket));
    const sockets: net.Socket[] = [];
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    config.smtpUrl = `smtp://127.0.0.1:${(silent.address() as net.AddressInfo).port}`;
    try {
      const known = await client.rest("POST", "/api/auth/forgot-password", { email: "target@example.ae" });
      const unknown = await client.rest("POST", "/api/auth/forgot-password", { email: "no-account@example.ae" });
      expect([known.status, known.body]).toEqual([unknown.status, unknown.body]);
      // The mail for the known address is on its way (the host was contacted) but not delivered.
      await vi.waitFor(() => expect(sockets.length).toBeGreaterThan(0));
      expect(await db.outgoingMail.findFirstOrThrow({ orderBy: { id: "desc" } })).toMatchObject({
        to: "target@example.ae",
        state: "QUEUED",
        sentAt: null,
      });
    } finally {
      for (const socket of sockets) socket.destroy();
      await backgroundIdle();
      await new Promise((resolve) => silent.close(resolve));
    }
    // The host hung up: the mail waits for its retry instead of being lost.
    expect(await db.outgoingMail.findFirstOrThrow({ orderBy: { id: "desc" } })).toMatchObject({ state: "QUEUED", attempts: 1 });
  });
});

describe("without SMTP_URL", () => {
  test("the mail stays QUEUED in the outbox and nothing is delivered", async () => {
    config.smtpUrl = null;
    const count = smtp.received.length;
    expect((await client.rest("POST", "/api/contact", enquiry)).status).toBe(201);
    expect(smtp.received).toHaveLength(count);
    const stored = await db.enquiry.findFirstOrThrow({ orderBy: { id: "desc" }, include: { mail: true } });
    expect(stored.deliveryState).toBe("QUEUED");
    expect(stored.mail).toMatchObject({ state: "QUEUED", sentAt: null, error: null });
  });

  test("the server log prints the reset link, so a local user can finish the flow", async () => {
    config.smtpUrl = null;
    await db.user.create({ data: { name: "Local User", email: "local@example.ae", phone: "0501234567", passwordHash: "x" } });
    const log = vi.spyOn(console, "info").mockImplementation(() => {});
    try {
      expect((await client.rest("POST", "/api/auth/forgot-password", { email: "local@example.ae" })).status).toBe(200);
      await backgroundIdle();
      const printed = log.mock.calls.map((call) => call.join(" ")).join("\n");
      const token = new RegExp(`${config.publicUrl}/reset-password/([A-Za-z0-9_-]+)`).exec(printed)?.[1];
      expect(token).toBeDefined();
      expect((await db.outgoingMail.findFirstOrThrow({ orderBy: { id: "desc" } })).text).toContain(`/reset-password/${token}`);
    } finally {
      log.mockRestore();
    }
  });
});

describe("how long the outbox keeps mail", () => {
  test(`a mail is forgotten ${MAIL_KEPT_DAYS} days after it was written, whatever its state; an enquiry keeps its own record`, async () => {
    config.smtpUrl = null;
    expect((await client.rest("POST", "/api/contact", { ...enquiry, name: "Old Enquirer" })).status).toBe(201);
    const old = await db.enquiry.findFirstOrThrow({ orderBy: { id: "desc" } });
    const dayMs = 86_400_000;
    const aged = new Date(Date.now() - (MAIL_KEPT_DAYS * dayMs + 60_000));
    await db.outgoingMail.update({ where: { id: old.mailId! }, data: { createdAt: aged } });
    const kept = await db.outgoingMail.create({
      data: {
        to: "recent@example.ae",
        subject: "Recent",
        text: "Still useful",
        createdAt: new Date(Date.now() - (MAIL_KEPT_DAYS - 1) * dayMs),
      },
    });
    await forgetOldMail();
    expect(await db.outgoingMail.findUnique({ where: { id: old.mailId! } })).toBeNull();
    expect(await db.outgoingMail.findUnique({ where: { id: kept.id } })).not.toBeNull();
    expect(await db.enquiry.findUniqueOrThrow({ where: { id: old.id } })).toMatchObject({ message: enquiry.message, mailId: null });
  });
});
