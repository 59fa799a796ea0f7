import { builder } from "../builder.ts";
import { companyReaders, people } from "../graphql/scopes.ts";
import { db } from "../db.ts";
import { rowId } from "../rowIds.ts";
import { requirePerson } from "../access/caller.ts";
import { ledgerReader } from "../access/permissions.ts";
import { ownCompanyRecord } from "../access/companyFilters.ts";
import { changingViewers } from "../auth/keptViewers.ts";
import { AccessDeniedError, NotFoundError } from "../errors.ts";
import { LotRef } from "../ledger/lot.ts";
import { UserRef } from "../accounts/schema.ts";
import { markLotSeen } from "./digest.ts";

/*
 * Issue 47's daily digest in GraphQL (agreement/digest.ts): the person's own setting, and the lot
 * screen telling the server what the person saw, so that no digest mails it to them.
 */

builder.objectField(UserRef, "agreementDigest", (t) =>
  t.exposeBoolean("agreementDigest", {
    description:
      "Whether the person gets the daily e-mail digest of entries waiting for their side's confirmation or answer (on by default; `setAgreementDigest` turns it off and on).",
  }),
);

builder.relayMutationField(
  "setAgreementDigest",
  { inputFields: (t) => ({ enabled: t.boolean({ description: "True to get the daily digest, false to stop it." }) }) },
  {
    description:
      "Turns the signed-in person's daily digest of entries waiting for their side on or off. A person's own setting: API keys cannot.",
    authScopes: people,
    errors: { types: [AccessDeniedError] },
    resolve: async (_root, { input }, { viewer }) => {
      const person = requirePerson(viewer);
      const user = await changingViewers(db.user.update({ where: { id: person.id }, data: { agreementDigest: input.enabled } }));
      return { user };
    },
  },
  {
    outputFields: (t) => ({
      user: t.field({ type: UserRef, description: "The person, with the setting as saved.", resolve: (result) => result.user }),
    }),
  },
);

builder.relayMutationField(
  "markLotSeen",
  { inputFields: (t) => ({ lotId: t.globalID({ for: LotRef, description: "The lot whose screen the person has open." }) }) },
  {
    description:
      "The lot's screen is open before the person: every entry of the lot waiting for a side is seen at its version, and no daily digest names it to them (until a step or an edit changes it). People only: an API key sees nothing for anyone.",
    authScopes: { $all: { ...people, $any: companyReaders } },
    errors: { types: [AccessDeniedError, NotFoundError] },
    resolve: async (_root, { input }, { viewer }) => {
      const person = ledgerReader(requirePerson(viewer));
      const lot = await db.lot.findFirst({ where: { id: rowId(input.lotId.id), AND: ownCompanyRecord(person) }, select: { id: true } });
      if (!lot) throw new NotFoundError("Lot not found");
      return { seen: await markLotSeen(person.id, lot.id) };
    },
  },
  {
    outputFields: (t) => ({
      seen: t.exposeInt("seen", { description: "How many entries were new to the person (0 when they had seen them all)." }),
    }),
  },
);
