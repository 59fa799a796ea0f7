import { describe, expect, test } from "vitest";
import {
  EMAIL_PATTERN,
  MAX_MESSAGE,
  MAX_VOID_REASON,
  MAX_TEXT,
  hasErrors,
  isEmail,
  isWebUrl,
  messages,
  normalizeEmail,
  profileLabelsFor,
  passwordError,
  signupFieldError,
  text,
  tradeMessages,
  validateContainer,
  validateEnquiry,
  validateLot,
  validatePayment,
  validateLogin,
  validateProfile,
  validateSignup,
  voidReasonProblem,
  type SignupField,
} from "./validation.ts";

const validSignup = {
  name: "Omar Haddad",
  email: "omar@example.com",
  phone: "0501234567",
  password: "secret1",
  confirmPassword: "secret1",
};

describe("SPEC section 5 messages", () => {
  test("are the spec's exact words", () => {
    expect(messages).toMatchObject({
      nameRequired: "Name is required",
      nameInvalid: "Name must be at least 2 characters (letters only)",
      emailRequired: "Email is required",
      emailInvalid: "Invalid email format",
      phoneRequired: "Phone number is required",
      passwordRequired: "Password is required",
      passwordShort: "Password must be at least 6 characters",
      confirmRequired: "Confirm password is required",
      confirmMismatch: "Passwords do not match",
    });
  });
});

describe("signup: name", () => {
  const nameError = (name: unknown) => signupFieldError("name", { ...validSignup, name });

  test.each([
    ["Omar Haddad"],
    ["Jo"],
    ["  Jo  "],
    ["Anne Marie Smith"],
    ["ab"],
    ["A".repeat(100)],
    ["José"],
    ["José".normalize("NFD")], // e and a combining acute accent
    ["محمد علي"],
    ["Zoë Ødegård"],
    ["राजेश कुमार"], // Devanagari: letters with combining vowel signs
    ["Anne-Marie"],
    ["O'Neil"],
    ["D’Souza"],
    ["J. R. Smith"],
  ])("accepts a name in any script: %j", (name) => {
    expect(nameError(name)).toBeUndefined();
  });

  test.each([[""], ["   "], [undefined], [null], [42]])("requires a name: %j", (name) => {
    expect(nameError(name)).toBe("Name is required");
  });

  test.each([
    ["A"],
    ["  A  "],
    ["Omar3"],
    ["Omar_Haddad"],
    ["12"],
    ["Omar\tHaddad"],
    ["-Omar"],
    ["'."],
    ["A-"],
    ["محمد٣"],
    ["<b>Omar</b>"],
  ])("letters with spaces, apostrophes, hyphens and periods, at least 2 letters: %j", (name) => {
    expect(nameError(name)).toBe("Name must be at least 2 characters (letters only)");
  });

  test("is bounded in length", () => {
    expect(nameError("A".repeat(101))).toBe("Name must be at most 100 characters");
  });
});

describe("signup: email", () => {
  const emailError = (email: unknown) => signupFieldError("email", { ...validSignup, email });

  test.each([["omar@example.com"], ["o.m+tag@mail.example.ae"], ["  omar@example.co  "], ["OMAR@EXAMPLE.COM"]])("accepts %j", (email) => {
    expect(emailError(email)).toBeUndefined();
  });

  test.each([[""], ["  "], [undefined], [123]])("requires an email: %j", (email) => {
    expect(emailError(email)).toBe("Email is required");
  });

  test.each([
    ["omar"],
    ["omar@example"],
    ["omar@example.c"], // TLD of one letter
    ["omar@example.c0m"], // TLD with a digit
    ["omar.example.com"],
    ["@example.com"],
    ["omar@.com"],
    ["om ar@example.com"],
    ["omar@exa mple.com"],
    ["omar@@example.com"],
    [`${"a".repeat(250)}@example.com`], // longer than 254
  ])("refuses %j with the spec's message", (email) => {
    expect(emailError(email)).toBe("Invalid email format");
  });

  test("the pattern wants a TLD of two or more letters", () => {
    expect(EMAIL_PATTERN.test("a@b.co")).toBe(true);
    expect(EMAIL_PATTERN.test("a@b.c")).toBe(false);
  });
});

