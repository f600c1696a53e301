import { GraphQLScalarType, Kind } from 'graphql';

/** URI scalars are strings on the wire; their format is checked by the resolvers, as field errors. */
function stringScalar(name: string, description: string): GraphQLScalarType {
  const check = (value: unknown): string => {
    if (typeof value !== 'string') throw new TypeError(`${name} must be a string`);
    return value;
  };
  return new GraphQLScalarType({
    name,
    description,
    serialize: check,
    parseValue: check,
    parseLiteral: (ast) => {
      if (ast.kind !== Kind.STRING) throw new TypeError(`${name} must be a string`);
      return ast.value;
    },
  });
}

const LongScalar = new GraphQLScalarType({
  name: 'Long',
  description: '64-bit integer, serialised as a JSON number.',
  serialize: (value) => {
    if (typeof value !== 'number' || !Number.isInteger(value)) throw new TypeError('Long must be an integer');
    return value;
  },
  parseValue: (value) => {
    if (typeof value !== 'number' || !Number.isSafeInteger(value)) throw new TypeError('Long must be an integer');
    return value;
  },
  parseLiteral: (ast) => {
    if (ast.kind !== Kind.INT) throw new TypeError('Long must be an integer');
    return Number(ast.value);
  },
});

/** Unions whose members the resolvers tag with `__typename`. */
const byTypename = { __resolveType: (value: { __typename: string }) => value.__typename };

export const scalarResolvers = {
  ShowUri: stringScalar('ShowUri', 'Show URI, `platform:show:<id>`.'),
  EpisodeUri: stringScalar('EpisodeUri', 'Episode URI, `platform:episode:<id>`.'),
  Long: LongScalar,
  AnalyticsValue: byTypename,
  PointValue: byTypename,
  AuthorId: byTypename,
  AuthorDisplayMetadata: byTypename,
};
