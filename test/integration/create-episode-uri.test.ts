import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { graphql } from '../../src/generated/client/index.js';
import { OTHER_SHAPES, SPEC_ONLY, type SandboxVariant } from '../../src/sandbox/index.js';
import { errorCodes, startStack, type Stack } from '../helpers/stack.js';
import { untyped } from '../helpers/untyped.js';

/**
 * `createEpisode { episode { uri } }` (issue 18, item 4): 4.19 answers the new episode's
 * numeric ID and station only, and no call of either interface turns a numeric ID into a URI.
 * The gateway answers from what the create call and its input said: the search for the URI
 * lists that one show and converts the listed episodes of that title. On all three upstreams;
 * a cold directory each time (a new stack per variant, and never the same episode twice).
 */

const GRAPH = 'POST /v2/graph-pq';
const EPISODE_ID = 'GET /v3/episodes/platform:episode:{platformEpisodeId}/episodeId';
const STATION = 5001;

const CreateWithUri = graphql(`
  mutation CreateEpisodeWithUri($input: CreateEpisodeInput!) {
    createEpisode(input: $input) {
      episode {
        id
        uri
        title
        state
      }
    }
  }
`);

const CreateWithKey = untyped(`
  mutation CreateEpisodeWithKey($input: CreateEpisodeInput!, $key: String) {
    createEpisode(input: $input, idempotencyKey: $key) {
      created
      episode {
        id
        uri
      }
    }
  }
`);

const CreateIdWithKey = untyped(`
  mutation CreateEpisodeIdWithKey($input: CreateEpisodeInput!, $key: String) {
    createEpisode(input: $input, idempotencyKey: $key) {
      episode {
        id
      }
    }
  }
`);

const VARIANTS: Array<{ name: string; variant: SandboxVariant | undefined; listsDrafts: boolean }> = [
  { name: 'the default sandbox', variant: undefined, listsDrafts: true },
  { name: 'SPEC_ONLY', variant: SPEC_ONLY, listsDrafts: false },
  { name: 'OTHER_SHAPES', variant: OTHER_SHAPES, listsDrafts: true },
];

for (const { name, variant, listsDrafts } of VARIANTS) {
  describe(`createEpisode { episode { uri } } on ${name}`, () => {
    let stack: Stack;
    let serial = 0;
    beforeAll(async () => {
      stack = await startStack({ variant });
    });
    afterAll(() => stack?.close());
    // The store is not reseeded between tests: every test creates a new episode, which no
    // earlier test has taught the gateway's directory.
    beforeEach(() => stack.sandbox.hooks.clearLog());

    const uriOf = (id: number) => `platform:episode:${stack.sandbox.store.episodes.get(id)!.platformEpisodeId}`;
    const showUri = () => `platform:show:${stack.sandbox.store.shows.get(STATION)!.platformShowId}`;
    /** The one list request names the show the create call answered, not every show of the caller. */
    const listedOneShow = () => {
      const [list] = stack.sandbox.hooks.calls({ route: GRAPH });
      expect(JSON.stringify(list.body)).toContain(showUri());
      expect(JSON.stringify(list.body)).not.toContain('showsForUser');
    };

    it('answers the uri of a new published episode, by its show and title', async () => {
      const title = `Published now ${name} ${++serial}`;
      const res = await stack.query(CreateWithUri, { input: { stationId: STATION, hourOffset: 0, title, publish: true } });
      expect(res.errors).toBeUndefined();
      const episode = res.data!.createEpisode!.episode;
      expect(episode).toMatchObject({ title, state: 'PUBLISHED' });
      expect(episode.uri).toBe(uriOf(episode.id!));
      listedOneShow();
      expect(stack.sandbox.hooks.count(GRAPH)).toBe(1);
      expect(stack.sandbox.hooks.count(EPISODE_ID)).toBe(1);
    });

    it(listsDrafts ? 'answers the uri of a new draft, by its show and title' : 'says why a new draft has no uri on an upstream that lists no drafts, with no search', async () => {
      const title = `New draft ${name} ${++serial}`;
      const res = await stack.query(CreateWithUri, { input: { stationId: STATION, hourOffset: 0, title } }, { expectErrors: !listsDrafts });
      const episode = res.data!.createEpisode!.episode;
      expect(episode).toMatchObject({ title, state: 'DRAFT' });
      if (listsDrafts) {
        expect(res.errors).toBeUndefined();
        expect(episode.uri).toBe(uriOf(episode.id!));
        listedOneShow();
        expect(stack.sandbox.hooks.count(GRAPH)).toBe(1);
        expect(stack.sandbox.hooks.count(EPISODE_ID)).toBe(1);
      } else {
        // Document 2, 2.7 shows `filter: PUBLISHED_EPISODES` only: no list can hold the draft.
        expect(episode.uri).toBeNull();
        expect(errorCodes(res.errors)).toEqual(['UPSTREAM_UNSUPPORTED']);
        expect(res.errors![0].path).toEqual(['createEpisode', 'episode', 'uri']);
        expect(res.errors![0].message).toMatch(/lists published episodes only/);
        expect(stack.sandbox.hooks.count(GRAPH)).toBe(0);
        expect(stack.sandbox.hooks.count(EPISODE_ID)).toBe(0);
      }
    });

    if (listsDrafts) {
      it('answers the uri on a replay of the same idempotency key, from the show the first call created it in', async () => {
        const title = `Replayed draft ${name} ${++serial}`;
        const input = { stationId: STATION, hourOffset: 0, title };
        // The first call does not ask for the uri: the directory does not learn it.
        const first = await stack.query(CreateIdWithKey, { input, key: `replay-${name}-${serial}` });
        expect(first.errors).toBeUndefined();
        const episode = first.data.createEpisode.episode;
        stack.sandbox.hooks.clearLog();
        const replayed = await stack.query(CreateWithKey, { input, key: `replay-${name}-${serial}` });
        expect(replayed.errors).toBeUndefined();
        expect(replayed.data.createEpisode).toMatchObject({ created: false, episode: { id: episode.id, uri: uriOf(episode.id) } });
        listedOneShow();
      });

      it('answers the uri of a new empty draft (no metadata: its title is empty)', async () => {
        const res = await stack.query(CreateWithUri, { input: { stationId: STATION, hourOffset: 0 } });
        expect(res.errors).toBeUndefined();
        const episode = res.data!.createEpisode!.episode;
        expect(episode).toMatchObject({ title: '', state: 'DRAFT' });
        expect(episode.uri).toBe(uriOf(episode.id!));
        expect(stack.sandbox.hooks.count(GRAPH)).toBe(1);
        // Only the empty-titled drafts of that show are converted, all in one wave.
        const emptyDrafts = [...stack.sandbox.store.episodes.values()].filter((e) => e.stationId === STATION && e.title === '' && !e.isPublished);
        expect(stack.sandbox.hooks.count(EPISODE_ID)).toBeLessThanOrEqual(emptyDrafts.length);
      });
    }
  });
}
