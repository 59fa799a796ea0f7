import { Fixed, parseDecimal } from "./money.ts";
import { parseCalendarDate } from "./dates.ts";
import { normalizeContainerNumber } from "./containerNumber.ts";

/**
 * The input rules and messages of SPEC section 5, shared by the GraphQL and REST server and the client.
 * Each validator returns the errors keyed by field name; an empty object means valid.
 */
export type FieldErrors<F extends string = string> = Partial<Record<F, string>>;
type Input<F extends string> = Partial<Record<F, unknown>>;

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/;
/**
 * A person's name in any script: letters (with their combining marks, as Arabic and Indic names
 * need), and spaces, apostrophes, hyphens and periods between them ("José", "محمد علي", "O'Neil", "J. Smith").
 */
const NAME_PATTERN = /^\p{L}\p{M}*(?:[\p{L}\p{M}]|[ '’.-])*$/u;
/** A phone number as people write it: an optional leading +, then ASCII digits with spaces, dashes or brackets. */
const PHONE_PATTERN = /^\+?[\d\s()-]+$/;
/** SPEC section 5's signup phone: digits only, at least 8. */
const SPEC_SIGNUP_PHONE = /^\d{8,}$/;

/** Longest text accepted anywhere: bounds what a request can make the server store or hash. */
export const MAX_TEXT = 200;
export const MAX_MESSAGE = 5000;

export const PASSWORD_MIN = 6;
export const NAME_MIN = 2;
/** One phone rule for signup, profiles and enquiries: 8 to 15 digits (15 is E.164's longest). */
export const PHONE_DIGITS_MIN = 8;
export const PHONE_DIGITS_MAX = 15;
const PHONE_MAX_CHARS = 25;

export const messages = {
  nameRequired: "Name is required",
  nameInvalid: "Name must be at least 2 characters (letters only)",
  emailRequired: "Email is required",
  emailInvalid: "Invalid email format",
  phoneRequired: "Phone number is required",
  phoneShort: "Phone number must be at least 8 digits",
  phoneInvalid: (label: string) =>
    `${label} must have ${PHONE_DIGITS_MIN} to ${PHONE_DIGITS_MAX} digits (spaces, dashes, brackets and a leading + are allowed)`,
  passwordRequired: "Password is required",
  passwordShort: "Password must be at least 6 characters",
  confirmRequired: "Confirm password is required",
  confirmMismatch: "Passwords do not match",
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters`,
  required: (label: string) => `${label} is required`,
  websiteInvalid: "Website must be a valid URL, for example https://example.com",
} as const;

/** Why a phone number is refused, or undefined; `label` names the field in the message. */
export function phoneError(value: string, label: string): string | undefined {
  if (value.length > PHONE_MAX_CHARS) return messages.tooLong(label, PHONE_MAX_CHARS);
  const digits = value.replace(/\D/g, "").length;
  return PHONE_PATTERN.test(value) && digits >= PHONE_DIGITS_MIN && digits <= PHONE_DIGITS_MAX ? undefined : messages.phoneInvalid(label);
}

/** A trimmed string, or "" for anything else. NUL characters are dropped: PostgreSQL text cannot hold them. */
export function text(value: unknown): string {
  return typeof value === "string" ? value.replace(/\0/g, "").trim() : "";
}

/** A company name trimmed, its spaces collapsed and lower-cased: one company name belongs to one profile. */
export const companyKey = (companyName: string) => companyName.trim().replace(/\s+/g, " ").toLowerCase();

export function normalizeEmail(value: unknown): string {
  return text(value).toLowerCase();
}

export function isEmail(value: unknown): boolean {
  const email = text(value);
  return email.length <= 254 && EMAIL_PATTERN.test(email);
}

export function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname.includes(".");
  } catch {
    return false;
  }
}

export type SignupField = "name" | "email" | "phone" | "password" | "confirmPassword";

/** One field's signup error, so the client can check a field as it is edited. */
export function signupFieldError(field: SignupField, input: Input<SignupField>): string | undefined {
  const value = input[field];
  const raw = typeof value === "string" ? value : "";
  switch (field) {
    case "name": {
      const name = raw.trim();
      if (!name) return messages.nameRequired;
      if (letterCount(name) < NAME_MIN || !NAME_PATTERN.test(name)) return messages.nameInvalid;
      if (name.length > 100) return messages.tooLong("Name", 100);
      return undefined;
    }
    case "email":
      if (!raw.trim()) return messages.emailRequired;
      return isEmail(raw) ? undefined : messages.emailInvalid;
    case "phone": {
      const phone = raw.trim();
      if (!phone) return messages.phoneRequired;
      const problem = phoneError(phone, "Phone");
      // Our rule is wider than the SPEC's (separators allowed) and bounded (15 digits): whatever the
      // SPEC's own rule refuses gets the SPEC's message; ours only speaks for what the SPEC would take.
      return problem && !SPEC_SIGNUP_PHONE.test(phone) ? messages.phoneShort : problem;
    }
    case "password":
      return passwordError(raw);
    case "confirmPassword":
      if (!raw) return messages.confirmRequired;
      return raw === input.password ? undefined : messages.confirmMismatch;
  }
}

const letterCount = (name: string) => name.match(/\p{L}/gu)?.length ?? 0;

export function passwordError(password: unknown): string | undefined {
  const raw = typeof password === "string" ? password : "";
  if (!raw) return messages.passwordRequired;
  if (raw.length < PASSWORD_MIN) return messages.passwordShort;
  if (raw.length > MAX_TEXT) return messages.tooLong("Password", MAX_TEXT);
  return undefined;
}

export function validateSignup(input: Input<SignupField>): FieldErrors<SignupField> {
  return collect(["name", "email", "phone", "password", "confirmPassword"], (field) => signupFieldError(field, input));
}

export type LoginField = "email" | "password";

export function validateLogin(input: Input<LoginField>): FieldErrors<LoginField> {
  return collect(["email", "password"], (field) =>
    !text(input[field]) ? (field === "email" ? messages.emailRequired : messages.passwordRequired) : undefined,
  );
}

export type ProfileField = "name" | "companyName" | "contact" | "email" | "address" | "website" | "gst";

export const profileLabels: Record<ProfileField, string> = {
  name: "Contact person",
  companyName: "Company name",
  contact: "Contact number",
  email: "Email",
  address: "Address",
  website: "Website",
  gst: "GST/VAT number",
};

/**
 * The labels of the supplier's and the buyer's profile form: the buyer's page calls the contact
 * person "Name", so its messages must too.
 */
export function profileLabelsFor(role: "SUPPLIER" | "BUYER"): Record<ProfileField, string> {
  return role === "BUYER" ? { ...profileLabels, name: "Name" } : profileLabels;
}

/** Supplier and buyer profiles share one form (SPEC section 5); `labels` name the fields in the messages. */
export function validateProfile(input: Input<ProfileField>, labels = profileLabels): FieldErrors<ProfileField> {
  return collect(Object.keys(profileLabels) as ProfileField[], (field) => {
    const value = text(input[field]);
    const optional = field === "website" || field === "gst";
    if (!value) return optional ? undefined : messages.required(labels[field]);
    if (value.length > MAX_TEXT) return messages.tooLong(labels[field], MAX_TEXT);
    if (field === "email" && !isEmail(value)) return messages.emailInvalid;
    if (field === "contact") return phoneError(value, labels.contact);
    if (field === "website" && !isWebUrl(value)) return messages.websiteInvalid;
    return undefined;
  });
}

export type EnquiryField = "name" | "email" | "phone" | "message";

export function validateEnquiry(input: Input<EnquiryField>): FieldErrors<EnquiryField> {
  const labels: Record<EnquiryField, string> = { name: "Name", email: "Email", phone: "Phone", message: "Message" };
  return collect(Object.keys(labels) as EnquiryField[], (field) => {
    const value = text(input[field]);
    if (!value) return messages.required(labels[field]);
    const max = field === "message" ? MAX_MESSAGE : MAX_TEXT;
    if (value.length > max) return messages.tooLong(labels[field], max);
    if (field === "email" && !isEmail(value)) return messages.emailInvalid;
    if (field === "phone") return phoneError(value, labels.phone);
    return undefined;
  });
}

export function hasErrors(errors: FieldErrors): boolean {
  return Object.keys(errors).length > 0;
}

function collect<F extends string>(fields: F[], check: (field: F) => string | undefined): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const field of fields) {
    const error = check(field);
    if (error) errors[field] = error;
  }
  return errors;
}

/* Lots, containers and payments (SPEC sections 5 and 8). */

/** The longest reason a void keeps, in Unicode characters (code points: "💸" is one, not two UTF-16 units). */
export const MAX_VOID_REASON = 200;

export const tradeMessages = {
  lotFieldsMissing: "Please fill in all fields",
  detailFieldsMissing: "Please fill all detail fields",
  amountMissing: "Please enter an amount",
  priceInvalid: "Price must be a number greater than 0, with at most 2 decimals",
  quantityInvalid: "Quantity must be a number of kg, 0 or more, with at most 3 decimals",
  amountInvalid: "Amount must be a number greater than 0, with at most 2 decimals",
  priceTooLarge: "Price must be at most 999,999,999,999.99",
  quantityTooLarge: "Quantity must be at most 99,999,999,999.999 kg",
  amountTooLarge: "Amount must be at most 999,999,999,999.99",
  dateInvalid: "Date must be a real calendar date (YYYY-MM-DD)",
  rangeReversed: "The start date must be on or before the end date.",
  lotNumberTaken: (lotNumber: string) => `Lot ${lotNumber} already exists for your company`,
  reasonMissing: "Give a reason for voiding",
  reasonTooLong: messages.tooLong("The reason", MAX_VOID_REASON),
} as const;

/** Money columns are Decimal(14, 2): twelve digits before the point. */
const MAX_MONEY = Fixed.parse("999999999999.99", 2);
const MAX_KG = Fixed.parse("99999999999.999", 3);
/**
 * What is wrong with a figure, if anything: `invalid` when it is not a number of that many
 * decimals not below 0 (above 0 when `aboveZero`), `tooLarge` when it is above `max`.
 */
function figureProblem(
  value: Fixed | null,
  { max, aboveZero, invalid, tooLarge }: { max: Fixed; aboveZero: boolean; invalid: string; tooLarge: string },
): string | undefined {
  if (value === null || value.compare(Fixed.zero(value.scale)) < (aboveZero ? 1 : 0)) return invalid;
  return value.compare(max) <= 0 ? undefined : tooLarge;
}
const priceProblem = (value: unknown) =>
  figureProblem(parseDecimal(value, 2), {
    max: MAX_MONEY,
    aboveZero: true,
    invalid: tradeMessages.priceInvalid,
    tooLarge: tradeMessages.priceTooLarge,
  });
const quantityProblem = (value: unknown) =>
  figureProblem(parseDecimal(value, 3), {
    max: MAX_KG,
    aboveZero: false,
    invalid: tradeMessages.quantityInvalid,
    tooLarge: tradeMessages.quantityTooLarge,
  });
const amountProblem = (value: unknown) =>
  figureProblem(parseDecimal(value, 2), {
    max: MAX_MONEY,
    aboveZero: true,
    invalid: tradeMessages.amountInvalid,
    tooLarge: tradeMessages.amountTooLarge,
  });

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value !== "number" && text(value) === "");

export type LotField = "lotNumber" | "price";

export function validateLot(input: Input<LotField>): FieldErrors<LotField> {
  if (isBlank(input.lotNumber) || isBlank(input.price)) {
    return collect(["lotNumber", "price"], (field) => (isBlank(input[field]) ? tradeMessages.lotFieldsMissing : undefined));
  }
  return collect(["lotNumber", "price"], (field) => {
    if (field === "lotNumber") return text(input.lotNumber).length > 50 ? messages.tooLong("Lot number", 50) : undefined;
    return priceProblem(input.price);
  });
}

/** What a container or payment holds that its owner enters and may edit, in the order shown. */
export const containerFields = ["date", "containerNo", "sealNo", "material", "quantity"] as const;
export const paymentFields = ["date", "amount"] as const;
export type ContainerField = (typeof containerFields)[number];
export type PaymentField = (typeof paymentFields)[number];

/** How those fields are named on screen (the edit boxes and the change history). */
export const entryFieldLabels: Record<ContainerField | PaymentField, string> = {
  date: "Date",
  containerNo: "Container No",
  sealNo: "Seal No",
  material: "Material",
  quantity: "Quantity (kg)",
  amount: "Amount",
};

const containerTextFields = ["containerNo", "sealNo", "material"] as const;

/** A container number as stored: trimmed, upper case, without spaces (ISO 6346 or not). */
export function containerNumberText(value: unknown): string {
  return normalizeContainerNumber(text(value));
}

/** `partial` checks only the fields present (an edit may change some of them). */
export function validateContainer(input: Input<ContainerField>, { partial = false } = {}): FieldErrors<ContainerField> {
  const required = ["containerNo", "sealNo", "material", "quantity"] as const;
  const missing = required.filter((field) => (partial ? input[field] !== undefined : true) && isBlank(input[field]));
  if (missing.length > 0) return Object.fromEntries(missing.map((field) => [field, tradeMessages.detailFieldsMissing]));
  return collect(["containerNo", "sealNo", "material", "quantity", "date"], (field) => {
    if (input[field] === undefined || input[field] === null) return undefined;
    if ((containerTextFields as readonly string[]).includes(field)) {
      return text(input[field]).length > 100 ? messages.tooLong(field, 100) : undefined;
    }
    if (field === "quantity") {
      return quantityProblem(input.quantity);
    }
    return isBlank(input.date) || parseCalendarDate(input.date) ? undefined : tradeMessages.dateInvalid;
  });
}

export function validatePayment(input: Input<PaymentField>, { partial = false } = {}): FieldErrors<PaymentField> {
  return collect(["amount", "date"], (field) => {
    if (field === "amount") {
      if (partial && input.amount === undefined) return undefined;
      if (isBlank(input.amount)) return tradeMessages.amountMissing;
      return amountProblem(input.amount);
    }
    return isBlank(input.date) || parseCalendarDate(input.date) ? undefined : tradeMessages.dateInvalid;
  });
}

/**
 * Why a statement's date range cannot be asked for, or undefined: both ends are optional (blank),
 * each must be a calendar date, and the start may not come after the end.
 */
export function dateRangeError(from: unknown, to: unknown): string | undefined {
  const start = isBlank(from) ? null : parseCalendarDate(from);
  const end = isBlank(to) ? null : parseCalendarDate(to);
  if ((!isBlank(from) && !start) || (!isBlank(to) && !end)) return tradeMessages.dateInvalid;
  if (start && end && start > end) return tradeMessages.rangeReversed;
  return undefined;
}

/** Characters that draw nothing: spaces, control and format characters (a zero-width space, a direction mark...), the Braille blank. */
const INVISIBLE = /^[\p{White_Space}\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}\u2800]*$/u;

/**
 * Why a void's reason is refused, or undefined. It is kept trimmed (see text), and must show
 * something: a reason of invisible characters alone would read as none. Its length is counted in
 * code points, as people count characters, not in UTF-16 units, which count an emoji twice.
 */
export function voidReasonProblem(reason: string): string | undefined {
  const kept = text(reason);
  if (INVISIBLE.test(kept)) return tradeMessages.reasonMissing;
  return [...kept].length > MAX_VOID_REASON ? tradeMessages.reasonTooLong : undefined;
}
