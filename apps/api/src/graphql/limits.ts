import { GraphQLError, Kind, type ASTVisitor, type FieldNode, type SelectionSetNode, type ValidationContext, type ValidationRule } from 'graphql';

/** The deepest query the storefront sends is 4 levels; 8 leaves room and stops nested abuse. */
export const MAX_DEPTH = 8;
/** The storefront aliases nothing; a few are allowed, not 95 player lookups in one request. */
export const MAX_ALIASES = 5;

function depthOf(selectionSet: SelectionSetNode | undefined, context: ValidationContext, seen: Set<string>): number {
  if (!selectionSet) return 0;
  let max = 0;
  for (const sel of selectionSet.selections) {
    if (sel.kind === Kind.FIELD) max = Math.max(max, 1 + depthOf(sel.selectionSet, context, seen));
    else if (sel.kind === Kind.INLINE_FRAGMENT) max = Math.max(max, depthOf(sel.selectionSet, context, seen));
    else if (sel.kind === Kind.FRAGMENT_SPREAD && !seen.has(sel.name.value)) {
      const fragment = context.getFragment(sel.name.value);
      max = Math.max(max, depthOf(fragment?.selectionSet, context, new Set([...seen, sel.name.value])));
    }
  }
  return max;
}

/** Refuses documents nested deeper than MAX_DEPTH or with more than MAX_ALIASES aliased fields. */
export const depthAndAliasLimit: ValidationRule = (context: ValidationContext): ASTVisitor => {
  let aliases = 0;
  return {
    Field(node: FieldNode) {
      if (node.alias) aliases += 1;
      if (aliases === MAX_ALIASES + 1) context.reportError(new GraphQLError(`At most ${MAX_ALIASES} aliased fields per request.`, { nodes: node }));
    },
    OperationDefinition(node) {
      const depth = depthOf(node.selectionSet, context, new Set());
      if (depth > MAX_DEPTH) context.reportError(new GraphQLError(`The query is nested deeper than ${MAX_DEPTH} levels.`, { nodes: node }));
    },
  };
};
