import { createHash, randomBytes } from "node:crypto";
import { db, isUniqueViolation } from "../db.ts";
import { config } from "../config.ts";
import { decoyPasswordHash, hashPassword, verifyPassword } from "../auth/passwords.ts";
import { signToken } from "../auth/tokens.ts";
import { changingViewers } from "../auth/keptViewers.ts";
import { mailQueued, mailsChecked } from "../mail/mailer.ts";
import type { OutgoingMail } from "../generated/prisma/client.ts";
import { InputError, assertValid } from "../errors.ts";
import {
  bucketTakeSql,
  consumeRateLimit,
  loginAccountBucket,
  loginAccountKey,
  resetMailBucket,
  resetMailKey,
  returnToken,
  takeToken,
} from "../rateLimit.ts";
import { isEmail, messages, normalizeEmail, passwordError, text, validateLogin, validateSignup } from "../../shared/validation.ts";

export const accountMessages = {
  signedUp: "Signup successful. Please login.",
  emailTaken: "An account with this email already exists",
  badCredentials: "Invalid email or password",
  resetRequested: "If an account exists for that email, a password reset link has been sent to it.",
  resetDone: "Your password has been reset. Please login with your new password.",
  resetInvalid: "This reset link is invalid or has expired. Please request a new one.",
};

const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

export async function signup(input: Record<string, unknown>, clientAddress: string) {
  await consumeRateLimit("signup", clientAddress);
  assertValid(validateSignup(input));
  const email = normalizeEmail(input.email);
  const passwordHash = await hashPassword(String(input.password));
  try {
    const user = await db.user.create({
      data: { name: text(input.name), email, phone: text(input.phone), passwordHash },
      include: { profile: true },
    });
    return { user, message: accountMessages.signedUp };
  } catch (error) {
    if (isUniqueViolation(error)) throw InputError.fromFields({ email: accountMessages.emailTaken });
    throw error;
  }
}

export async function login(input: Record<string, unknown>, clientAddress: string) {
  await consumeRateLimit("login", clientAddress);
  assertValid(validateLogin(input));
  const email = normalizeEmail(input.email);
  // Every attempt takes a token from the account's bucket and a right password gives it back, so
  // only failures count, and concurrent guesses cannot slip past a check made before the hashing.
  const account = loginAccountBucket();
  await takeToken(loginAccountKey(email), account);
  const user = await db.user.findUnique({ where: { email }, include: { profile: true } });
  const password = String(input.password);
  const valid = await verifyPassword(user?.passwordHash ?? (await decoyPasswordHash()), password);
  if (!user || !valid) throw new InputError(accountMessages.badCredentials);
  await returnToken(loginAccountKey(email), account);
  return { user, token: await signToken(user.id) };
}

const hashResetToken = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * Same answer, in the same time, whether or not the address has an account: the same work, in the
 * same place, for both. A link is made for every request, and ONE statement takes a token from the
 * typed address's reset-mail bucket (a write either way, so both commit alike) and, only for an
 * account whose bucket allows it, stores the link's hash and queues its mail in the outbox. The
 * answer follows the statement, then the outbox is told, for both.
 */
export async function requestPasswordReset(input: Record<string, unknown>, clientAddress: string) {
  await consumeRateLimit("forgot-password", clientAddress);
  if (!text(input.email)) throw InputError.fromFields({ email: messages.emailRequired });
  if (!isEmail(input.email)) throw InputError.fromFields({ email: messages.emailInvalid });
  const email = normalizeEmail(input.email);
  const token = randomBytes(32).toString("base64url");
  const now = new Date();
  const [mail] = await db.$queryRaw<OutgoingMail[]>`
    WITH "bucket" AS (${bucketTakeSql(resetMailKey(email), resetMailBucket(), now)}),
    "account" AS (SELECT u."id", u."email", u."name" FROM "User" u, "bucket" b WHERE u."email" = ${email} AND b."allowed"),
    "link" AS (
      INSERT INTO "PasswordResetToken" ("userId", "tokenHash", "expiresAt", "createdAt")
      SELECT "id", ${hashResetToken(token)}, ${new Date(now.getTime() + RESET_TOKEN_TTL_MS)}::timestamp(3), ${now}::timestamp(3) FROM "account")
    INSERT INTO "OutgoingMail" ("to", "subject", "text", "createdAt", "nextAttemptAt")
    SELECT "email", 'Reset your password', ${"Hello "} || "name" || ${resetMailText(token)}, ${now}::timestamp(3), ${now}::timestamp(3) FROM "account"
    RETURNING *`;
  if (mail) mailQueued(mail);
  else mailsChecked();
  return { message: accountMessages.resetRequested };
}

/** The reset mail after "Hello <name>". */
const resetMailText = (token: string) =>
  `,\n\nSomeone asked to reset the password of your ${config.site.companyName} account.\n` +
  `Open this link within one hour to choose a new password:\n\n${config.publicUrl}/reset-password/${token}\n\n` +
  `If it was not you, ignore this mail: your password stays as it is.\n`;

export async function resetPassword(token: string, input: Record<string, unknown>, clientAddress: string) {
  await consumeRateLimit("reset-password", clientAddress);
  const error = passwordError(input.password);
  if (error) throw InputError.fromFields({ password: error });
  const tokenHash = hashResetToken(token);
  // A cheap look-up first, so an unknown, used or expired link costs no password hashing.
  const live = await db.passwordResetToken.findFirst({ where: { tokenHash, usedAt: null, expiresAt: { gt: new Date() } } });
  if (!live) throw new InputError(accountMessages.resetInvalid);
  const passwordHash = await hashPassword(String(input.password));
  // One statement: marking the token used in the statement that checks it makes it single-use under
  // concurrency; the new password ends every earlier session and every other reset link of the account.
  const now = new Date();
  const claimed = await changingViewers(db.$queryRaw<{ userId: number }[]>`
    WITH "claimed" AS (
      UPDATE "PasswordResetToken" SET "usedAt" = ${now}::timestamp(3)
       WHERE "tokenHash" = ${tokenHash} AND "usedAt" IS NULL AND "expiresAt" > ${now}::timestamp(3)
      RETURNING "userId"),
    "user" AS (
      UPDATE "User" SET "passwordHash" = ${passwordHash}, "sessionsValidFrom" = ${now}::timestamp(3), "updatedAt" = ${now}::timestamp(3)
       WHERE "id" IN (SELECT "userId" FROM "claimed")),
    "otherLinks" AS (
      UPDATE "PasswordResetToken" SET "usedAt" = ${now}::timestamp(3)
       WHERE "userId" IN (SELECT "userId" FROM "claimed") AND "usedAt" IS NULL AND "tokenHash" <> ${tokenHash})
    SELECT "userId" FROM "claimed"`);
  if (claimed.length !== 1) throw new InputError(accountMessages.resetInvalid);
  return { message: accountMessages.resetDone };
}
