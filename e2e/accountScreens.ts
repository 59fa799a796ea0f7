/**
 * Screenshots of the account, dashboard and profile screens in their states, at phone and desktop
 * width, for looking at them:
 *   npx tsx e2e/accountScreens.ts [out-dir]      (default tmp/screenshots/accounts)
 */
import type { Page } from "playwright-core";
import { createProfile, logIn, signUp } from "./api.ts";
import { DESKTOP, PHONE, startHarness } from "./harness.ts";
import { savePageScreenshot, screenshotDir } from "./screenshotFiles.ts";

const out = screenshotDir("tmp/screenshots/accounts");

const h = await startHarness({ env: { RATE_LIMIT_MAX: "1000" } });

async function account(email: string, role: "SUPPLIER" | "BUYER" | null, company: string): Promise<string> {
  await signUp(h, { name: "Omar Haddad", email, phone: "0501234567", password: "secret12" });
  const { token } = await logIn(h, email, "secret12");
  if (role) {
    await createProfile(h, token, role, {
      name: "Omar Haddad",
      companyName: company,
      contact: "+971 50 123 4567",
      email: `accounts@${email.split("@")[1]}`,
      address: "Warehouse 4, Al Sajaa Industrial Area, Sharjah, United Arab Emirates",
      website: "https://haddadmetals.ae",
      gst: role === "BUYER" ? "27AAACC1234F1Z5" : null,
    });
  }
  return token;
}

const supplierToken = await account("omar@haddadmetals.ae", "SUPPLIER", "Haddad Metals FZE");
const buyerToken = await account("priya@cementworks.in", "BUYER", "Cement Works India Pvt Ltd");
const newcomerToken = await account("new@recyclers.ae", null, "");

type Shot = { name: string; path: string; token?: string; act?: (page: Page) => Promise<void> };

const shots: Shot[] = [
  { name: "login", path: "/login" },
  {
    name: "login-errors",
    path: "/login",
    act: async (p) => {
      await p.getByRole("button", { name: "Login", exact: true }).click();
      await p.getByText("Password is required").waitFor();
    },
  },
  {
    name: "login-failed",
    path: "/login",
    act: async (p) => {
      await p.getByLabel("Email", { exact: true }).fill("omar@haddadmetals.ae");
      await p.getByLabel("Password", { exact: true }).fill("wrong-one");
      await p.getByRole("button", { name: "Login", exact: true }).click();
      await p.getByRole("alertdialog").waitFor();
    },
  },
  {
    name: "login-welcome",
    path: "/login",
    act: async (p) => {
      await p.getByLabel("Email", { exact: true }).fill("omar@haddadmetals.ae");
      await p.getByLabel("Password", { exact: true }).fill("secret12");
      await p.getByRole("button", { name: "Login", exact: true }).click();
      await p.getByRole("dialog", { name: "Welcome" }).waitFor();
    },
  },
  {
    name: "signup-errors",
    path: "/signup",
    act: async (p) => {
      await p.getByLabel("Name", { exact: true }).fill("A");
      await p.getByLabel("Email", { exact: true }).fill("omar@haddad");
      await p.getByRole("button", { name: "Sign up" }).click();
      await p.getByText("Confirm password is required").waitFor();
      await p.getByLabel("Email", { exact: true }).focus();
    },
  },
  {
    name: "forgot-sent",
    path: "/forgot-password",
    act: async (p) => {
      await p.getByLabel("Email", { exact: true }).fill("omar@haddadmetals.ae");
      await p.getByRole("button", { name: "Send Reset Link" }).click();
      await p.getByRole("status").filter({ hasText: "If an account" }).waitFor();
    },
  },
  {
    name: "reset-refused",
    path: "/reset-password/not-a-real-token",
    act: async (p) => {
      await p.getByLabel("New Password", { exact: true }).fill("newsecret");
      await p.getByRole("button", { name: "Reset Password" }).click();
      await p.getByRole("alertdialog").waitFor();
    },
  },
  { name: "dashboard-unauthorized", path: "/dashboard", act: async (p) => void (await p.getByRole("alertdialog").waitFor()) },
  {
    name: "dashboard-supplier",
    path: "/dashboard",
    token: supplierToken,
    act: async (p) => void (await p.getByText("View Business Profile").waitFor()),
  },
  {
    name: "dashboard-none",
    path: "/dashboard",
    token: newcomerToken,
    act: async (p) => void (await p.getByText("Add Supplier Profile").waitFor()),
  },
  {
    name: "dashboard1-denied",
    path: "/dashboard1",
    token: supplierToken,
    act: async (p) => void (await p.getByText("Access Denied").waitFor()),
  },
  {
    name: "dashboard1-buyer",
    path: "/dashboard1",
    token: buyerToken,
    act: async (p) => void (await p.getByText("View Business Profile").waitFor()),
  },
  {
    name: "add-supplier-view",
    path: "/add-supplier",
    token: supplierToken,
    act: async (p) => void (await p.locator(".profile-details").waitFor()),
  },
  {
    name: "add-supplier-form-errors",
    path: "/add-supplier",
    token: newcomerToken,
    act: async (p) => {
      await p.getByLabel(/^Website/).fill("haddad");
      await p.getByRole("button", { name: "Add Supplier" }).click();
      await p.getByText("Company name is required").waitFor();
    },
  },
  {
    name: "add-supplier-error-retry",
    path: "/add-supplier",
    token: newcomerToken,
    act: async (p) => {
      await p.getByLabel(/^Contact Person/).fill("Sara Ali");
      await p.getByLabel(/^Company Name/).fill("Haddad Metals FZE");
      await p.getByLabel(/^Contact Number/).fill("+971 4 555 0101");
      await p.getByLabel(/^Email/).fill("sara@recyclers.ae");
      await p.getByLabel(/^Address/).fill("Jebel Ali, Dubai");
      await p.getByRole("button", { name: "Add Supplier" }).click();
      await p.getByRole("alertdialog").waitFor();
    },
  },
  {
    name: "buyer-profile-view",
    path: "/buyerbusinessprofile",
    token: buyerToken,
    act: async (p) => void (await p.locator(".profile-details").waitFor()),
  },
  {
    name: "buyer-profile-form",
    path: "/buyerbusinessprofile",
    token: newcomerToken,
    act: async (p) => void (await p.getByRole("button", { name: "Add Buyer" }).waitFor()),
  },
];

try {
  for (const [label, viewport] of [
    ["phone", PHONE],
    ["desktop", DESKTOP],
  ] as const) {
    for (const shot of shots) {
      const page = await h.newPage({ viewport, reducedMotion: "reduce" });
      if (shot.token) await page.addInitScript((t) => localStorage.setItem("token", t), shot.token);
      await page.goto(h.url(shot.path));
      await page.locator("h1").first().waitFor();
      await shot.act?.(page);
      await page.waitForTimeout(150);
      await savePageScreenshot(page, out, `${label}-${shot.name}`, { fullPage: label !== "phone" });
      await page.context().close();
    }
  }
} finally {
  await h.stop();
}