describe("signup: phone", () => {
  const phoneError = (phone: unknown) => signupFieldError("phone", { ...validSignup, phone });

  test.each([
    ["12345678"],
    ["0501234567"],
    [" 971501234567 "],
    ["+971 50 123 4567"],
    ["050-123-4567"],
    ["(04) 555 0142"],
    ["+1 (212) 555-0142"],
    ["1".repeat(15)],
  ])("accepts %j", (phone) => {
    expect(phoneError(phone)).toBeUndefined();
  });

  test.each([[""], ["   "], [undefined], [50123456]])("requires a phone number: %j", (phone) => {
    expect(phoneError(phone)).toBe("Phone number is required");
  });

  test.each([
    ["123456"],
    ["1234567"],
    ["12345abc9"],
    ["50+1234567"],
    ["phone1234567"],
    ["١٢٣٤٥٦٧٨"],
    ["050.123.4567"],
    ["++971501234567"],
    ["12-34"],
    [`1${" ".repeat(24)}1`],
  ])("what the SPEC's rule (digits only, at least 8) refuses gets the SPEC's message: %j", (phone) => {
    expect(phoneError(phone)).toBe("Phone number must be at least 8 digits");
  });

  test("our wider rule speaks only for what the SPEC's rule would take: at most 15 digits, 25 characters", () => {
    expect(phoneError("1".repeat(16))).toBe("Phone must have 8 to 15 digits (spaces, dashes, brackets and a leading + are allowed)");
    expect(phoneError("1".repeat(26))).toBe("Phone must be at most 25 characters");
  });
});

describe("signup: password and confirmPassword", () => {
  test.each([[""], [undefined], [123456]])("requires a password: %j", (password) => {
    expect(signupFieldError("password", { ...validSignup, password })).toBe("Password is required");
    expect(passwordError(password)).toBe("Password is required");
  });

  test.each([["a"], ["12345"], ["abcde"]])("at least 6 characters: %j", (password) => {
    expect(signupFieldError("password", { ...validSignup, password })).toBe("Password must be at least 6 characters");
  });

  test.each([["123456"], ["secret"], ["      "], ["p".repeat(MAX_TEXT)]])("accepts %j", (password) => {
    expect(passwordError(password)).toBeUndefined();
  });

  test("is bounded in length", () => {
    expect(passwordError("p".repeat(MAX_TEXT + 1))).toBe(`Password must be at most ${MAX_TEXT} characters`);
  });

  test("confirmPassword is required", () => {
    expect(signupFieldError("confirmPassword", { ...validSignup, confirmPassword: "" })).toBe("Confirm password is required");
    expect(signupFieldError("confirmPassword", { ...validSignup, confirmPassword: undefined })).toBe("Confirm password is required");
    expect(signupFieldError("confirmPassword", { password: "", confirmPassword: "" })).toBe("Confirm password is required");
  });

  test("confirmPassword must equal the password exactly", () => {
    expect(signupFieldError("confirmPassword", { ...validSignup, confirmPassword: "secret2" })).toBe("Passwords do not match");
    expect(signupFieldError("confirmPassword", { ...validSignup, confirmPassword: "Secret1" })).toBe("Passwords do not match");
    expect(signupFieldError("confirmPassword", { ...validSignup, confirmPassword: "secret1 " })).toBe("Passwords do not match");
    expect(signupFieldError("confirmPassword", validSignup)).toBeUndefined();
  });
});

