/** The GraphQL documents the tests send: every mutation selects each of its result types. */
const errorFields = `
  __typename
  ... on Error { message }
  ... on InputError { fieldErrors { field message } }`;
/** For the mutations that are rate-limited (login, signup, forgot password, reset, contact). */
const limitedFields = `${errorFields}
  ... on RateLimitError { retryAfterSeconds }`;

export const SIGNUP = `mutation Signup($input: SignupInput!) {
  signup(input: $input) { ${limitedFields} ... on SignupPayload { message user { id name email phone profile { id } } } }
}`;

export const LOGIN = `mutation Login($input: LoginInput!) {
  login(input: $input) { ${limitedFields} ... on LoginPayload { token user { id name email phone profile { role companyName } } } }
}`;

export const REQUEST_PASSWORD_RESET = `mutation RequestPasswordReset($input: RequestPasswordResetInput!) {
  requestPasswordReset(input: $input) { ${limitedFields} ... on RequestPasswordResetPayload { message } }
}`;

export const RESET_PASSWORD = `mutation ResetPassword($input: ResetPasswordInput!) {
  resetPassword(input: $input) { ${limitedFields} ... on ResetPasswordPayload { message } }
}`;

const profilePayload = `profile { id role name companyName contact email address website gst vat } viewer { id profile { role companyName } }`;

export const CREATE_SUPPLIER_PROFILE = `mutation CreateSupplierProfile($input: CreateSupplierProfileInput!) {
  createSupplierProfile(input: $input) { ${errorFields} ... on CreateSupplierProfilePayload { ${profilePayload} } }
}`;

export const CREATE_BUYER_PROFILE = `mutation CreateBuyerProfile($input: CreateBuyerProfileInput!) {
  createBuyerProfile(input: $input) { ${errorFields} ... on CreateBuyerProfilePayload { ${profilePayload} } }
}`;

export const SEND_ENQUIRY = `mutation SendEnquiry($input: SendEnquiryInput!) {
  sendEnquiry(input: $input) { ${limitedFields} ... on SendEnquiryPayload { receivedAt } }
}`;

export const VIEWER = `query Viewer { viewer { id name email phone profile { id role companyName } } }`;

export const NODE = `query Node($id: ID!) { node(id: $id) { __typename id ... on User { email } ... on BusinessProfile { companyName } } }`;

export const NODES = `query Nodes($ids: [ID!]!) { nodes(ids: $ids) { __typename id ... on User { email } ... on BusinessProfile { companyName } } }`;

/** A global id as the Relay plugin writes it. */
export const globalId = (type: string, id: number | string) => Buffer.from(`${type}:${id}`).toString("base64");
