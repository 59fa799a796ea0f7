import { formatPrismaCursor } from "@pothos/plugin-prisma";

/** The edge a payload returns for a new row, with the same cursor its connection would give it. */
export const edgeFor = <T extends { id: number }>(node: T) => ({ cursor: formatPrismaCursor(node, "id"), node });
