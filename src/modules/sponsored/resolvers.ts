import type { EpisodeResolvers, MutationResolvers, Resolvers } from '../../generated/resolvers.js';
import { toUnixSeconds } from '../../scalars.js';
import { episodeIdArg } from '../episodes/args.js';
import { readEpisode } from '../episodes/current.js';
import { graphPublishTime } from '../episodes/drafts.js';
import { episodeIdOf, episodeUriLoader } from '../ids/index.js';
import { putSponsoredContentStatus } from './endpoints.js';
import { sponsoredPublishOn } from './publish-on.js';
import { sponsoredFlagOf, sponsoredStatusLoader } from './status.js';

const Episode: EpisodeResolvers = {
  containsSponsoredContent: async (parent, _args, ctx) => {
    return sponsoredFlagOf(await sponsoredStatusLoader(ctx).load(await episodeIdOf(parent, ctx)));
  },
};

const setEpisodeSponsoredContent: MutationResolvers['setEpisodeSponsoredContent'] = async (_root, { id, uri, containsSponsoredContent }, ctx, info) => {
  const episodeId = await episodeIdArg(ctx, id, uri);
  // A published episode's time is not in its overview (2.2): with the URI known to the ID
  // directory, the GraphQL read starts beside the overview (the read is shared below; for a
  // scheduled episode or a draft it was one call made for nothing).
  // Not awaited: the directory's answer (a Redis read with REDIS_URL) must not hold the overview.
  ctx.directory
    .episodeUris([episodeId])
    .then((known) => {
      const uri = known.get(episodeId);
      return uri ? graphPublishTime(ctx, uri) : null;
    })
    .catch(() => undefined);
  const current = await readEpisode(ctx, episodeId, info);
  const publishOn = await sponsoredPublishOn(current.overview, async () => {
    // The URI with what the overview said (the ID search tries that title first), then the
    // time alone: the update path's read would also look up the user ID, a round trip more.
    const key = current.source === 'rest' ? { id: episodeId, title: current.overview.title, refused: false } : episodeId;
    return graphPublishTime(ctx, await episodeUriLoader(ctx).load(key));
  });
  // Unix seconds, never the ISO form: the upstream would read its year as seconds (4.17, 4.3 rule 1).
  const seconds = toUnixSeconds(publishOn);
  await putSponsoredContentStatus(ctx.rest, episodeId, { containsSponsoredContent, publishOn: seconds });
  sponsoredStatusLoader(ctx).clear(episodeId).prime(episodeId, { containsSponsoredContent });
  return { episode: { id: episodeId, overview: current.overview }, containsSponsoredContent, publishOnSent: new Date(seconds * 1000) };
};

export const sponsoredResolvers: Resolvers = {
  Mutation: { setEpisodeSponsoredContent },
  Episode,
};
