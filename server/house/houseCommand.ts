import { listHouseStaff, makeHouseAdmin, removeHouseStaff, type HouseCommandResult } from "./staff.ts";

/**
 * `npm run house -- <command>` (scripts/house.ts), run in the process that holds the database: the
 * script itself, or the running server on the embedded database (over DATA_DIR/admin.sock).
 */
export const houseUsage = [
  "Usage:",
  "  npm run house -- add-admin <email>   make an account (in no company) House Admin, or invite the address as House Admin",
  "  npm run house -- list                the house's staff and open staff invitations",
  "  npm run house -- remove <email>      take a person off the staff (never the last House Admin)",
].join("\n");

export async function runHouseCommand(args: string[]): Promise<HouseCommandResult> {
  const [command, email, ...rest] = args;
  if (command === "list" && email === undefined) return listHouseStaff();
  if ((command === "add-admin" || command === "remove") && email && rest.length === 0) {
    return command === "add-admin" ? makeHouseAdmin(email) : removeHouseStaff(email);
  }
  return { ok: false, message: command ? `Unknown or incomplete command: ${args.join(" ")}\n${houseUsage}` : houseUsage };
}
