import { GraphQLError, Kind, type ASTVisitor, type SelectionSetNode, type ValidationContext } from 'graphql';

/**
 * Rejects a selection set that selects one response key (or spreads one fragment) more than
 * `max` times: `{ region region region … }` merges into one field, but graphql-js's
 * OverlappingFieldsCanBeMerged rule compares every pair of them, so ten thousand repeats cost
 * seconds of CPU before anything runs. GraphQL Armor has no rule for this, hence our own; it runs
 * in the limits pass, before the standard rules see the document.
 */
export function fieldRepeatsRule(max: number, onReject: (found: number) => GraphQLError) {
  return (context: ValidationContext): ASTVisitor => ({
    SelectionSet(node: SelectionSetNode) {
      const seen = new Map<string, number>();
      for (const selection of node.selections) {
        const key =
          selection.kind === Kind.FIELD
            ? (selection.alias ?? selection.name).value
            : selection.kind === Kind.FRAGMENT_SPREAD
              ? `...${selection.name.value}`
              : null;
        if (key === null) continue;
        const count = (seen.get(key) ?? 0) + 1;
        seen.set(key, count);
        if (count > max) {
          context.reportError(onReject(count));
          // One report per document is enough for the client to act on.
          return false;
        }
      }
      return undefined;
    },
  });
}
