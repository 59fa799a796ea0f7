import {
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isUnionType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputField,
  type GraphQLSchema,
} from "graphql";

/**
 * Descriptions for every type and field that integrators read in GraphiQL and in schema.graphql.
 * Fields declared with their own `description` keep it; this fills in the rest: the types the
 * Relay and errors plugins generate (connections, edges, payloads, results, inputs) by rule, and
 * the plain fields from the table below. descriptions.test.ts fails while any type, field,
 * argument or enum value is left without one.
 */
const fieldDescriptions: Record<string, string> = {
  "Query.siteInfo": "The company's public contact details.",
  "Query.node": "Any object by its global id (`id`), or null when it does not exist or is not yours.",
  "Query.nodes": "Several objects by their global ids, in the same order; null for each one that does not exist or is not yours.",
  "Node.id": "A global id, unique across types: pass it to `node(id:)` to fetch the object again.",
  "PageInfo.hasNextPage": "True when more items follow this page: ask again with `after: endCursor`.",
  "PageInfo.hasPreviousPage": "True when items come before this page.",
  "PageInfo.startCursor": "The cursor of the page's first item.",
  "PageInfo.endCursor": "The cursor of the page's last item: pass it as `after` for the next page.",
  "Error.message": "What went wrong, in words to show the user.",
  "InputError.fieldErrors": "One message per input field that was refused.",
  "FieldError.field": "The input field's name (nested fields joined with dots).",
  "FieldError.message": "Why the field was refused.",
  "RateLimitError.retryAfterSeconds": "Seconds until the next try is allowed.",
  "User.name": "The person's full name.",
  "User.email": "Sign-in e-mail address (lower case).",
  "User.phone": "Phone number as entered.",
  "User.createdAt": "When the account was created.",
  "BusinessProfile.role": "Supplier or buyer.",
  "BusinessProfile.companyName": "The company's name, unique across profiles.",
  "BusinessProfile.email": "The company's e-mail address.",
  "BusinessProfile.address": "The company's address.",
  "BusinessProfile.website": "The company's website, if any.",
  "BusinessProfile.createdAt": "When the profile was created.",
  "BusinessProfile.lots": "The company's lots, newest first, paged Relay-style (with `totalCount`).",
  "SiteInfo.companyName": "The trading company's name.",
  "SiteInfo.address": "Its postal address.",
  "SiteInfo.phone": "Its phone number.",
  "Lot.lotNumber": "The company's number for the lot, unique within the company.",
  "Lot.companyName": "The owning company's name.",
  "Lot.createdAt": "When the lot was added.",
  "Lot.containers": "The lot's containers, oldest first.",
  "Lot.payments": "The lot's payments, oldest first (the first is the Advance).",
  "Container.lot": "The lot it was shipped against.",
  "Container.containerNo": "The container number.",
  "Container.sealNo": "The seal number.",
  "Container.material": "What it carries (e.g. tyre wire, HMS).",
  "Container.quantityKg": "Net weight in kilograms, 3 decimals.",
  "Container.quantityTons": "Net weight in metric tons (kg / 1000, exact).",
  "Container.pricePerTon": "The lot's price per ton when the container was added.",
  "Container.date": "The shipping date (a calendar date).",
  "Container.createdAt": "When it was recorded.",
  "Payment.lot": "The lot it was paid against.",
  "Payment.amount": "The amount, 2 decimals.",
  "Payment.date": "The payment date (a calendar date).",
  "Payment.createdAt": "When it was recorded.",
  "ChangeRecord.changedAt": "When the edit was saved.",
  "ChangeRecord.changedBy": "The name of the person who saved it.",
  "ChangeRecord.changes": "Each changed field with its value before and after.",
  "FieldChange.field": "The field's name (date, containerNo, sealNo, material, quantity or amount).",
  "FieldChange.oldValue": "The value before the edit.",
  "FieldChange.newValue": "The value after the edit.",
  "LedgerRow.date": "The container's or payment's date.",
  "LedgerRow.type": "Container, Advance or Amount.",
  "LedgerRow.containerNo": "The container number (container rows only).",
  "LedgerRow.sealNo": "The seal number (container rows only).",
  "LedgerRow.material": "The material (container rows only).",
  "LedgerRow.pricePerTon": "The container's price per ton (container rows only).",
  "LedgerRow.amountAdded": "The payment's amount (payment rows only).",
  "LedgerRow.totalPaid": "All payments of the lot up to and including this row.",
  "LedgerRow.container": "The container of a container row.",
  "LedgerRow.payment": "The payment of a payment row.",
  "LedgerTotals.quantityTons": "Tons of all container rows shown.",
  "LedgerTotals.containerAmount": "Container amounts of the rows shown.",
  "LedgerTotals.amountAdded": "Payments of the rows shown.",
  "Statement.from": "The first day included, or null for no lower bound.",
  "Statement.to": "The last day included (all of it), or null for no upper bound.",
  "Statement.openingTotalPaid": "Payments before `from` (0 without it).",
  "Statement.closingTotalPaid": "Payments up to the last row shown.",
  "Statement.totals": "Sums over the rows shown.",
  "LedgerStatement.rows": "The rows, by date.",
  "CompanyStatement.lots": "Each lot with its own statement for the range.",
  "CompanyLotStatement.lot": "The lot.",
  "CompanyLotStatement.statement": "Its statement for the range.",
  "LotConnection.totalCount": "How many lots the company has in all.",
  "SignupPayload.message": "The confirmation to show.",
  "SignupPayload.user": "The new user (sign in with `login` to get a token).",
  "LoginPayload.user": "The signed-in user.",
  "RequestPasswordResetPayload.message": "The same answer whether or not the address is known, so accounts cannot be guessed.",
  "ResetPasswordPayload.message": "The confirmation to show; earlier sessions are signed out.",
  "SendEnquiryPayload.receivedAt": "When the enquiry was stored.",
  "CreateSupplierProfilePayload.profile": "The new profile.",
  "CreateBuyerProfilePayload.profile": "The new profile.",
  "AddLotPayload.lot": "The new lot.",
  "AddLotPayload.lotEdge": "The new lot as an edge, to insert into a `lots` connection.",
  "AddContainerPayload.container": "The new container.",
  "AddContainerPayload.containerEdge": "The new container as an edge, to append to the lot's `containers`.",
  "AddPaymentPayload.payment": "The new payment.",
  "AddPaymentPayload.paymentEdge": "The new payment as an edge, to append to the lot's `payments`.",
  "UpdateContainerPayload.container": "The container with its new values and history.",
  "UpdatePaymentPayload.payment": "The payment with its new values and history.",
  "Mutation.signup": "Creates an account (SPEC section 2's rules and messages).",
  "Mutation.login": "Signs in with e-mail and password; answers a session token.",
  "Mutation.requestPasswordReset": "E-mails a single-use reset link, if the address has an account.",
  "Mutation.resetPassword": "Sets a new password with a reset link's token.",
  "Mutation.sendEnquiry": "Sends the contact form to the sales team.",
  "Mutation.createSupplierProfile": "Creates the signed-in user's supplier profile. Needs a person's session (not an API key).",
  "Mutation.createBuyerProfile": "Creates the signed-in user's buyer profile. Needs a person's session (not an API key).",
  "Mutation.addLot": "Adds a lot. Honours `Idempotency-Key`; read-only API keys get AccessDeniedError.",
  "Mutation.addContainer": "Adds a container to a lot. Honours `Idempotency-Key`; read-only API keys get AccessDeniedError.",
  "Mutation.updateContainer": "Edits a container; the history keeps the old values. With `expectedVersion`, a stale edit gets ConflictError. Honours `Idempotency-Key`.",
  "Mutation.addPayment": "Records a payment against a lot. Honours `Idempotency-Key`; read-only API keys get AccessDeniedError.",
  "Mutation.updatePayment": "Edits a payment; the history keeps the old values. With `expectedVersion`, a stale edit gets ConflictError. Honours `Idempotency-Key`.",
  "Mutation.voidEntry": "Voids a container or payment with a reason: it stays in the history and the statements' audit trail but counts in no balance. Honours `Idempotency-Key`.",
  "Mutation.restoreEntry": "Restores a voided container or payment: it counts again. Honours `Idempotency-Key`.",
  "SignupInput.name": "Full name.",
  "SignupInput.email": "E-mail address, used to sign in.",
  "SignupInput.phone": "Phone number.",
  "SignupInput.password": "At least 6 characters.",
  "SignupInput.confirmPassword": "The same password again.",
  "LoginInput.email": "The account's e-mail address.",
  "LoginInput.password": "The account's password.",
  "RequestPasswordResetInput.email": "The account's e-mail address.",
  "ResetPasswordInput.token": "The token from the reset link.",
  "ResetPasswordInput.password": "The new password, at least 6 characters.",
  "SendEnquiryInput.email": "Where the sales team answers.",
  "SendEnquiryInput.phone": "A phone number to call back.",
  "SendEnquiryInput.message": "The enquiry.",
  "AddLotInput.lotNumber": "The lot's number, unique within the company.",
  "AddContainerInput.lotId": "The lot's global id.",
  "AddContainerInput.containerNo": "The container number.",
  "AddContainerInput.sealNo": "The seal number.",
  "AddContainerInput.material": "What it carries.",
  "AddPaymentInput.lotId": "The lot's global id.",
  "UpdateContainerInput.id": "The container's global id.",
  "UpdateContainerInput.containerNo": "New container number; omitted, unchanged.",
  "UpdateContainerInput.sealNo": "New seal number; omitted, unchanged.",
  "UpdateContainerInput.material": "New material; omitted, unchanged.",
  "UpdateContainerInput.quantity": "New weight in kg; omitted, unchanged.",
  "UpdateContainerInput.date": "New date; omitted, unchanged.",
  "UpdatePaymentInput.id": "The payment's global id.",
  "UpdatePaymentInput.amount": "New amount; omitted, unchanged.",
  "UpdatePaymentInput.date": "New date; omitted, unchanged.",
};

