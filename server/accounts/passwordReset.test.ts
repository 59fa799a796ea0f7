import { createHash } from "node:crypto";
import { afterEach, beforeAll, describe, expect, test } from "vitest";
import { config } from "../config.ts";
import { db } from "../db.ts";
import { TestClient, fieldErrors, rowCounts, withoutViewerNotifications } from "../test/client.ts";
import { REQUEST_PASSWORD_RESET, RESET_PASSWORD } from "../test/operations.ts";
import { backgroundIdle } from "../background.ts";

/** Forgot password and reset password (SPEC sections 2, 5, 7 and 8; issue 2), through GraphQL and REST. */
const resetRequested = "If an account exists for that email, a password reset link has been sent to it.";
const resetDone = "Your password has been reset. Please login with your new password.";
const resetInvalid = "This reset link is invalid or has expired. Please request a new one.";

let client: TestClient;
const publicUrl = config.publicUrl;
beforeAll(async () => {
  client = await TestClient.start();
});
afterEach(() => {
  config.publicUrl = publicUrl;
});

async function account(email: string, password = "first-pass") {
  const { status } = await client.rest("POST", "/api/auth/signup", {
    name: "Reset Tester",
    email,
    phone: "0501234567",
    password,
    confirmPassword: password,
  });
  expect(status).toBe(201);
  return db.user.findUniqueOrThrow({ where: { email } });
}

const latestMail = () => db.outgoingMail.findFirst({ orderBy: { id: "desc" } });

/** Asks for a reset link through REST and returns the token from the mail in the outbox. */
async function resetToken(email: string): Promise<string> {
  const { status } = await client.rest("POST", "/api/auth/forgot-password", { email });
  expect(status).toBe(200);
  await backgroundIdle();
  const mail = await latestMail();
  const token = /\/reset-password\/([A-Za-z0-9_-]+)/.exec(mail?.text ?? "")?.[1];
  expect(token).toBeDefined();
  return token!;
}

const loginStatus = async (email: string, password: string) => (await client.rest("POST", "/api/auth/login", { email, password })).status;

describe("forgot password", () => {
  let userEmail: string;
  beforeAll(async () => {
    userEmail = (await account("forgetful@example.com")).email;
  });

  test("REST: a known and an unknown address get the same answer; only the known one gets a mail", async () => {
    config.publicUrl = "https://scrap.example.ae";
    const mailsBefore = await db.outgoingMail.count();

    const unknown = await client.rest("POST", "/api/auth/forgot-password", { email: "stranger@example.com" });
    await backgroundIdle();
    expect(await db.outgoingMail.count()).toBe(mailsBefore);
    const known = await client.rest("POST", "/api/auth/forgot-password", { email: "  Forgetful@Example.com " });
    await backgroundIdle();

    expect(known.status).toBe(200);
    expect(known.body).toEqual({ message: resetRequested });
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);

    expect(await db.outgoingMail.count()).toBe(mailsBefore + 1);
    const mail = await latestMail();
    expect(mail).toMatchObject({ to: userEmail, subject: "Reset your password", state: "QUEUED" });
    // The link points at the client's /reset-password/{token} route on PUBLIC_URL.
    const token = /https:\/\/scrap\.example\.ae\/reset-password\/([A-Za-z0-9_-]{40,})\n/.exec(mail!.text)?.[1];
    expect(token).toBeDefined();

    // Only a hash of the token is stored, and it expires after one hour.
    const stored = await db.passwordResetToken.findFirstOrThrow({ orderBy: { id: "desc" } });
    expect(stored.tokenHash).toBe(createHash("sha256").update(token!).digest("hex"));
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(stored.expiresAt.getTime() - stored.createdAt.getTime()).toBeGreaterThan(59 * 60 * 1000);
    expect(stored.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(60 * 60 * 1000);
    expect(stored.usedAt).toBeNull();
  });

  test("GraphQL: a known and an unknown address get the same answer; only the known one gets a mail", async () => {
    const before = await rowCounts();
    const unknown = await client.gql(REQUEST_PASSWORD_RESET, { input: { email: "stranger@example.com" } });
    await backgroundIdle();
    expect(await rowCounts()).toEqual(before);
    const known = await client.gql(REQUEST_PASSWORD_RESET, { input: { email: userEmail } });
    expect(known.data.requestPasswordReset).toEqual({ __typename: "RequestPasswordResetPayload", message: resetRequested });
    expect(unknown.data).toEqual(known.data);
    await backgroundIdle();
    expect(await rowCounts()).toEqual({ ...before, resetTokens: before.resetTokens + 1, mails: before.mails + 1 });
    expect((await latestMail())!.text).toContain(`${config.publicUrl}/reset-password/`);
  });

  test("REST: the e-mail is required and must be an address", async () => {
    const before = await rowCounts();
    expect(await client.rest("POST", "/api/auth/forgot-password", {})).toMatchObject({
      status: 400,
      body: { message: "Email is required", errors: { email: "Email is required" } },
    });
    expect(await client.rest("POST", "/api/auth/forgot-password", { email: "forgetful" })).toMatchObject({
      status: 400,
      body: { message: "Invalid email format", errors: { email: "Invalid email format" } },
    });
    expect(await rowCounts()).toEqual(before);
  });

  test("GraphQL: the e-mail is required and must be an address", async () => {
    const empty = await client.gql(REQUEST_PASSWORD_RESET, { input: { email: "" } });
    expect(empty.data.requestPasswordReset).toMatchObject({ __typename: "InputError", message: "Email is required" });
    const bad = await client.gql(REQUEST_PASSWORD_RESET, { input: { email: "forgetful@" } });
    expect(fieldErrors(bad.data.requestPasswordReset.fieldErrors)).toEqual({ email: "Invalid email format" });
  });
});

