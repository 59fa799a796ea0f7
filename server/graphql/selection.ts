import { Kind, type GraphQLResolveInfo, type SelectionSetNode } from "graphql";

/**
 * Whether the query selects the field at `path` below the field being resolved (through fragments
 * and aliases), so a resolver reads only what its answer needs: `selects(info, ["lots", "statement", "rows"])`.
 */
export function selects(info: Pick<GraphQLResolveInfo, "fieldNodes" | "fragments">, path: readonly string[]): boolean {
  const within = (set: SelectionSetNode | undefined, depth: number): boolean => {
    if (!set) return false;
    return set.selections.some((selection) => {
      if (selection.kind === Kind.FIELD) {
        if (selection.name.value !== path[depth]) return false;
        return depth === path.length - 1 || within(selection.selectionSet, depth + 1);
      }
      const fragment = selection.kind === Kind.INLINE_FRAGMENT ? selection : info.fragments[selection.name.value];
      return within(fragment?.selectionSet, depth);
    });
  };
  return info.fieldNodes.some((node) => within(node.selectionSet, 0));
}