const profileInputFields: Record<string, string> = {
  companyName: "The company's name, unique across profiles.",
  contact: "Contact phone number.",
  email: "The company's e-mail address.",
  address: "The company's address.",
  website: "The company's website (optional).",
  gst: "GST or VAT number (optional).",
};
for (const input of ["CreateSupplierProfileInput", "CreateBuyerProfileInput"]) {
  for (const [field, text] of Object.entries(profileInputFields)) fieldDescriptions[`${input}.${field}`] = text;
}

const typeDescriptions: Record<string, string> = {
  Query: "Everything readable: start at `viewer` (the signed-in user or API key's company) or `node(id:)`.",
  Mutation: "Everything writable. Each mutation takes one `input` and answers its payload or an error type.",
  Node: "An object with a global id, refetchable with `node(id:)`.",
  PageInfo: "Where a page sits in a Relay connection.",
  User: "A person with an account: signs in, and holds at most one business profile.",
  BusinessProfile: "A company trading as a supplier or a buyer: owns lots, API keys and webhooks.",
  InputError: "Some input was refused: `message` sums it up, `fieldErrors` gives one message per field.",
  AccessDeniedError: "The caller may not do this (another company's data, a read-only API key, an API key where a person must act).",
  NotFoundError: "No such object for this caller.",
  RateLimitError: "Too many attempts from this address or API key; try again after `retryAfterSeconds`.",
  FieldChange: "One field of an edit, before and after.",
  CompanyLotStatement: "One lot in the company statement.",
  Role: "What a business profile makes its user: a supplier or a buyer.",
};