test("a flood of requests for one address sends it a few mails, answered alike throughout", async () => {
  const flooded = (await account("flooded@example.com")).email;
  const mails = () => db.outgoingMail.count({ where: { to: flooded } });
  for (let i = 0; i < config.resetMailsPerAddress + 3; i++) {
    expect(await client.rest("POST", "/api/auth/forgot-password", { email: flooded })).toMatchObject({
      status: 200,
      body: { message: resetRequested },
    });
  }
  await backgroundIdle();
  expect(await mails()).toBe(config.resetMailsPerAddress);
});

describe("reset password", () => {
  test("REST: sets the new password (the old one fails, the new one logs in) and the link works once", async () => {
    const user = await account("rest-reset@example.com");
    const token = await resetToken(user.email);

    const { status, body } = await client.rest("POST", `/api/auth/reset-password/${token}`, { password: "second-pass" });
    expect([status, body]).toEqual([200, { message: resetDone }]);
    expect(await loginStatus(user.email, "first-pass")).toBe(400);
    expect(await loginStatus(user.email, "second-pass")).toBe(200);
    const hashAfterReset = (await db.user.findUniqueOrThrow({ where: { id: user.id } })).passwordHash;

    // Used: refused, and the password stays as it is.
    const again = await client.rest("POST", `/api/auth/reset-password/${token}`, { password: "third-pass" });
    expect([again.status, again.body]).toEqual([400, { message: resetInvalid }]);
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).passwordHash).toBe(hashAfterReset);
  });

  test("GraphQL: sets the new password and the link works once", async () => {
    const user = await account("gql-reset@example.com");
    const token = await resetToken(user.email);

    const done = await client.gql(RESET_PASSWORD, { input: { token, password: "second-pass" } });
    expect(done.data.resetPassword).toEqual({ __typename: "ResetPasswordPayload", message: resetDone });
    expect(await loginStatus(user.email, "first-pass")).toBe(400);
    expect(await loginStatus(user.email, "second-pass")).toBe(200);

    const again = await client.gql(RESET_PASSWORD, { input: { token, password: "third-pass" } });
    expect(again.data.resetPassword).toEqual({ __typename: "InputError", message: resetInvalid, fieldErrors: [] });
  });

  test("the reset ends earlier sessions and every other outstanding link of the account", async () => {
    await account("stolen-laptop@example.com");
    const oldSession = (await client.rest("POST", "/api/auth/login", { email: "stolen-laptop@example.com", password: "first-pass" })).body
      .token;
    expect((await client.rest("GET", "/api/suppliers/my-profile", undefined, oldSession)).status).toBe(404);
    const spareLink = await resetToken("stolen-laptop@example.com");
    const usedLink = await resetToken("stolen-laptop@example.com");
    // Tokens carry whole seconds; a session must predate the reset's second to be refused.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    // Refused at once in this process, without waiting for the database's notification (auth/keptViewers.ts).
    await withoutViewerNotifications(async () => {
      expect((await client.rest("POST", `/api/auth/reset-password/${usedLink}`, { password: "brand-new-pass" })).status).toBe(200);
      const refused = await client.rest("GET", "/api/suppliers/my-profile", undefined, oldSession);
      expect(refused).toMatchObject({ status: 401, body: { message: "Your password was changed. Please login again." } });
    });
    const gql = await client.gql("{ viewer { id } }", {}, oldSession);
    expect(gql.status).toBe(401);
    expect((await client.rest("POST", `/api/auth/reset-password/${spareLink}`, { password: "attackers-pass" })).body.message).toBe(
      resetInvalid,
    );

    const fresh = (await client.rest("POST", "/api/auth/login", { email: "stolen-laptop@example.com", password: "brand-new-pass" })).body
      .token;
    expect((await client.rest("GET", "/api/suppliers/my-profile", undefined, fresh)).status).toBe(404);
  });

  describe("refusals", () => {
    let user: Awaited<ReturnType<typeof account>>;
    beforeAll(async () => {
      user = await account("refusals@example.com");
    });

    test("an expired link is refused on both transports and changes nothing", async () => {
      const token = await resetToken(user.email);
      await db.passwordResetToken.updateMany({
        where: { userId: user.id, usedAt: null },
        data: { expiresAt: new Date(Date.now() - 1000) },
      });
      const hashBefore = (await db.user.findUniqueOrThrow({ where: { id: user.id } })).passwordHash;

      const rest = await client.rest("POST", `/api/auth/reset-password/${token}`, { password: "new-password" });
      expect([rest.status, rest.body]).toEqual([400, { message: resetInvalid }]);
      const gql = await client.gql(RESET_PASSWORD, { input: { token, password: "new-password" } });
      expect(gql.data.resetPassword).toMatchObject({ __typename: "InputError", message: resetInvalid });

      expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).passwordHash).toBe(hashBefore);
      expect((await db.passwordResetToken.findFirstOrThrow({ where: { userId: user.id }, orderBy: { id: "desc" } })).usedAt).toBeNull();
    });

    test("an unknown link is refused on both transports", async () => {
      for (const token of ["no-such-token", "A".repeat(43), "%E0%A4%A"]) {
        const rest = await client.rest("POST", `/api/auth/reset-password/${token}`, { password: "new-password" });
        expect([rest.status, rest.body], token).toEqual([400, { message: resetInvalid }]);
      }
      const gql = await client.gql(RESET_PASSWORD, { input: { token: "no-such-token", password: "new-password" } });
      expect(gql.data.resetPassword).toMatchObject({ __typename: "InputError", message: resetInvalid });
      const empty = await client.gql(RESET_PASSWORD, { input: { token: "", password: "new-password" } });
      expect(empty.data.resetPassword).toMatchObject({ __typename: "InputError", message: resetInvalid });
    });

    test("the new password follows the signup rules, and a refused password does not use up the link", async () => {
      const token = await resetToken(user.email);
      for (const [password, message] of [
        ["", "Password is required"],
        ["12345", "Password must be at least 6 characters"],
        [undefined, "Password is required"],
        [12345, "Password must be at least 6 characters"],
      ] as const) {
        const rest = await client.rest("POST", `/api/auth/reset-password/${token}`, { password });
        expect([rest.status, rest.body], String(password)).toEqual([400, { message, errors: { password: message } }]);
      }
      const wrongType = await client.rest("POST", `/api/auth/reset-password/${token}`, { password: true });
      expect([wrongType.status, wrongType.body.errors]).toEqual([400, { password: "password must be text" }]);
      const gql = await client.gql(RESET_PASSWORD, { input: { token, password: "12345" } });
      expect(gql.data.resetPassword).toMatchObject({ __typename: "InputError", message: "Password must be at least 6 characters" });
      expect(fieldErrors(gql.data.resetPassword.fieldErrors)).toEqual({ password: "Password must be at least 6 characters" });

      const { status } = await client.rest("POST", `/api/auth/reset-password/${token}`, { password: "123456" });
      expect(status).toBe(200);
      expect(await loginStatus(user.email, "123456")).toBe(200);
    });

    test("two simultaneous resets with one link: exactly one succeeds", async () => {
      const token = await resetToken(user.email);
      const results = await Promise.all([
        client.rest("POST", `/api/auth/reset-password/${token}`, { password: "racer-one" }),
        client.gql(RESET_PASSWORD, { input: { token, password: "racer-two" } }),
      ]);
      const succeeded = [results[0].status === 200, results[1].data.resetPassword.__typename === "ResetPasswordPayload"];
      expect(succeeded.filter(Boolean)).toHaveLength(1);
      const winner = succeeded[0] ? "racer-one" : "racer-two";
      const loser = succeeded[0] ? results[1].data.resetPassword.message : results[0].body.message;
      expect(loser).toBe(resetInvalid);
      expect(await loginStatus(user.email, winner)).toBe(200);
    });

    test("a link works only for its own account", async () => {
      const other = await account("other-reset@example.com", "other-pass");
      const token = await resetToken(other.email);
      expect((await client.rest("POST", `/api/auth/reset-password/${token}`, { password: "taken-over" })).status).toBe(200);
      // The reset changed the other account, not the one from the earlier tests.
      expect(await loginStatus(other.email, "taken-over")).toBe(200);
      expect(await loginStatus(user.email, "taken-over")).toBe(400);
    });
  });
});