describe("signupFieldError checks one field at a time", () => {
  test("an error in another field does not show on this one", () => {
    const input = { name: "", email: "bad", phone: "1", password: "1", confirmPassword: "2" };
    const fields: SignupField[] = ["name", "email", "phone", "password", "confirmPassword"];
    expect(Object.fromEntries(fields.map((field) => [field, signupFieldError(field, input)]))).toEqual({
      name: "Name is required",
      email: "Invalid email format",
      phone: "Phone number must be at least 8 digits",
      password: "Password must be at least 6 characters",
      confirmPassword: "Passwords do not match",
    });
    expect(signupFieldError("name", { ...input, name: "Omar" })).toBeUndefined();
    expect(signupFieldError("email", { ...input, name: "Omar" })).toBe("Invalid email format");
  });
});

describe("validateSignup", () => {
  test("a valid signup has no errors", () => {
    expect(validateSignup(validSignup)).toEqual({});
    expect(hasErrors(validateSignup(validSignup))).toBe(false);
  });

  test("an empty signup has every required message, keyed by field", () => {
    expect(validateSignup({})).toEqual({
      name: "Name is required",
      email: "Email is required",
      phone: "Phone number is required",
      password: "Password is required",
      confirmPassword: "Confirm password is required",
    });
    expect(hasErrors(validateSignup({}))).toBe(true);
  });

  test("reports only the fields that are wrong", () => {
    expect(validateSignup({ ...validSignup, email: "omar@example", confirmPassword: "other1" })).toEqual({
      email: "Invalid email format",
      confirmPassword: "Passwords do not match",
    });
  });

  test("wrong types count as missing, never throw", () => {
    expect(validateSignup({ name: 7, email: ["a@b.co"], phone: { n: 1 }, password: true, confirmPassword: null } as never)).toEqual({
      name: "Name is required",
      email: "Email is required",
      phone: "Phone number is required",
      password: "Password is required",
      confirmPassword: "Confirm password is required",
    });
  });
});

describe("validateLogin", () => {
  test("email and password are required", () => {
    expect(validateLogin({})).toEqual({ email: "Email is required", password: "Password is required" });
    expect(validateLogin({ email: "  ", password: "" })).toEqual({ email: "Email is required", password: "Password is required" });
    expect(validateLogin({ email: 5, password: {} } as never)).toEqual({ email: "Email is required", password: "Password is required" });
  });

  test("does not apply the signup rules (an old account may have any password)", () => {
    expect(validateLogin({ email: "anything", password: "1" })).toEqual({});
    expect(validateLogin({ email: "omar@example.com", password: "secret1" })).toEqual({});
  });
});

describe("validateProfile", () => {
  const valid = {
    name: "Omar Haddad",
    companyName: "Acme Metals",
    contact: "+971 50 123 4567",
    email: "sales@acme.ae",
    address: "Plot 4, Sharjah",
    website: "",
    gst: "",
  };

  test("a complete profile without website and gst is valid", () => {
    expect(validateProfile(valid)).toEqual({});
    expect(validateProfile({ ...valid, website: undefined, gst: undefined })).toEqual({});
  });

  test("name, companyName, contact, email and address are required", () => {
    expect(validateProfile({})).toEqual({
      name: "Contact person is required",
      companyName: "Company name is required",
      contact: "Contact number is required",
      email: "Email is required",
      address: "Address is required",
    });
    expect(validateProfile({ ...valid, companyName: "   ", address: 12 } as never)).toEqual({
      companyName: "Company name is required",
      address: "Address is required",
    });
  });

  test("email must be an e-mail address", () => {
    expect(validateProfile({ ...valid, email: "sales@acme" })).toEqual({ email: "Invalid email format" });
  });

  test("contact must look like a phone number", () => {
    expect(validateProfile({ ...valid, contact: "call me" })).toEqual({
      contact: "Contact number must have 8 to 15 digits (spaces, dashes, brackets and a leading + are allowed)",
    });
    expect(validateProfile({ ...valid, contact: "+971 50 123 4567" })).toEqual({});
    expect(validateProfile({ ...valid, contact: "06 555 0142" })).toEqual({});
    expect(validateProfile({ ...valid, contact: "(06) 555-0142" })).toEqual({});
  });

  test.each([["https://acme.ae"], ["http://www.acme.ae/about?x=1"], ["  https://acme.example.com  "]])("website %j is a URL", (website) => {
    expect(validateProfile({ ...valid, website })).toEqual({});
  });

  test.each([["acme"], ["www.acme.ae"], ["ftp://acme.ae"], ["javascript:alert(1)"], ["https://localhost"], ["http://"]])(
    "website %j is refused when given",
    (website) => {
      expect(validateProfile({ ...valid, website })).toEqual({ website: "Website must be a valid URL, for example https://example.com" });
    },
  );

  test("gst is optional and free text", () => {
    expect(validateProfile({ ...valid, gst: "100234567800003" })).toEqual({});
    expect(validateProfile({ ...valid, gst: "VAT TRN 1002-3456" })).toEqual({});
  });

  test("every field is bounded in length", () => {
    const long = "x".repeat(MAX_TEXT + 1);
    expect(validateProfile({ ...valid, companyName: long, gst: long })).toEqual({
      companyName: `Company name must be at most ${MAX_TEXT} characters`,
      gst: `GST/VAT number must be at most ${MAX_TEXT} characters`,
    });
  });
});