const lowerFirst = (name: string) => name[0].toLowerCase() + name.slice(1);

/** The generated types' descriptions, from their names. */
function generatedTypeDescription(name: string): string | null {
  let match = /^(\w+)Connection$/.exec(name);
  if (match) return `A page of ${match[1]} items, Relay-style: \`edges\` (or \`nodes\`) and \`pageInfo\`.`;
  if ((match = /^(\w+)Edge$/.exec(name))) return `One ${match[1]} in a page, with its cursor.`;
  if ((match = /^(\w+)Payload$/.exec(name))) return `What \`${lowerFirst(match[1])}\` answers when it succeeds.`;
  if ((match = /^(\w+)Result$/.exec(name))) return `\`${lowerFirst(match[1])}\`'s answer: its payload, or one of its error types.`;
  if ((match = /^(\w+)Input$/.exec(name))) return `The input of \`${lowerFirst(match[1])}\`.`;
  return null;
}

function generatedFieldDescription(typeName: string, fieldName: string): string | null {
  if (fieldName === "id") return "A global id, unique across types: pass it to `node(id:)` to fetch the object again.";
  if (typeName.endsWith("Connection")) {
    return { edges: "The items with their cursors.", nodes: "The items alone.", pageInfo: "Where this page sits, and the cursors to page on." }[fieldName] ?? null;
  }
  if (typeName.endsWith("Edge")) return { cursor: "This item's position: pass it as `after` or `before`.", node: "The item." }[fieldName] ?? null;
  if (/Error$/.test(typeName) && fieldName === "message") return fieldDescriptions["Error.message"];
  return null;
}

