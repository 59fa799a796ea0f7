import { db } from "../db.ts";
import { requireHouse } from "../access/permissions.ts";
import { json, type Route } from "../rest/http.ts";
import { houseRoleLabel } from "../../shared/house.ts";

/** The house's REST paths of the staff: the staff list, for every staff member (a person's session; API keys are never staff). */
export const houseStaffRoutes: Route[] = [
  {
    method: "GET",
    path: "/api/house/staff",
    handle: async ({ viewer }) => {
      requireHouse(viewer, "staff");
      const staff = await db.user.findMany({
        where: { houseRole: { not: null } },
        orderBy: { id: "asc" },
        select: { id: true, name: true, email: true, houseRole: true },
      });
      return json({
        staff: staff.map(({ id, name, email, houseRole }) => ({ id, name, email, role: houseRole, roleLabel: houseRoleLabel[houseRole!] })),
      });
    },
  },
];