describe("validateEnquiry", () => {
  const valid = { name: "Omar Haddad", email: "omar@example.com", phone: "+971 50 123 4567", message: "Price for 20 t of HMS 1?" };

  test("a complete enquiry is valid", () => {
    expect(validateEnquiry(valid)).toEqual({});
  });

  test("all four fields are required", () => {
    expect(validateEnquiry({})).toEqual({
      name: "Name is required",
      email: "Email is required",
      phone: "Phone is required",
      message: "Message is required",
    });
  });

  test("email and phone formats", () => {
    expect(validateEnquiry({ ...valid, email: "omar" })).toEqual({ email: "Invalid email format" });
    expect(validateEnquiry({ ...valid, phone: "call me" })).toEqual({
      phone: "Phone must have 8 to 15 digits (spaces, dashes, brackets and a leading + are allowed)",
    });
  });

  test("lengths are bounded", () => {
    expect(validateEnquiry({ ...valid, message: "m".repeat(MAX_MESSAGE) })).toEqual({});
    expect(validateEnquiry({ ...valid, message: "m".repeat(MAX_MESSAGE + 1), name: "n".repeat(MAX_TEXT + 1) })).toEqual({
      name: `Name must be at most ${MAX_TEXT} characters`,
      message: `Message must be at most ${MAX_MESSAGE} characters`,
    });
  });
});

describe("helpers", () => {
  test("text trims strings, drops NUL characters and turns anything else into an empty string", () => {
    expect(text("  a b  ")).toBe("a b");
    expect(text("a\u0000b")).toBe("ab");
    expect(text(5)).toBe("");
    expect(text(null)).toBe("");
    expect(text({ toString: () => "x" })).toBe("");
  });

  test("normalizeEmail trims and lower-cases", () => {
    expect(normalizeEmail("  Omar@Example.COM ")).toBe("omar@example.com");
    expect(normalizeEmail(undefined)).toBe("");
  });

  test("isEmail and isWebUrl", () => {
    expect(isEmail(" omar@example.com ")).toBe(true);
    expect(isEmail(42)).toBe(false);
    expect(isWebUrl("https://acme.ae")).toBe(true);
    expect(isWebUrl("mailto:omar@example.com")).toBe(false);
  });
});

describe("one phone rule everywhere", () => {
  test.each([["+971 50 123 4567"], ["123456"]])("signup, profile and enquiry agree on %j", (phone) => {
    const signup = signupFieldError("phone", { phone }) === undefined;
    const profile =
      validateProfile({ name: "Omar", companyName: "Acme", contact: phone, email: "a@b.co", address: "Dubai" }).contact === undefined;
    const enquiry = validateEnquiry({ name: "Omar", email: "a@b.co", phone, message: "Hi" }).phone === undefined;
    expect(new Set([signup, profile, enquiry]).size).toBe(1);
  });
});