const argumentDescriptions: Record<string, string> = {
  first: "How many items from the start (after `after`).",
  last: "How many items from the end (before `before`).",
  after: "A cursor: items after it.",
  before: "A cursor: items before it.",
  from: "The first day to include (YYYY-MM-DD); omitted, from the beginning.",
  to: "The last day to include, all of it (YYYY-MM-DD); omitted, up to today.",
  lotNumber: "The lot's number.",
  id: "A global id.",
  ids: "Global ids.",
  input: "The mutation's input.",
};

/** Fills in the descriptions; returns what is still undescribed (nothing, as the test checks). */
export function describeSchema(schema: GraphQLSchema): string[] {
  const missing: string[] = [];
  const describeArgs = (where: string, args: readonly GraphQLArgument[]) => {
    for (const arg of args) {
      arg.description ||= argumentDescriptions[arg.name] ?? null;
      if (!arg.description) missing.push(`${where}(${arg.name})`);
    }
  };
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith("__")) continue;
    type.description ||= typeDescriptions[type.name] ?? generatedTypeDescription(type.name);
    if (!type.description) missing.push(type.name);
    if (isObjectType(type) || isInterfaceType(type) || isInputObjectType(type)) {
      const interfaces = isInputObjectType(type) ? [] : type.getInterfaces();
      for (const field of Object.values(type.getFields()) as (GraphQLField<unknown, unknown> | GraphQLInputField)[]) {
        const key = `${type.name}.${field.name}`;
        const inherited = interfaces.map((i) => i.getFields()[field.name]?.description ?? fieldDescriptions[`${i.name}.${field.name}`]).find(Boolean);
        field.description ||= fieldDescriptions[key] ?? inherited ?? generatedFieldDescription(type.name, field.name);
        if (!field.description) missing.push(key);
        if ("args" in field) describeArgs(key, field.args);
      }
    }
    if (isEnumType(type)) {
      for (const value of type.getValues()) {
        if (!value.description) missing.push(`${type.name}.${value.name}`);
      }
    }
    if (isUnionType(type) && !type.description) missing.push(type.name);
  }
  return missing;
}
