import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { graphql } from '../../src/generated/client/index.js';
import { errorCodes, startStack, type Stack } from '../helpers/stack.js';
import { draftEpisode, episodesOf, expectCommonRules, onlyCall, platformUri, publishedEpisode, restRoutes, scheduledEpisode, STATION } from './rest-fixtures.js';

const SPONSORED_GET = 'GET /v3/episodes/{episodeId}/sponsoredContentStatus';
const SPONSORED_PUT = 'PUT /v3/episodes/{episodeId}/sponsoredContentStatus';
const FORM_BATCH = 'GET /v3/episodes/pcdFormData';
const SHOW_FORM = 'GET /v3/stations/{stationId}/pcdForm';

const Sponsored = graphql(`
  query RestSponsored($id: Int!) {
    episode(id: $id) {
      id
      containsSponsoredContent
      again: containsSponsoredContent
    }
  }
`);

const SetSponsored = graphql(`
  mutation RestSetSponsored($id: Int, $uri: String, $value: Boolean!) {
    setEpisodeSponsoredContent(id: $id, uri: $uri, containsSponsoredContent: $value) {
      containsSponsoredContent
      publishOnSent
      episode {
        id
        containsSponsoredContent
      }
    }
  }
`);

const FormData = graphql(`
  query RestEpisodeFormData($uris: [String!]!) {
    episodeFormData(episodeUris: $uris) {
      episodeUri
      data
    }
  }
`);

const EpisodesWithForms = graphql(`
  query RestEpisodesWithForms($a: String!, $b: String!, $c: String!) {
    a: episode(uri: $a) {
      formData
    }
    b: episode(uri: $b) {
      formData
    }
    c: episode(uri: $c) {
      formData
    }
  }
`);

const ShowForm = graphql(`
  query RestShowForm($stationId: Int!) {
    show(stationId: $stationId) {
      formUrl
    }
  }
`);

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack?.close());
beforeEach(() => stack.sandbox.hooks.reset());

describe('sponsored content (4.5, 4.17)', () => {
  it('reads the flag once per episode however often it is asked', async () => {
    const ep = publishedEpisode(stack);
    ep.containsSponsoredContent = true;
    const { data, errors } = await stack.query(Sponsored, { id: ep.episodeId });
    expect(errors).toBeUndefined();
    expect(data!.episode).toEqual({ id: ep.episodeId, containsSponsoredContent: true, again: true });
    const call = onlyCall(stack, SPONSORED_GET);
    expect(call.path).toBe(`/v3/episodes/${ep.episodeId}/sponsoredContentStatus`);
    expectCommonRules(stack, call);
  });

  it('writes the flag of a scheduled episode with its publish time as Unix seconds', async () => {
    const ep = scheduledEpisode(stack);
    const { data, errors } = await stack.query(SetSponsored, { id: ep.episodeId, value: true });
    expect(errors).toBeUndefined();
    const call = onlyCall(stack, SPONSORED_PUT);
    expect(call.method).toBe('PUT');
    expect(call.body).toEqual({ containsSponsoredContent: true, publishOn: ep.publishOn });
    expectCommonRules(stack, call);
    expect(data!.setEpisodeSponsoredContent).toEqual({
      containsSponsoredContent: true,
      publishOnSent: new Date(ep.publishOn! * 1000).toISOString(),
      // Primed by the write: no read after it.
      episode: { id: ep.episodeId, containsSponsoredContent: true },
    });
    expect(stack.sandbox.hooks.count(SPONSORED_GET)).toBe(0);
    expect(stack.sandbox.store.episodes.get(ep.episodeId)).toMatchObject({ containsSponsoredContent: true, sponsoredPublishOn: ep.publishOn });
  });

  it('uses the published time of a published episode, from the GraphQL side when the overview has none', async () => {
    const ep = publishedEpisode(stack);
    const { data, errors } = await stack.query(SetSponsored, { uri: platformUri(ep), value: true });
    expect(errors).toBeUndefined();
    const body = onlyCall(stack, SPONSORED_PUT).body as { publishOn: number };
    expect(body.publishOn).toBe(ep.publishOn);
    expect(data!.setEpisodeSponsoredContent!.publishOnSent).toBe(new Date(ep.publishOn! * 1000).toISOString());
  });

  it('uses the time of the call for a draft, never null', async () => {
    const draft = draftEpisode(stack);
    const before = Math.floor(Date.now() / 1000);
    const { data, errors } = await stack.query(SetSponsored, { id: draft.episodeId, value: false });
    const after = Math.ceil(Date.now() / 1000);
    expect(errors).toBeUndefined();
    const body = onlyCall(stack, SPONSORED_PUT).body as { publishOn: number; containsSponsoredContent: boolean };
    expect(body.containsSponsoredContent).toBe(false);
    expect(Number.isInteger(body.publishOn)).toBe(true);
    expect(body.publishOn).toBeGreaterThanOrEqual(before);
    expect(body.publishOn).toBeLessThanOrEqual(after);
    expect(Date.parse(data!.setEpisodeSponsoredContent!.publishOnSent as string) / 1000).toBe(body.publishOn);
  });
});

