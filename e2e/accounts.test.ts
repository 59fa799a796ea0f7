/**
 * Accounts, dashboards and business profiles in Chromium against the real server on a fresh
 * database (SPEC sections 2, 4, 5, 6, 8 and 9): signup, login with the Welcome popup and the
 * reload, supplier and buyer profiles, Access Denied both ways, the Unauthorized redirect, an
 * expired or forged token, and a password reset through the mail the server prints.
 */
import { AxeBuilder } from "@axe-core/playwright";
import jwt from "jsonwebtoken";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { Dialog, Page } from "playwright-core";
import { logIn, signUp } from "./api.ts";
import { collectPageErrors, describeE2E, DESKTOP, PHONE, startHarness, type Harness } from "./harness.ts";

const JWT_SECRET = "e2e-accounts-secret-0123456789abcdef";
/** Many logins from one address in a few minutes: lift the per-minute limit for this suite. */
const SERVER_ENV = { JWT_SECRET, RATE_LIMIT_MAX: "1000" };

interface Account {
  name: string;
  email: string;
  phone: string;
  password: string;
}

const supplier: Account = { name: "Omar Haddad", email: "omar@haddadmetals.ae", phone: "0501234567", password: "scrap-metal-1" };
const buyer: Account = { name: "Priya Nair", email: "priya@cementworks.in", phone: "919812345678", password: "tyre-fuel-22" };

const supplierProfile = {
  "Contact Person": "Omar Haddad",
  "Company Name": "Haddad Metals FZE",
  "Contact Number": "+971 50 123 4567",
  Email: "accounts@haddadmetals.ae",
  Address: "Warehouse 4, Al Sajaa Industrial Area, Sharjah",
  Website: "https://haddadmetals.ae",
};
const buyerProfile = {
  Name: "Priya Nair",
  "Company Name": "Cement Works India Pvt Ltd",
  "Contact Number": "+91 98123 45678",
  Email: "purchase@cementworks.in",
  Address: "Plot 9, MIDC, Pune, India",
  "GST/VAT Number": "27AAACC1234F1Z5",
};

/** Console errors that are the expected 401 answers to a refused token, not page faults. */
const expected401 = (e: string) => /status of 401/.test(e);

async function seriousViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .analyze();
  return result.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