describe("profile labels", () => {
  test("the buyer's form calls the contact person Name, and so do its messages", () => {
    expect(validateProfile({}, profileLabelsFor("BUYER")).name).toBe("Name is required");
    expect(validateProfile({}, profileLabelsFor("SUPPLIER")).name).toBe("Contact person is required");
  });
});

describe("lots, containers and payments: figures", () => {
  test("a figure above what the product keeps says the limit, not that it is no number", () => {
    expect(validatePayment({ amount: "123456789012345678.99", date: "2026-03-01" })).toEqual({ amount: tradeMessages.amountTooLarge });
    expect(validatePayment({ amount: "999999999999.99", date: "2026-03-01" })).toEqual({});
    expect(validateLot({ lotNumber: "L-1", price: "1000000000000" })).toEqual({ price: tradeMessages.priceTooLarge });
    expect(
      validateContainer({ containerNo: "MSCU1234565", sealNo: "S", material: "HMS", quantity: "100000000000", date: "2026-03-01" }),
    ).toEqual({ quantity: tradeMessages.quantityTooLarge });
    expect(tradeMessages.amountTooLarge).toBe("Amount must be at most 999,999,999,999.99");
  });

  test("a figure that is no number, negative, zero where it must be more, or with too many decimals keeps its own message", () => {
    for (const amount of ["-5", "0", "100.555", "1e21", "abc"])
      expect(validatePayment({ amount }, { partial: true })).toEqual({ amount: tradeMessages.amountInvalid });
    expect(validateContainer({ quantity: "-1" }, { partial: true })).toEqual({ quantity: tradeMessages.quantityInvalid });
    expect(validateContainer({ quantity: "0" }, { partial: true })).toEqual({});
  });

  test("an edit that empties a required container field is missing details (SPEC: Please fill all detail fields)", () => {
    expect(validateContainer({ containerNo: "  " }, { partial: true })).toEqual({ containerNo: "Please fill all detail fields" });
  });
});

describe("void reasons", () => {
  test("keep the messages the screens and the API have always shown", () => {
    expect(tradeMessages.reasonMissing).toBe("Give a reason for voiding");
    expect(tradeMessages.reasonTooLong).toBe("The reason must be at most 200 characters");
    expect(MAX_VOID_REASON).toBe(200);
  });

  test("a reason of nothing visible is no reason: spaces, zero-width and other format characters, controls, Braille blanks", () => {
    for (const reason of [
      "",
      "   ",
      "\u200b",
      " \u200b\u200b ",
      "\u200c\u200d\u2060\ufeff",
      "\u200e\u200f\u202e",
      "\u00ad",
      "\ufe0f",
      "\u3000\u00a0\t\n",
      "\u0001",
      "\u2800\u2800",
    ]) {
      expect(voidReasonProblem(reason), JSON.stringify(reason)).toBe(tradeMessages.reasonMissing);
    }
  });

  test("a reason that shows something is taken, invisible characters beside it or not", () => {
    for (const reason of ["Entered twice", "\u200bWrong lot", "x", "✅", "مكرر", "\u00ad-"])
      expect(voidReasonProblem(reason), reason).toBeUndefined();
  });

  test("is at most 200 characters as people count them: an emoji is one, spaces around it are trimmed", () => {
    expect(voidReasonProblem("x".repeat(200))).toBeUndefined();
    expect(voidReasonProblem(`  ${"x".repeat(200)}  `)).toBeUndefined();
    expect(voidReasonProblem("x".repeat(201))).toBe(tradeMessages.reasonTooLong);
    // 150 emoji are 300 UTF-16 units but 150 characters.
    expect(voidReasonProblem("💸".repeat(150))).toBeUndefined();
    expect(voidReasonProblem("💸".repeat(200))).toBeUndefined();
    expect(voidReasonProblem("💸".repeat(201))).toBe(tradeMessages.reasonTooLong);
  });
});