describe('episode form data, batched (4.7)', () => {
  it('fetches the form data of several episodes in one call with episodeUri[] repeated', async () => {
    const uris = episodesOf(stack, (e) => e.isPublished).slice(0, 3).map(platformUri);
    const { data, errors } = await stack.query(FormData, { uris });
    expect(errors).toBeUndefined();
    const call = onlyCall(stack, FORM_BATCH);
    expect(call.query['episodeUri[]']).toEqual(uris);
    expectCommonRules(stack, call);
    expect(data!.episodeFormData!.map((e) => e.episodeUri)).toEqual(uris);
    for (const entry of data!.episodeFormData!) expect(entry.data).toMatchObject({ episodeUri: entry.episodeUri });
  });

  it('costs one call for the form data of every episode in a response', async () => {
    const [a, b, c] = episodesOf(stack, (e) => e.isPublished).slice(0, 3);
    const { data, errors } = await stack.query(EpisodesWithForms, { a: platformUri(a), b: platformUri(b), c: platformUri(c) });
    expect(errors).toBeUndefined();
    expect(stack.sandbox.hooks.count(FORM_BATCH)).toBe(1);
    expect(onlyCall(stack, FORM_BATCH).query['episodeUri[]']).toEqual([a, b, c].map(platformUri));
    expect(data!.a!.formData).toMatchObject({ episodeId: a.episodeId });
    expect(data!.c!.formData).toMatchObject({ episodeId: c.episodeId });
  });

  it('checks the URIs before any call', async () => {
    const { errors } = await stack.query(FormData, { uris: ['platform:show:abc'] }, { expectErrors: true });
    expect(errorCodes(errors)).toEqual(['BAD_USER_INPUT']);
    const none = await stack.query(FormData, { uris: [] }, { expectErrors: true });
    expect(errorCodes(none.errors)).toEqual(['BAD_USER_INPUT']);
    expect(stack.sandbox.hooks.calls()).toHaveLength(0);
  });
});

describe('show form data (4.14)', () => {
  it('returns the form URL, and null for the empty URL the host sends when there is none', async () => {
    const withForm = await stack.query(ShowForm, { stationId: STATION });
    expect(withForm.errors).toBeUndefined();
    expect(withForm.data!.show!.formUrl).toMatch(/^https:\/\/.+5001$/);
    const call = onlyCall(stack, SHOW_FORM);
    expect(call.path).toBe(`/v3/stations/${STATION}/pcdForm`);
    expectCommonRules(stack, call);
    const without = await stack.query(ShowForm, { stationId: 5002 });
    expect(without.data!.show!.formUrl).toBeNull();
    expect(restRoutes(stack).filter((r) => r === SHOW_FORM)).toHaveLength(2);
  });
});
