import { builder } from "../builder.ts";
import { db, Prisma } from "../db.ts";
import { heldBy, wholeRow } from "../graphql/loadedQuery.ts";
import { InputError, RateLimitError } from "../errors.ts";
import { rowId } from "../graphql/ids.ts";
import { ownUser, type Viewer } from "../access.ts";
import { login, requestPasswordReset, resetPassword, signup } from "../services/accounts.ts";

export const UserRef = builder.prismaNode("User", {
  id: { field: "id" },
  // Only the signed-in user can be reached as a node; anyone else's id answers null.
  findUnique: (id, context) => ({ id: rowId(id), AND: ownUser(context.viewer) }),
  nullable: true,
  fields: (t) => ({
    name: t.exposeString("name"),
    email: t.exposeString("email"),
    phone: t.exposeString("phone"),
    profile: t.relation("profile", { nullable: true, description: "The business profile: supplier or buyer." }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
  }),
});

/** What the context's viewer holds: the user's row and their profile's. */
export const viewerHeld = wholeRow(Prisma.UserScalarFieldEnum, { profile: wholeRow(Prisma.ProfileScalarFieldEnum) });

/**
 * The viewer (every column of their row is in hand) with their company read as the query asks for it.
 * The company is the one the request reaches (access.ts): an API key's is its own, never the
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
      name: t.string(),
      email: t.string(),
      phone: t.string(),
      password: t.string(),
      confirmPassword: t.string(),
    }),
  },
  {
    errors: { types: [InputError, RateLimitError] },
    resolve: (_root, { input }, context) => signup(input, context.clientAddress),
  },
  {
    outputFields: (t) => ({
      message: t.exposeString("message"),
      user: t.prismaField({ type: "User", resolve: (query, result) => db.user.findUniqueOrThrow({ ...query, where: { id: result.user.id } }) }),
    }),
  },
);

builder.relayMutationField(
  "login",
  { inputFields: (t) => ({ email: t.string(), password: t.string() }) },
  {
    errors: { types: [InputError, RateLimitError] },
    resolve: (_root, { input }, context) => login(input, context.clientAddress),
  },
  {
    outputFields: (t) => ({
      token: t.exposeString("token", { description: "Send as `Authorization: Bearer <token>`; it expires." }),
      user: t.prismaField({ type: "User", resolve: (query, result) => db.user.findUniqueOrThrow({ ...query, where: { id: result.user.id } }) }),
    }),
  },
);

builder.relayMutationField(
  "requestPasswordReset",
  { inputFields: (t) => ({ email: t.string() }) },
  {
    errors: { types: [InputError, RateLimitError] },
    resolve: (_root, { input }, context) => requestPasswordReset(input, context.clientAddress),
  },
  { outputFields: (t) => ({ message: t.exposeString("message") }) },
);

builder.relayMutationField(
  "resetPassword",
  { inputFields: (t) => ({ token: t.string(), password: t.string() }) },
  {
    errors: { types: [InputError, RateLimitError] },
    resolve: (_root, { input }, context) => resetPassword(input.token, input, context.clientAddress),
  },
  { outputFields: (t) => ({ message: t.exposeString("message") }) },
);
