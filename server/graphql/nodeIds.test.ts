import { describe, expect, test } from "vitest";
import { assertObjectType, graphql, isObjectType, type GraphQLResolveInfo } from "graphql";
import SchemaBuilder from "@pothos/core";
import RelayPlugin, { encodeGlobalID } from "@pothos/plugin-relay";
import { withSyncNodeIds } from "./nodeIds.ts";
import { schema } from "../schema/index.ts";

describe("node ids resolved without a promise each", () => {
  test("every Node type of the schema gives its id at once, encoded as the relay plugin encodes it", () => {
    const nodes = Object.values(schema.getTypeMap())
      .filter(isObjectType)
      .filter((type) => type.getInterfaces().some((node) => node.name === "Node"));
    expect(nodes.length).toBeGreaterThan(5);
    for (const type of nodes) {
      const resolve = type.getFields().id.resolve!;
      expect([type.name, resolve({ id: 42 }, {}, {}, {} as GraphQLResolveInfo)]).toEqual([type.name, encodeGlobalID(type.name, "42")]);
    }
  });

  test("the same ids as the plugin's own field, and an id that arrives later still through it", async () => {
    // The relay plugin alone: the app's other plugins make their options required in every builder's type.
    const options = { plugins: [RelayPlugin], relay: {} } as never;
    const builder = new SchemaBuilder<{ Objects: { Now: { key: number }; Later: { key: number } } }>(options);
    builder.node("Now", { id: { resolve: (row) => row.key }, loadOne: (key) => ({ key: Number(key) }), fields: () => ({}) });
    builder.node("Later", { id: { resolve: async (row) => row.key }, loadOne: (key) => ({ key: Number(key) }), fields: () => ({}) });
    builder.queryType({
      fields: (t) => ({
        now: t.field({ type: ["Now"], resolve: () => [{ key: 1 }, { key: 2 }] }),
        later: t.field({ type: ["Later"], resolve: () => [{ key: 3 }] }),
      }),
    });
    const query = "{ now { id } later { id } }";
    const viaPlugin = await graphql({ schema: builder.toSchema(), source: query });
    const sync = withSyncNodeIds(builder.toSchema());
    const direct = assertObjectType(sync.getType("Now")).getFields().id.resolve!;
    expect(direct({ key: 1 }, {}, {}, {} as GraphQLResolveInfo)).toBe(encodeGlobalID("Now", "1"));
    expect(await graphql({ schema: sync, source: query })).toEqual(viaPlugin);
    expect(viaPlugin.data).toEqual({
      now: [{ id: encodeGlobalID("Now", "1") }, { id: encodeGlobalID("Now", "2") }],
      later: [{ id: encodeGlobalID("Later", "3") }],
    });
  });
});
