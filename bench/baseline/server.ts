import { createServer } from 'node:http';
import { createSchema, createYoga } from 'graphql-yoga';
import { GraphQLError } from 'graphql';
import { Agent, request } from 'undici';

/**
 * The bench's yardstick (docs/architecture.md#performance-we-design-for): a hand-written graphql-yoga
 * server whose resolvers call the upstream interfaces with undici directly. No stitching, no
 * DataLoader, no error mapping layer, nothing remembered between requests: the least a careful
 * engineer would write for the bench's queries. Same field names as the gateway, so the bench
 * sends both the same documents. Independent loads of one query overlap (each field starts its
 * own call; a show's records are loaded once per request and shared by its fields).
 * Env: PORT, UPSTREAM_REST_URL, UPSTREAM_GRAPH_URL.
 */

const restUrl = (process.env.UPSTREAM_REST_URL ?? '').replace(/\/+$/, '');
const graphUrl = (process.env.UPSTREAM_GRAPH_URL ?? '').replace(/\/+$/, '');
if (!restUrl || !graphUrl) throw new Error('UPSTREAM_REST_URL and UPSTREAM_GRAPH_URL are required');
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

async function graphQuery<T>(query: string, variables: Record<string, unknown>, ctx: Context): Promise<T> {
  const { statusCode, body } = await request(`${graphUrl}/v2/graph-pq`, {
    dispatcher: agent,
    method: 'POST',
    headers: { authorization: ctx.authorization, 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  const answer = (await body.json()) as { data?: T; errors?: { message: string }[] };
  if (statusCode !== 200 || answer.errors?.length || !answer.data) {
    throw new GraphQLError(`upstream GraphQL answered ${statusCode}: ${answer.errors?.[0]?.message ?? 'no data'}`, { extensions: { code: 'UPSTREAM_ERROR' } });
  }
  return answer.data;
}

interface Overview {
  title: string;
  description: string;
  isPublished: boolean;
}
interface Metadata {
  podcastName: string;
}
interface Distribution {
  vanitySlug: string;
  platformShowUri: string;
}
interface AnalyticsRequest {
  episodeAnalyticsMetricType: string;
  aggregationType: string;
  window: string;
}

/** The analytics the show's episode list asks for inline (the one the bench selects); other arguments cost one call per episode. */
const LISTED_ANALYTICS: AnalyticsRequest = { episodeAnalyticsMetricType: 'EPISODE_PLAYS', aggregationType: 'AGGREGATION_TYPE_TOTAL', window: 'WINDOW_ALL_TIME' };

const EPISODES_OF_SHOW = /* GraphQL */ `
  query BaselineShowEpisodes($showUri: ShowUri!, $filter: EpisodeListFilter, $pageSize: Int, $analytics: GetEpisodePlayCountRequest!) {
    showByShowUri(getShowByShowUriRequest: { showUri: $showUri }) {
      episodesV2(listEpisodesV2Request: { filter: $filter, pagination: { pageSize: $pageSize } }) {
        items { uri title analytics(getEpisodePlayCountRequest: $analytics) { type } }
      }
    }
  }
`;
const EPISODE_ANALYTICS = /* GraphQL */ `
  query BaselineEpisodeAnalytics($episodeUri: EpisodeUri!, $analytics: GetEpisodePlayCountRequest!) {
    episodeByUri(getEpisodeRequest: { episodeUri: $episodeUri }) { analytics(getEpisodePlayCountRequest: $analytics) { type } }
  }
`;

/** A show of one request: each REST record is loaded once, when a field first needs it. */
class ShowParent {
  private metadataLoad?: Promise<Metadata>;
  private distributionLoad?: Promise<Distribution>;
  constructor(
    readonly stationId: number,
    private readonly ctx: Context,
  ) {}
  metadata(): Promise<Metadata> {
    return (this.metadataLoad ??= restGet<Metadata>(`/v3/stations/${this.stationId}/metadata`, this.ctx));
  }
  distribution(): Promise<Distribution> {
    return (this.distributionLoad ??= restGet<Distribution>(`/v3/stations/${this.stationId}/distribution`, this.ctx));
  }
}

/**
 * An episode of one request: by numeric ID with its overview already read (root field), or by
 * URI from a show's list (its ID and overview loaded when a field first needs them). Fields
 * answer synchronously from what is already there, as default resolvers would.
 */
class EpisodeParent {
  private idLoad?: Promise<number>;
  private overviewLoad?: Promise<Overview>;
  constructor(
    private readonly ctx: Context,
    readonly knownId: number | null,
    readonly uri: string | null,
    readonly record: Overview | null,
    readonly listed: { title?: string | null; analytics?: unknown } = {},
  ) {}
  id(): number | Promise<number> {
    if (this.knownId !== null) return this.knownId;
    // 4.1: the REST interface knows episodes by numeric ID only.
    return (this.idLoad ??= restGet<{ episodeId: number }>(`/v3/episodes/${this.uri}/episodeId`, this.ctx).then((r) => r.episodeId));
  }
  overview(): Overview | Promise<Overview> {
    if (this.record) return this.record;
    return (this.overviewLoad ??= Promise.resolve(this.id()).then((id) => restGet<Overview>(`/v3/episodes/${id}/overview?returnWebIds=true`, this.ctx)));
  }
  /** One overview field, synchronously when the overview is at hand. */
  field<K extends keyof Overview>(key: K): Overview[K] | Promise<Overview[K]> {
    const overview = this.overview();
    return overview instanceof Promise ? overview.then((o) => o[key]) : overview[key];
  }
}

const typeDefs = /* GraphQL */ `
  type Query {
    episode(id: Int!): Episode
    show(stationId: Int!): Show
  }
  type Episode {
    id: Int!
    uri: String
    title: String
    description: String
    isPublished: Boolean
    containsSponsoredContent: Boolean
    analytics(getEpisodePlayCountRequest: GetEpisodePlayCountRequest!): Analytics
  }
  type Analytics {
    type: String
  }
  input GetEpisodePlayCountRequest {
    episodeAnalyticsMetricType: EpisodeAnalyticsMetricType!
    aggregationType: AggregationType!
    window: AnalyticsWindow!
  }
  enum EpisodeAnalyticsMetricType {
    EPISODE_PLAYS
    EPISODE_STREAMS
  }
  enum AggregationType {
    AGGREGATION_TYPE_TOTAL
    AGGREGATION_TYPE_DAILY
  }
  enum AnalyticsWindow {
    WINDOW_ALL_TIME
    WINDOW_LAST_SEVEN_DAYS
  }
  type Show {
    stationId: Int!
    name: String
    distribution: ShowDistribution
    episodesV2(listEpisodesV2Request: ListEpisodesV2Request!): ListEpisodesV2Response
  }
  type ShowDistribution {
    vanitySlug: String
  }
  input ListEpisodesV2Request {
    filter: EpisodeListFilter
    pagination: EpisodePagination
  }
  enum EpisodeListFilter {
    ALL_EPISODES
    PUBLISHED_EPISODES
  }
  input EpisodePagination {
    pageSize: Int
  }
  type ListEpisodesV2Response {
    items: [Episode!]!
  }
`;

const sameRequest = (a: AnalyticsRequest, b: AnalyticsRequest) =>
  a.episodeAnalyticsMetricType === b.episodeAnalyticsMetricType && a.aggregationType === b.aggregationType && a.window === b.window;

const schema = createSchema<Context>({
  typeDefs,
  resolvers: {
    Query: {
      // The overview is the root's existence check: an unknown episode fails here.
      episode: async (_: unknown, args: { id: number }, ctx: Context) =>
        new EpisodeParent(ctx, args.id, null, await restGet<Overview>(`/v3/episodes/${args.id}/overview?returnWebIds=true`, ctx)),
      // No existence check before the fields: the show's fields start their calls together.
      show: (_: unknown, args: { stationId: number }, ctx: Context) => new ShowParent(args.stationId, ctx),
    },
    Episode: {
      id: (episode: EpisodeParent) => episode.id(),
      uri: (episode: EpisodeParent) => episode.uri,
      title: (episode: EpisodeParent) => episode.listed.title ?? episode.field('title'),
      description: (episode: EpisodeParent) => episode.field('description'),
      isPublished: (episode: EpisodeParent) => episode.field('isPublished'),
      containsSponsoredContent: async (episode: EpisodeParent, _: unknown, ctx: Context) =>
        (await restGet<{ containsSponsoredContent: boolean }>(`/v3/episodes/${await episode.id()}/sponsoredContentStatus`, ctx)).containsSponsoredContent,
      analytics: async (episode: EpisodeParent, args: { getEpisodePlayCountRequest: AnalyticsRequest }, ctx: Context) => {
        if (episode.listed.analytics !== undefined && sameRequest(args.getEpisodePlayCountRequest, LISTED_ANALYTICS)) return episode.listed.analytics;
        const data = await graphQuery<{ episodeByUri: { analytics: unknown } | null }>(
          EPISODE_ANALYTICS,
          { episodeUri: episode.uri, analytics: args.getEpisodePlayCountRequest },
          ctx,
        );
        return data.episodeByUri?.analytics ?? null;
      },
    },
    Show: {
      name: async (show: ShowParent) => (await show.metadata()).podcastName,
      distribution: (show: ShowParent) => show.distribution(),
      episodesV2: async (
        show: ShowParent,
        args: { listEpisodesV2Request: { filter?: string; pagination?: { pageSize?: number } } },
        ctx: Context,
      ) => {
        // The GraphQL interface knows shows by URI; the distribution record maps the station to it.
        const { platformShowUri } = await show.distribution();
        const data = await graphQuery<{ showByShowUri: { episodesV2: { items: { uri: string; title: string | null; analytics: unknown }[] } } | null }>(
          EPISODES_OF_SHOW,
          {
            showUri: platformShowUri,
            filter: args.listEpisodesV2Request.filter ?? null,
            pageSize: args.listEpisodesV2Request.pagination?.pageSize ?? null,
            analytics: LISTED_ANALYTICS,
          },
          ctx,
        );
        const items = data.showByShowUri?.episodesV2.items ?? [];
        return { items: items.map((item) => new EpisodeParent(ctx, null, item.uri, null, { title: item.title, analytics: item.analytics })) };
      },
    },
    ShowDistribution: {
      vanitySlug: (distribution: Distribution) => distribution.vanitySlug,
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
