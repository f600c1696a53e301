import { createServer } from 'node:http';
import { createSchema, createYoga } from 'graphql-yoga';
import { GraphQLError } from 'graphql';
import { Agent, request } from 'undici';

/**
 * The bench's yardstick (DESIGN "Performance we design for"): a hand-written graphql-yoga
 * server whose resolvers call the REST upstream with undici directly. No stitching, no
 * DataLoader, no error mapping layer: the least a careful engineer would write for the same
 * queries. Same field names as the gateway, so the bench sends both the same documents.
 * Env: PORT, UPSTREAM_REST_URL.
 */

const restUrl = (process.env.UPSTREAM_REST_URL ?? '').replace(/\/+$/, '');
if (!restUrl) throw new Error('UPSTREAM_REST_URL is required');
const port = Number(process.env.PORT ?? 4100);

// Kept-alive, pooled connections: what any production undici setup does.
const agent = new Agent({ keepAliveTimeout: 30_000, connections: 256 });

interface Context {
  authorization: string;
}

async function restGet<T>(path: string, ctx: Context): Promise<T> {
  const sep = path.includes('?') ? '&' : '?';
  const { statusCode, body } = await request(`${restUrl}${path}${sep}isMumsCompatible=true`, {
    dispatcher: agent,
    headers: { authorization: ctx.authorization, accept: 'application/json' },
  });
  if (statusCode !== 200) {
    await body.dump();
    throw new GraphQLError(`upstream answered ${statusCode}`, { extensions: { code: 'UPSTREAM_ERROR', status: statusCode } });
  }
  return (await body.json()) as T;
}

interface Overview {
  title: string;
  description: string;
  isPublished: boolean;
}
interface Metadata {
  podcastName: string;
}

const typeDefs = /* GraphQL */ `
  type Query {
    episode(id: Int!): Episode
    show(stationId: Int!): Show
  }
  type Episode {
    id: Int!
    title: String
    description: String
    isPublished: Boolean
    containsSponsoredContent: Boolean
  }
  type Show {
    stationId: Int!
    name: String
  }
`;

const schema = createSchema<Context>({
  typeDefs,
  resolvers: {
    Query: {
      episode: async (_: unknown, args: { id: number }, ctx: Context) => ({
        id: args.id,
        ...(await restGet<Overview>(`/v3/episodes/${args.id}/overview?returnWebIds=true`, ctx)),
      }),
      show: async (_: unknown, args: { stationId: number }, ctx: Context) => ({
        stationId: args.stationId,
        ...(await restGet<Metadata>(`/v3/stations/${args.stationId}/metadata`, ctx)),
      }),
    },
    Episode: {
      containsSponsoredContent: async (episode: { id: number }, _: unknown, ctx: Context) =>
        (await restGet<{ containsSponsoredContent: boolean }>(`/v3/episodes/${episode.id}/sponsoredContentStatus`, ctx))
          .containsSponsoredContent,
    },
    Show: {
      name: (show: Metadata) => show.podcastName,
    },
  },
});

const yoga = createYoga({
  schema,
  graphiql: false,
  landingPage: false,
  logging: false,
  context: ({ request: req }) => ({ authorization: req.headers.get('authorization') ?? '' }),
});

const server = createServer(yoga);
server.keepAliveTimeout = 30_000;
server.listen(port, '127.0.0.1', () => console.log(`baseline listening on http://127.0.0.1:${port}/graphql`));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
