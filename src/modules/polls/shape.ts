import { getNamedType, getNullableType, isListType, isScalarType, type GraphQLObjectType, type GraphQLOutputType, type GraphQLSchema } from 'graphql';
import type { SelectionSpec } from '../../graph/capabilities.js';
import { isList, objectOf } from '../../graph/episode-data.js';

/**
 * The shape of an upstream poll record. Document 2 shows the mutation's inputs (4.3:
 * `episodeUri`, `question`, `options` of `{description}`, `type`, `openingDate`,
 * `closingDate`), not the record a read returns: those names are read where the record has
 * them. It names no vote count at all, so that field is found by its type, whatever it is
 * called: an option's one integer field besides its `description`.
 */

/** Whether a type is a poll record as 4.3 describes its inputs: a question and described options. */
export function isPollType(type: GraphQLOutputType): boolean {
  const poll = objectOf(type);
  if (isList(type) || !poll) return false;
  const fields = poll.getFields();
  const options = fields.options ? objectOf(fields.options.type) : undefined;
  return !!fields.question && !!options && 'description' in options.getFields();
}

/** `Int`, or a 64-bit integer scalar (`Long`, `Int64`, `BigInt`...), not in a list. */
function isInteger(type: GraphQLOutputType): boolean {
  if (isListType(getNullableType(type))) return false;
  const named = getNamedType(type);
  return isScalarType(named) && /^(int|long|int64|uint64|uint32|int32|bigint|biginteger)$/i.test(named.name);
}

/**
 * The vote count of an option type: its one integer field (without required arguments) besides
 * `description`; among several, the one named for votes; else none (votes read as null).
 */
export function voteCountField(option: GraphQLObjectType): string | null {
  const integers = Object.values(option.getFields()).filter((f) => f.name !== 'description' && isInteger(f.type) && !f.args.some((a) => a.type.toString().endsWith('!')));
  if (integers.length === 1) return integers[0].name;
  const named = integers.filter((f) => /vote/i.test(f.name));
  return named.length === 1 ? named[0].name : null;
}

/** Response key the vote count is read under, whatever the upstream calls it. */
export const VOTES_KEY = 'votes';

/** What the gateway selects on a poll record of `typeName`: the 4.3 names it has, and its options' vote count by shape. */
export function pollSelection(schema: GraphQLSchema, typeName: string): SelectionSpec {
  const poll = schema.getType(typeName);
  const optionsField = poll && 'getFields' in poll ? (poll as GraphQLObjectType).getFields().options : undefined;
  const option = optionsField ? objectOf(optionsField.type) : undefined;
  const votes = option ? voteCountField(option) : null;
  return ['episodeUri', 'question', 'type', 'openingDate', 'closingDate', { options: ['description', ...(votes ? [`${VOTES_KEY}: ${votes}`] : [])] }];
}