describeE2E("accounts, dashboards and business profiles", () => {
  let h: Harness;

  beforeAll(async () => {
    h = await startHarness({ env: SERVER_ENV });
  });
  afterAll(async () => {
    await h?.stop();
  });

  /** Answers the browser's own dialogs (alert, confirm), should any open, and remembers what they said. */
  function recordBrowserDialogs(page: Page): string[] {
    const said: string[] = [];
    page.on("dialog", (d: Dialog) => {
      said.push(d.message());
      void d.accept();
    });
    return said;
  }

  async function signup(page: Page, account: Account) {
    const browserDialogs = recordBrowserDialogs(page);
    await page.goto(h.url("/signup"));
    await page.getByRole("heading", { level: 1, name: "Sign up" }).waitFor();
    // The rules of SPEC section 5 first: nothing is sent while a field is wrong.
    await page.getByRole("button", { name: "Sign up" }).click();
    await page.getByText("Name is required").waitFor();
    await page.getByText("Confirm password is required").waitFor();
    await page.getByLabel("Name", { exact: true }).fill(account.name);
    expect(await page.getByText("Name is required").count()).toBe(0);
    await page.getByLabel("Email", { exact: true }).fill(account.email);
    await page.getByLabel("Phone", { exact: true }).fill(account.phone);
    await page.getByLabel("Password", { exact: true }).fill(account.password);
    await page.getByLabel("Confirm Password", { exact: true }).fill(account.password + "x");
    await page.getByRole("button", { name: "Sign up" }).click();
    await page.getByText("Passwords do not match").waitFor();
    await page.getByLabel("Confirm Password", { exact: true }).fill(account.password);
    await page.getByRole("button", { name: "Show confirm password" }).click();
    expect(await page.getByLabel("Confirm Password", { exact: true }).getAttribute("type")).toBe("text");
    await page.getByRole("button", { name: "Sign up" }).click();
    await page.waitForURL(h.url("/login"));
    // The server's message in the page's alert above the form, which offers the address just used.
    expect(await page.getByRole("alert").textContent()).toBe("Signup successful. Please login.");
    expect(await page.getByLabel("Email", { exact: true }).inputValue()).toBe(account.email);
    expect(browserDialogs).toEqual([]);
  }

  /** Logs in through the form; resolves once the app has gone to / and reloaded. */
  async function login(page: Page, account: Pick<Account, "email" | "password">) {
    if (!page.url().endsWith("/login")) await page.goto(h.url("/login"));
    await page.getByLabel("Email", { exact: true }).fill(account.email);
    await page.getByLabel("Password", { exact: true }).fill(account.password);
    await page.getByRole("button", { name: "Login", exact: true }).click();
    const welcome = page.getByRole("dialog", { name: "Welcome" });
    await welcome.waitFor();
    const shownAt = Date.now();
    expect(await welcome.textContent()).toContain("Login Successful");
    const reloaded = page.waitForEvent("load", { timeout: 10_000 });
    await page.waitForURL(h.url("/"), { timeout: 10_000 });
    expect(Date.now() - shownAt).toBeGreaterThan(2000); // SPEC section 9: 2500 ms
    await reloaded;
    // The bar shows Logout (inside the collapsed menu on a phone).
    const narrow = (page.viewportSize()?.width ?? 1280) < 800;
    await page.getByRole("button", { name: "Logout", includeHidden: narrow }).waitFor({ state: narrow ? "attached" : "visible" });
    const stored = await page.evaluate(() => ({ token: localStorage.getItem("token"), user: localStorage.getItem("user") }));
    expect(stored.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(JSON.parse(stored.user!)).toMatchObject({ email: account.email });
  }

  async function fillProfile(page: Page, values: Record<string, string>) {
    for (const [label, value] of Object.entries(values)) await page.getByLabel(new RegExp(`^${label}`)).fill(value);
  }

  async function detail(page: Page, label: string): Promise<string> {
    return (
      (await page
        .locator(".profile-details > div", { has: page.locator("dt", { hasText: new RegExp(`^${label}$`) }) })
        .locator("dd")
        .textContent()) ?? ""
    );
  }

  it("a supplier signs up, logs in, creates the business profile, and the dashboard offers it", async () => {
    const page = await h.newPage();
    const errors = collectPageErrors(page);
    await signup(page, supplier);

    // Login: a wrong password first (Login Failed with the server's message).
    await page.getByLabel("Email", { exact: true }).fill(supplier.email);
    await page.getByLabel("Password", { exact: true }).fill("not-the-password");
    await page.getByRole("button", { name: "Show password" }).click();
    expect(await page.getByLabel("Password", { exact: true }).getAttribute("type")).toBe("text");
    await page.getByRole("button", { name: "Login", exact: true }).click();
    const failed = page.getByRole("alertdialog", { name: "Login Failed" });
    await failed.waitFor();
    expect(await failed.textContent()).toContain("Invalid email or password");
    await failed.getByRole("button", { name: "OK" }).click();
    await login(page, supplier);

    // The supplier dashboard without a profile.
    await page.getByRole("link", { name: "Supplier", exact: true }).click();
    await page.getByRole("heading", { level: 1, name: "Supplier Dashboard" }).waitFor();
    await page.getByRole("link", { name: "Add Supplier Profile" }).click();
    await page.waitForURL(h.url("/add-supplier"));
    await page.getByRole("heading", { name: "Create Business Profile" }).waitFor();

    // The form's rules, then a profile.
    await page.getByRole("button", { name: "Add Supplier" }).click();
    await page.getByText("Company name is required").waitFor();
    await fillProfile(page, { ...supplierProfile, Website: "haddadmetals" });
    await page.getByRole("button", { name: "Add Supplier" }).click();
    await page.getByText("Website must be a valid URL, for example https://example.com").waitFor();
    await fillProfile(page, { Website: supplierProfile.Website });
    await page.getByRole("button", { name: "Add Supplier" }).click();
    const created = page.getByRole("dialog", { name: "Supplier Profile Created" });
    await created.waitFor();
    await page.waitForURL(h.url("/dashboard"), { timeout: 10_000 });
    await created.waitFor({ state: "detached" });

    await page.getByRole("link", { name: /^Manage Lots: Add or View/ }).waitFor();
    await page.getByRole("link", { name: /^View Business Profile/ }).click();
    await page.waitForURL(h.url("/add-supplier"));
    await page.locator(".profile-details").waitFor();
    expect(await detail(page, "Contact Person")).toBe("Omar Haddad");
    expect(await detail(page, "Company")).toBe("Haddad Metals FZE");
    expect(await detail(page, "Contact")).toBe("+971 50 123 4567");
    expect(await detail(page, "Email")).toBe("accounts@haddadmetals.ae");
    expect(await detail(page, "Address")).toBe("Warehouse 4, Al Sajaa Industrial Area, Sharjah");
    expect(await detail(page, "Website")).toBe("https://haddadmetals.ae");
    expect(await detail(page, "GST/VAT")).toBe("—");

    // A supplier on the buyer dashboard and profile page: Access Denied, Back to Home.
    await page.getByRole("link", { name: "Buyer", exact: true }).click();
    await page.getByRole("heading", { level: 1, name: "Buyer Dashboard" }).waitFor();
    await page.getByRole("heading", { name: "Access Denied" }).waitFor();
    await page.getByText("You already have a Supplier profile. Buyer access is restricted").waitFor();
    await page.getByRole("button", { name: "Back to Home" }).click();
    await page.waitForURL(h.url("/"));
    await page.goto(h.url("/buyerbusinessprofile"));
    await page.getByText("You already have a Supplier profile. Buyer access is restricted").waitFor();

    // Logout empties the session and shows Login again.
    await page.getByRole("button", { name: "Logout" }).click();
    await page.waitForURL(h.url("/login"));
    await page.getByRole("link", { name: "Login", exact: true }).waitFor();
    expect(await page.evaluate(() => [localStorage.getItem("token"), localStorage.getItem("user")])).toEqual([null, null]);
    expect(errors).toEqual([]);
  });

  it("a buyer signs up and creates the profile on a phone-sized window; the supplier dashboard denies access", async () => {
    const page = await h.newPage({ viewport: PHONE });
    const errors = collectPageErrors(page);
    await signup(page, buyer);
    await login(page, buyer);

    await page.goto(h.url("/dashboard1"));
    await page.getByRole("heading", { level: 1, name: "Buyer Dashboard" }).waitFor();
    await page.getByRole("link", { name: "Add Buyer Profile" }).click();
    await page.waitForURL(h.url("/buyerbusinessprofile"));
    await fillProfile(page, buyerProfile);
    // Nothing sticks out of a 360 px window.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await page.getByRole("button", { name: "Add Buyer" }).click();
    const created = page.getByRole("dialog", { name: "Buyer Profile Created" });
    await created.waitFor();
    expect(await created.textContent()).toContain("Business profile added successfully");
    await page.waitForURL(h.url("/dashboard1"), { timeout: 10_000 });
    expect(await page.getByRole("link", { name: /^Manage Lots/ }).getAttribute("href")).toBe("/addlotbuyer");
    await page.getByRole("link", { name: /^View Business Profile/ }).click();
    await page.locator(".profile-details").waitFor();
    expect(await detail(page, "Name")).toBe("Priya Nair");
    expect(await detail(page, "Company Name")).toBe("Cement Works India Pvt Ltd");
    expect(await detail(page, "GST/VAT")).toBe("27AAACC1234F1Z5");
    expect(await detail(page, "Website")).toBe("—");
    await page.getByRole("link", { name: "Back to Dashboard" }).click();
    await page.waitForURL(h.url("/dashboard1"));

    await page.goto(h.url("/dashboard"));
    await page.getByRole("heading", { level: 1, name: "Supplier Dashboard" }).waitFor();
    await page.getByText("You already have a Buyer profile. Supplier access is restricted").waitFor();
    await page.goto(h.url("/add-supplier"));
    await page.getByText("You already have a Buyer profile. Supplier access is restricted").waitFor();
    expect(errors).toEqual([]);
  });

  it("names in any script and phones as people write them are accepted; the buyer form's Name has its own message", async () => {
    const page = await h.newPage();
    const errors = collectPageErrors(page);
    const arabic: Account = { name: "محمد علي", email: "mohammed@alnoor-scrap.ae", phone: "+971 50 123 4567", password: "scrap-metal-3" };
    // The phone rule says what it wants, and the same rule holds on signup and on the profile.
    await page.goto(h.url("/signup"));
    await page.getByLabel("Phone", { exact: true }).fill("12345");
    await page.getByRole("button", { name: "Sign up" }).click();
    await page.getByText("Phone number must be at least 8 digits").waitFor();
    await signup(page, arabic);
    await signup(await h.newPage(), { name: "José", email: "jose@metales.es", phone: "(04) 555-0142", password: "scrap-metal-4" });
    await login(page, arabic);
    await page.goto(h.url("/buyerbusinessprofile"));
    await page.getByRole("button", { name: "Add Buyer" }).click();
    const name = page.getByLabel(/^Name/);
    const message = await page.locator(`[id="${await name.getAttribute("aria-describedby")}"]`).textContent();
    expect(message).toBe("Name is required");
    await fillProfile(page, {
      Name: arabic.name,
      "Company Name": "النور لتجارة الخردة ذ.م.م",
      "Contact Number": "+971 50 123 4567",
      Email: arabic.email,
      Address: "المنطقة الصناعية ١٢، الشارقة",
    });
    await page.getByRole("button", { name: "Add Buyer" }).click();
    await page.getByRole("dialog", { name: "Buyer Profile Created" }).waitFor();
    await page.waitForURL(h.url("/dashboard1"), { timeout: 10_000 });
    await page.getByRole("link", { name: /^View Business Profile/ }).click();
    await page.locator(".profile-details").waitFor();
    expect(await detail(page, "Name")).toBe("محمد علي");
    expect(await detail(page, "Company Name")).toBe("النور لتجارة الخردة ذ.م.م");
    expect(errors).toEqual([]);
  });

  it("without a token the back-office pages say Please login first and go to /login", async () => {
    const page = await h.newPage();
    const errors = collectPageErrors(page);
    for (const path of ["/dashboard", "/dashboard1", "/add-supplier", "/buyerbusinessprofile"]) {
      await page.goto(h.url(path));
      const dialog = page.getByRole("alertdialog", { name: "Unauthorized" });
      await dialog.waitFor();
      expect(await dialog.textContent()).toContain("Please login first");
      await dialog.getByRole("button", { name: "OK" }).click();
      await page.waitForURL(h.url("/login"));
      await page.getByRole("heading", { level: 1, name: "Login" }).waitFor();
    }
    expect(errors).toEqual([]);
  });

  for (const [kind, makeToken, message] of [
    [
      "an expired token",
      () => jwt.sign({ sub: "1", exp: Math.floor(Date.now() / 1000) - 60 }, JWT_SECRET, { algorithm: "HS256" }),
      "Your session has expired. Please login again.",
    ],
    [
      "a forged token",
      () => jwt.sign({ sub: "1" }, "not-the-server-secret", { algorithm: "HS256", expiresIn: "1h" }),
      "Invalid token. Please login again.",
    ],
  ] as const) {
    it(`${kind} in local storage signs the user out cleanly, with the server's message on /login`, async () => {
      const page = await h.newPage();
      const errors = collectPageErrors(page);
      const token = makeToken();
      // Stored once, as if left over from an earlier visit.
      await page.addInitScript(
        ([t]) => {
          if (!sessionStorage.getItem("seeded")) {
            sessionStorage.setItem("seeded", "1");
            localStorage.setItem("token", t);
            localStorage.setItem("user", JSON.stringify({ name: "Old Session" }));
          }
        },
        [token],
      );
      await page.goto(h.url("/dashboard"));
      await page.waitForURL(h.url("/login"), { timeout: 10_000 });
      const notice = page.getByRole("alert").filter({ hasText: message });
      await notice.waitFor();
      await page.getByRole("link", { name: "Login", exact: true }).waitFor();
      expect(await page.evaluate(() => [localStorage.getItem("token"), localStorage.getItem("user")])).toEqual([null, null]);
      expect(await page.getByText("Something went wrong").count()).toBe(0);
      // The footer's company details load again without the token.
      await page.locator(".site-footer").getByText("Sharjah").first().waitFor();
      expect(errors.filter((e) => !expected401(e))).toEqual([]);
    });
  }

  it("forgot and reset password through the mail, then login with the new password", async () => {
    const page = await h.newPage();
    const errors = collectPageErrors(page);
    await page.goto(h.url("/login"));
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await page.waitForURL(h.url("/forgot-password"));
    await page.getByRole("button", { name: "Send Reset Link" }).click();
    await page.getByText("Email is required").waitFor();
    await page.getByLabel("Email", { exact: true }).fill(supplier.email);
    await page.getByRole("button", { name: "Send Reset Link" }).click();
    await page
      .getByRole("status")
      .filter({ hasText: "If an account exists for that email, a password reset link has been sent to it." })
      .waitFor();

    // SMTP_URL is unset: the server printed the mail, with the link.
    const [, resetPath] = await h.server.waitForOutput(/\[mail\][\s\S]*?https?:\/\/[^/\s]+(\/reset-password\/[\w-]+)/);
    expect(h.server.output()).toContain(`for ${supplier.email}: Reset your password`);

    await page.goto(h.url(resetPath));
    await page.getByRole("heading", { level: 1, name: "Reset password" }).waitFor();
    await page.getByRole("button", { name: "Show new password" }).click();
    expect(await page.getByLabel("New Password", { exact: true }).getAttribute("type")).toBe("text");
    await page.getByLabel("New Password", { exact: true }).fill("brand-new-pass");
    await page.getByRole("button", { name: "Reset Password" }).click();
    await page.waitForURL(h.url("/login"));
    await page.getByText("Your password has been reset. Please login with your new password.").waitFor();

    // The link works once.
    await page.goto(h.url(resetPath));
    await page.getByLabel("New Password", { exact: true }).fill("another-pass");
    await page.getByRole("button", { name: "Reset Password" }).click();
    const refused = page.getByRole("alertdialog", { name: "Error!" });
    await refused.waitFor();
    expect(await refused.textContent()).toContain("This reset link is invalid or has expired. Please request a new one.");
    await refused.getByRole("button", { name: "OK" }).click();

    // The old password no longer works; the new one does.
    await page.goto(h.url("/login"));
    await page.getByLabel("Email", { exact: true }).fill(supplier.email);
    await page.getByLabel("Password", { exact: true }).fill(supplier.password);
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await page.getByRole("alertdialog", { name: "Login Failed" }).waitFor();
    await page.getByRole("button", { name: "OK" }).click();
    await login(page, { email: supplier.email, password: "brand-new-pass" });
    await page.goto(h.url("/dashboard"));
    await page.getByRole("link", { name: /^View Business Profile/ }).waitFor();
    expect(errors).toEqual([]);
  });

  let a11yTokens: Record<"supplier" | "buyer" | "none", string> | null = null;

  /** Tokens of the suite's supplier and buyer, and of a user without a profile, through the API. */
  async function tokensForA11y() {
    if (a11yTokens) return a11yTokens;
    const tokenOf = async (email: string, password: string) => (await logIn(h, email, password)).token;
    await signUp(h, { name: "Sara Ali", email: "sara@recyclers.ae", phone: "0509876543", password: "secret12" });
    a11yTokens = {
      supplier: await tokenOf(supplier.email, "brand-new-pass"),
      buyer: await tokenOf(buyer.email, buyer.password),
      none: await tokenOf("sara@recyclers.ae", "secret12"),
    };
    return a11yTokens;
  }

  const a11yScreens: { path: string; token?: "supplier" | "buyer" | "none"; act?: (p: Page) => Promise<unknown> }[] = [
    {
      path: "/login",
      act: (p) =>
        p
          .getByRole("button", { name: "Login", exact: true })
          .click()
          .then(() => p.getByText("Password is required").waitFor()),
    },
    {
      path: "/signup",
      act: (p) =>
        p
          .getByRole("button", { name: "Sign up" })
          .click()
          .then(() => p.getByText("Name is required").waitFor()),
    },
    { path: "/forgot-password" },
    { path: "/reset-password/unknown-token" },
    { path: "/dashboard", act: (p) => p.getByRole("alertdialog", { name: "Unauthorized" }).waitFor() },
    { path: "/dashboard", token: "supplier", act: (p) => p.getByRole("link", { name: /^View Business Profile/ }).waitFor() },
    { path: "/dashboard", token: "none", act: (p) => p.getByRole("link", { name: "Add Supplier Profile" }).waitFor() },
    { path: "/dashboard1", token: "supplier", act: (p) => p.getByText("Access Denied").waitFor() },
    { path: "/add-supplier", token: "supplier", act: (p) => p.locator(".profile-details").waitFor() },
    { path: "/buyerbusinessprofile", token: "buyer", act: (p) => p.locator(".profile-details").waitFor() },
    {
      path: "/add-supplier",
      token: "none",
      act: (p) =>
        p
          .getByRole("button", { name: "Add Supplier" })
          .click()
          .then(() => p.getByText("Address is required").waitFor()),
    },
    {
      path: "/buyerbusinessprofile",
      token: "none",
      act: async (p) => {
        await fillProfile(p, { ...buyerProfile, "Company Name": "Haddad Metals FZE" });
        await p.getByRole("button", { name: "Add Buyer" }).click();
        await p.getByRole("alertdialog", { name: "Error!" }).waitFor();
      },
    },
  ];

  for (const [label, viewport] of [
    ["desktop", DESKTOP],
    ["phone", PHONE],
  ] as const) {
    it(`no serious or critical accessibility violation on the account, dashboard and profile screens (${label})`, async () => {
      const tokens = await tokensForA11y();
      const found: Record<string, string[]> = {};
      for (const screen of a11yScreens) {
        const page = await h.newPage({ viewport, reducedMotion: "reduce" });
        if (screen.token) await page.addInitScript((t) => localStorage.setItem("token", t), tokens[screen.token]);
        await page.goto(h.url(screen.path));
        await page.locator("h1").first().waitFor();
        await screen.act?.(page);
        await page.waitForLoadState("networkidle");
        const v = await seriousViolations(page);
        if (v.length) found[`${label} ${screen.path} ${screen.token ?? "signed out"}`] = v;
        await page.context().close();
      }
      expect(found).toEqual({});
    });
  }
});
