import { builder } from "../builder.ts";
import { companyReaders, entryWriters, lotWriters } from "../graphql/scopes.ts";
import { db, Prisma } from "../db.ts";
import { AccessDeniedError, ConflictError, InputError, NotFoundError } from "../errors.ts";
import { rowId } from "../rowIds.ts";
import { moneyString } from "../../shared/money.ts";
import { lockedLotHeld, type LockedLot } from "./ownedLotWrite.ts";
import { addLot } from "./lotRecordWrites.ts";
import { heldBy, wholeRow } from "../graphql/loadedQuery.ts";
import { lotNumbered, ownCompanyRecord } from "../access/companyFilters.ts";
import { text } from "../../shared/validation.ts";
import { edgeFor } from "../graphql/edges.ts";
import { feedCursor } from "../events/events.ts";

const profileHeld = wholeRow(Prisma.ProfileScalarFieldEnum);

/** A write's parent lot: the row its lock returned when that holds what the payload asks for. */
export const lotOfWrite = (query: object, lot: LockedLot) =>
  heldBy(query, lockedLotHeld) ? lot : db.lot.findUniqueOrThrow({ ...query, where: { id: lot.id } });

/** What adding or editing a container or payment shares: a signed-in caller, and the errors it may answer. */
export const lotEntryWrite = {
  authScopes: entryWriters,
  errors: { types: [InputError, NotFoundError, AccessDeniedError] },
};

/** The errors an edit, void or restore of an entry may answer: a stale `expectedVersion` too. */
export const entryChangeErrors = { types: [InputError, NotFoundError, AccessDeniedError, ConflictError] };

export const EXPECTED_VERSION_DESCRIPTION =
  "The entry's `version` the editor saw. When another change came first, nothing is written and a ConflictError answers. Leave it out to write whatever the entry holds now.";

type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;

/** A container or payment write's payload field `lot`: the parent lot, whose totals changed. */
export const writtenLotField = <Written extends { lot: LockedLot }>(t: PothosSchemaTypes.ObjectFieldBuilder<Types, Written>) =>
  t.prismaField({
    type: "Lot",
    description: "The lot, with its fresh ledger.",
    resolve: (query, written) => lotOfWrite(query, written.lot),
  });

/**
 * A write's payload field `changeCursor`: the cursor of the change-feed event the write appended, so
 * the writer's own live stream (`companyChanges`) knows that change is already in this answer.
 */
export const changeCursorField = <Written>(
  t: PothosSchemaTypes.ObjectFieldBuilder<Types, Written>,
  lotOf: (written: Written) => LockedLot,
) =>
  t.string({
    nullable: true,
    description:
      "The cursor of this write's event in the change feed (`changeFeed`, `companyChanges`): the same change comes back live with this cursor, and this answer already holds it. Null when the write changed nothing.",
    resolve: (written) => {
      const eventId = lotOf(written).changeEventId;
      return eventId ? feedCursor(eventId) : null;
    },
  });

/**
 * A price as the wire shows it, formatted once per Decimal (they never change): the all-lots
 * statement gives the same lot rows again while nothing changed, a thousand prices per answer.
 */
const priceTexts = new WeakMap<object, string>();
function priceText(price: Prisma.Decimal): string {
  let text = priceTexts.get(price);
  if (text === undefined) priceTexts.set(price, (text = moneyString(price)));
  return text;
}

export const LotRef = builder.prismaNode("Lot", {
  id: { field: "id" },
  // Not the viewer's: `node(id)` answers null, as for an id that does not exist.
  nullable: true,
  findUnique: (id, context) => ({ id: rowId(id), AND: ownCompanyRecord(context.viewer) }),
  description: "A company's lot: a lot number and a price per ton, with its containers and payments.",
  fields: (t) => ({
    lotNumber: t.exposeString("lotNumber", { description: "The company's number for the lot, unique within the company." }),
    price: t.field({ type: "Decimal", description: "Price per ton.", resolve: (lot) => priceText(lot.price) }),
    companyName: t.string({
      description: "The owning company's name.",
      select: { profile: { select: { companyName: true } } },
      resolve: (lot) => lot.profile.companyName,
    }),
    company: t.relation("profile", { description: "The owning company: whoever reads the lot reads its business profile." }),
    createdAt: t.expose("createdAt", { type: "DateTime", description: "When the lot was added." }),
  }),
});

export const LotEdge = builder.edgeObject({ name: "LotEdge", type: LotRef });
export const LotConnection = builder.connectionObject(
  {
    name: "LotConnection",
    type: LotRef,
    fields: (t) => ({
      totalCount: t.int({
        description: "How many lots the company has in all.",
        resolve: (connection) => {
          const { totalCount } = connection as { totalCount?: number | (() => number | Promise<number>) };
          return typeof totalCount === "function" ? totalCount() : (totalCount ?? 0);
        },
      }),
    }),
  },
  LotEdge,
);

builder.prismaObjectFields("Profile", (t) => ({
  lots: t.relatedConnection(
    "lots",
    {
      authScopes: companyReaders,
      cursor: "id",
      description: "The company's lots, newest first, paged Relay-style (with `totalCount`).",
      args: {
        search: t.arg.string({
          required: false,
          description: "Only the lots whose number contains this text, in any letter case (`totalCount` counts them); blank, every lot.",
        }),
      },
      // A case-insensitive part of the lot number, so a company with thousands of lots finds one as it is typed.
      query: ({ search }) => {
        // Prisma puts `contains` into ILIKE as it is: escaped, % and _ match only themselves.
        const part = text(search).replace(/[\\%_]/g, "\\$&");
        return {
          where: part ? { lotNumber: { contains: part, mode: "insensitive" as const } } : undefined,
          orderBy: { id: "desc" as const },
        };
      },
      totalCount: true,
    },
    LotConnection,
  ),
  lot: t.prismaField({
    authScopes: companyReaders,
    type: "Lot",
    nullable: true,
    args: { lotNumber: t.arg.string({ description: "The lot's number." }) },
    description: "One of the company's lots by its number.",
    // One query; the profile must be the viewer's own, so nobody reads another company's lot through it.
    resolve: (query, profile, { lotNumber }, { viewer }) =>
      db.lot.findUnique({
        ...query,
        where: lotNumbered(viewer, profile.id, text(lotNumber)),
      }),
  }),
}));

builder.relayMutationField(
  "addLot",
  {
    inputFields: (t) => ({
      lotNumber: t.string({ description: "The lot's number, unique within the company." }),
      price: t.field({ type: "Decimal", description: "Price per ton, more than 0, up to 2 decimals." }),
    }),
  },
  {
    description: "Adds a lot. Honours `Idempotency-Key`; read-only API keys get AccessDeniedError.",
    authScopes: lotWriters,
    errors: { types: [InputError, AccessDeniedError] },
    resolve: (_root, { input }, { viewer }) => addLot(viewer, input),
  },
  {
    outputFields: (t) => ({
      lot: t.prismaField({ type: "Lot", description: "The new lot.", resolve: (query, lot) => lotOfWrite(query, lot) }),
      lotEdge: t.field({
        type: LotEdge,
        description: "The new lot as an edge, to insert into a `lots` connection.",
        resolve: (lot) => edgeFor(lot),
      }),
      company: t.prismaField({
        type: "Profile",
        description: "The company, whose lot list changed.",
        resolve: (query, lot) =>
          heldBy(query, profileHeld) ? lot.profile : db.profile.findUniqueOrThrow({ ...query, where: { id: lot.profileId } }),
      }),
    }),
  },
);
