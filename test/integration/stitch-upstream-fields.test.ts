import { Kind, parse, visit, type DocumentNode, type FragmentDefinitionNode, type SelectionSetNode } from 'graphql';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { graphql } from '../../src/generated/client/index.js';
import type { EpisodeRecord } from '../../src/sandbox/data/model.js';
import { startStack, type Stack } from '../helpers/stack.js';

/**
 * The upstream is asked for the fields the client selected of it and the keys, nothing more:
 * a query over both APIs sends `episodeByUri` only its share of the selection (`uri` and
 * `__typename` are the keys). A draft's fields are asked only when REST refuses the episode.
 */

const BothSidesById = graphql(`
  query UpstreamFieldsById($id: Int!) {
    episode(id: $id) {
      id
      title
      state
      publishOn
      analyticsStarts {
        startsCount
      }
    }
  }
`);

const BothSidesByUri = graphql(`
  query UpstreamFieldsByUri($uri: String!) {
    episode(uri: $uri) {
      id
      title
      description
      ...UpstreamFieldsShare
    }
  }
  fragment UpstreamFieldsShare on Episode {
    state
    starts: analyticsStarts {
      startsCount
    }
    publishedOn {
      seconds
    }
  }
`);

const ListedBothSides = graphql(`
  query UpstreamFieldsListed($stationId: Int!) {
    show(stationId: $stationId) {
      name
      episodesV2(listEpisodesV2Request: { pagination: { pageSize: 3 } }) {
        items {
          id
          title
          state
          analyticsStarts {
            startsCount
          }
        }
      }
    }
  }
`);

const KEYS = ['uri', '__typename'];

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack?.close());
beforeEach(() => stack.sandbox.hooks.reset());

const episodesOf = (stationId: number) => [...stack.sandbox.store.episodes.values()].filter((e) => e.stationId === stationId);
const uriOf = (e: EpisodeRecord) => `platform:episode:${e.platformEpisodeId}`;

/** The fields each upstream request asks of each field named `fieldName` (`episodeByUri`, a list's `items`). */
function requestsOf(fieldName: string): Array<{ fields: string[] }> {
  const out: Array<{ fields: string[] }> = [];
  for (const call of stack.sandbox.hooks.calls({ upstream: 'graph' })) {
    const body = call.body as { query?: string };
    if (!body.query?.includes(fieldName)) continue;
    const document = parse(body.query);
    visit(document, {
      Field(node) {
        if (node.name.value === fieldName && node.selectionSet) out.push({ fields: namesIn(node.selectionSet, document) });
      },
    });
  }
  return out;
}

const episodeByUriRequests = () => requestsOf('episodeByUri');

/** Names of the fields a selection set asks directly, through its fragments. */
function namesIn(set: SelectionSetNode, document: DocumentNode): string[] {
  const fragments = new Map(document.definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((d) => [d.name.value, d]));
  const names = new Set<string>();
  const walk = (s: SelectionSetNode): void => {
    for (const selection of s.selections) {
      if (selection.kind === Kind.FIELD) names.add(selection.name.value);
      else if (selection.kind === Kind.INLINE_FRAGMENT) walk(selection.selectionSet);
      else {
        const fragment = fragments.get(selection.name.value);
        if (fragment) walk(fragment.selectionSet);
      }
    }
  };
  walk(set);
  return [...names].sort();
}

function expectOnly(requests: Array<{ fields: string[] }>, selected: string[]): void {
  expect(requests.length).toBeGreaterThan(0);
  const allowed = new Set([...selected, ...KEYS]);
  for (const request of requests) expect(request.fields.filter((f) => !allowed.has(f))).toEqual([]);
  // Each selected upstream field is asked by some request.
  expect([...new Set(requests.flatMap((r) => r.fields))].filter((f) => selected.includes(f)).sort()).toEqual([...selected].sort());
}

describe('episodeByUri asks only the selected upstream fields and the keys', () => {
  it('episode(id:) on a cold and then a warm ID directory', async () => {
    const episode = episodesOf(5001).find((e) => e.isPublished)!;
    const cold = await stack.query(BothSidesById, { id: episode.episodeId });
    expect(cold.errors).toBeUndefined();
    expect(cold.data?.episode).toMatchObject({ id: episode.episodeId, title: episode.title, analyticsStarts: { startsCount: expect.any(Number) } });
    expectOnly(episodeByUriRequests(), ['analyticsStarts']);
    stack.sandbox.hooks.clearLog();
    const warm = await stack.query(BothSidesById, { id: episode.episodeId });
    expect(warm.data).toEqual(cold.data);
    expectOnly(episodeByUriRequests(), ['analyticsStarts']);
  });

  it('episode(uri:) with upstream fields under an alias and in a fragment', async () => {
    const episode = episodesOf(5002).find((e) => e.isPublished)!;
    const { data, errors } = await stack.query(BothSidesByUri, { uri: uriOf(episode) });
    expect(errors).toBeUndefined();
    expect(data?.episode).toMatchObject({ id: episode.episodeId, title: episode.title, state: 'PUBLISHED', starts: { startsCount: expect.any(Number) } });
    expect(data?.episode?.publishedOn?.seconds).toEqual(expect.anything());
    expectOnly(episodeByUriRequests(), ['analyticsStarts', 'publishedOn']);
  });

  it('a draft (REST refuses it): the draft fields in one more read, the selection share alone otherwise', async () => {
    const draft = episodesOf(5003).find((e) => !e.isPublished && e.publishOn === null)!;
    const { data, errors } = await stack.query(BothSidesById, { id: draft.episodeId });
    expect(errors).toBeUndefined();
    expect(data?.episode).toMatchObject({ id: draft.episodeId, title: draft.title, state: 'DRAFT', analyticsStarts: { startsCount: expect.any(Number) } });
    const requests = episodeByUriRequests();
    const draftReads = requests.filter((r) => r.fields.includes('title'));
    expect(draftReads).toHaveLength(1);
    expectOnly(
      requests.filter((r) => !draftReads.includes(r)),
      ['analyticsStarts'],
    );
  });

  it('episodes an upstream list holds: their share of the selection and the keys, nothing for the gateway fields', async () => {
    const { data, errors } = await stack.query(ListedBothSides, { stationId: 5001 });
    expect(errors).toBeUndefined();
    const items = data!.show!.episodesV2!.items;
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) expect(item).toMatchObject({ id: expect.any(Number), title: expect.any(String), analyticsStarts: { startsCount: expect.any(Number) } });
    expectOnly(requestsOf('items'), ['analyticsStarts']);
  });
});
