import { builder } from "../builder.ts";
import { db, Prisma } from "../db.ts";
import { heldBy, wholeRow } from "../graphql/loadedQuery.ts";
import { InputError, RateLimitError } from "../errors.ts";
import { rowId } from "../rowIds.ts";
import { houseRoleOf, type Viewer } from "../access/caller.ts";
import { ownUser } from "../access/companyFilters.ts";
import { HouseRoleEnum } from "../house/house.ts";
import { login, requestPasswordReset, resetPassword, signup } from "./accounts.ts";

export const UserRef = builder.prismaNode("User", {
  description: "A person with an account: signs in, and holds at most one business profile.",
  id: { field: "id" },
  // Only the signed-in user can be reached as a node; anyone else's id answers null.
  findUnique: (id, context) => ({ id: rowId(id), AND: ownUser(context.viewer) }),
  nullable: true,
  fields: (t) => ({
    name: t.exposeString("name", { description: "The person's full name." }),
    email: t.exposeString("email", { description: "Sign-in e-mail address (lower case)." }),
    phone: t.exposeString("phone", { description: "Phone number as entered." }),
    profile: t.relation("profile", { nullable: true, description: "The business profile: supplier or buyer." }),
    createdAt: t.expose("createdAt", { type: "DateTime", description: "When the account was created." }),
    houseRole: t.field({
      type: HouseRoleEnum,
      nullable: true,
      description: "The person's role among Gulf Recycling Traders' own staff; null for everyone else, and for an API key.",
      // Read from the row: the request's viewer may have joined the staff during it (acceptStaffInvitation's payload).
      select: { houseRole: true },
      resolve: (user, _args, { viewer }) =>
        viewer?.id === user.id && houseRoleOf({ ...viewer, houseRole: user.houseRole }) ? user.houseRole : null,
    }),
  }),
});

/** What the context's viewer holds: the user's row and their profile's. */
export const viewerHeld = wholeRow(Prisma.UserScalarFieldEnum, { profile: wholeRow(Prisma.ProfileScalarFieldEnum) });

/**
 * The viewer (every column of their row is in hand) with their company read as the query asks for it.
 * The company is the one the request reaches (access/permissions.ts): an API key's is its own, never the
 * company its creator belongs to now (none, or another after they left), so it is read by its id,
 * not through the user's row.
 */
async function viewerWithCompany(query: { select?: Record<string, unknown>; include?: Record<string, unknown> }, viewer: Viewer) {
  const asked = (query.select ?? query.include ?? {}).profile as true | Record<string, unknown> | undefined;
  if (!asked || !viewer.profile) return viewer;
  const profile = await db.profile.findUnique({ ...(asked === true ? {} : asked), where: { id: viewer.profile.id } });
  return { ...viewer, profile };
}

builder.queryField("viewer", (t) =>
  t.prismaField({
    type: "User",
    nullable: true,
    description: "The signed-in user, or null without a token.",
    // The context loaded the user with their profile to check the token: that answers most queries.
    resolve: (query, _root, _args, { viewer }) => {
      // Looked at first, also without a viewer: Pothos warns about a planned query nobody read.
      const held = heldBy(query, viewerHeld);
      return !viewer ? null : held ? viewer : viewerWithCompany(query, viewer);
    },
  }),
);

builder.relayMutationField(
  "signup",
  {
    inputFields: (t) => ({
      name: t.string({ description: "Full name." }),
      email: t.string({ description: "E-mail address, used to sign in." }),
      phone: t.string({ description: "Phone number." }),
      password: t.string({ description: "At least 6 characters." }),
      confirmPassword: t.string({ description: "The same password again." }),
    }),
  },
  {
    description: "Creates an account (SPEC section 2's rules and messages).",
    errors: { types: [InputError, RateLimitError] },
    resolve: (_root, { input }, context) => signup(input, context.clientAddress),
  },
  {
    outputFields: (t) => ({
      message: t.exposeString("message", { description: "The confirmation to show." }),
      user: t.prismaField({
        type: "User",
        description: "The new user (sign in with `login` to get a token).",
        resolve: (query, result) => db.user.findUniqueOrThrow({ ...query, where: { id: result.user.id } }),
      }),
    }),
  },
);

builder.relayMutationField(
  "login",
  {
    inputFields: (t) => ({
      email: t.string({ description: "The account's e-mail address." }),
      password: t.string({ description: "The account's password." }),
    }),
  },
  {
    description: "Signs in with e-mail and password; answers a session token.",
    errors: { types: [InputError, RateLimitError] },
    resolve: (_root, { input }, context) => login(input, context.clientAddress),
  },
  {
    outputFields: (t) => ({
      token: t.exposeString("token", { description: "Send as `Authorization: Bearer <token>`; it expires." }),
      user: t.prismaField({
        type: "User",
        description: "The signed-in user.",
        resolve: (query, result) => db.user.findUniqueOrThrow({ ...query, where: { id: result.user.id } }),
      }),
    }),
  },
);

builder.relayMutationField(
  "requestPasswordReset",
  { inputFields: (t) => ({ email: t.string({ description: "The account's e-mail address." }) }) },
  {
    description: "E-mails a single-use reset link, if the address has an account.",
    errors: { types: [InputError, RateLimitError] },
    resolve: (_root, { input }, context) => requestPasswordReset(input, context.clientAddress),
  },
  {
    outputFields: (t) => ({
      message: t.exposeString("message", {
        description: "The same answer whether or not the address is known, so accounts cannot be guessed.",
      }),
    }),
  },
);

builder.relayMutationField(
  "resetPassword",
  {
    inputFields: (t) => ({
      token: t.string({ description: "The token from the reset link." }),
      password: t.string({ description: "The new password, at least 6 characters." }),
    }),
  },
  {
    description: "Sets a new password with a reset link's token.",
    errors: { types: [InputError, RateLimitError] },
    resolve: (_root, { input }, context) => resetPassword(input.token, input, context.clientAddress),
  },
  {
    outputFields: (t) => ({
      message: t.exposeString("message", { description: "The confirmation to show; earlier sessions are signed out." }),
    }),
  },
);
