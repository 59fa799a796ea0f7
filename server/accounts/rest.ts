import { json, type Route } from "../rest/http.ts";
import { login, requestPasswordReset, resetPassword, signup } from "./accounts.ts";
import type { Viewer } from "../context.ts";

type User = Omit<Viewer, "passwordHash">;

/** The user as the REST clients read it: never the password hash. */
export function publicUser({ id, name, email, phone, createdAt, profile }: User) {
  return {
    _id: String(id),
    id,
    name,
    email,
    phone,
    createdAt,
    role: profile?.role.toLowerCase() ?? null,
    companyName: profile?.companyName ?? null,
  };
}

const signupShape = { name: "text", email: "text", phone: "text", password: "text", confirmPassword: "text" } as const;
const loginShape = { email: "text", password: "text" } as const;

export const authRoutes: Route[] = [
  {
    method: "POST",
    path: "/api/auth/signup",
    handle: async ({ body, clientAddress }) => {
      const { message, user } = await signup(await body(signupShape), clientAddress);
      return json({ message, user: publicUser(user) }, 201);
    },
  },
  {
    method: "POST",
    path: "/api/auth/login",
    handle: async ({ body, clientAddress }) => {
      const { token, user } = await login(await body(loginShape), clientAddress);
      return json({ token, user: publicUser(user) });
    },
  },
  {
    method: "POST",
    path: "/api/auth/forgot-password",
    handle: async ({ body, clientAddress }) => json(await requestPasswordReset(await body({ email: "text" }), clientAddress)),
  },
  {
    method: "POST",
    path: "/api/auth/reset-password/:token",
    handle: async ({ body, params, clientAddress }) =>
      json(await resetPassword(params.token, await body({ password: "text", confirmPassword: "text" }), clientAddress)),
  },
];
