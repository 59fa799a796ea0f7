/** The variables of /desk/enquiries from its address: ?status=NEW&search=words. */
export function enquiriesQueryVariables(url: string): { status: "NEW" | "ANSWERED" | "CLOSED" | null; search: string | null } {
  const params = new URL(url).searchParams;
  const status = params.get("status");
  return { status: status === "NEW" || status === "ANSWERED" || status === "CLOSED" ? status : null, search: params.get("search") || null };
}
