/**
 * Who the product says made a change (issue 46): a person by their name; the house's staff, who
 * belong to no company, as "Gulf Recycling Traders, <name>". The server names every author with it
 * (history, change feed, webhooks, live announcements, PDFs: server/access/caller.ts), and the lot screen
 * with it tells the viewer's own changes from others'.
 */
export const HOUSE_NAME = "Gulf Recycling Traders";

export function authorName(person: { name: string; houseRole?: string | null }): string {
  return person.houseRole ? `${HOUSE_NAME}, ${person.name}` : person.name;
}
