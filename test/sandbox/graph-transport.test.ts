import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type Sandbox } from '../../src/sandbox/index.js';
import { FIXED_NOW, codeOf, data, episodeUriOf, episodesOf, graph, showOf, showUriOf } from './graph-helpers.js';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ hooks: true, now: () => FIXED_NOW });
});
afterAll(() => sandbox.close());

const SHOW = `query($uri: ShowUri!) { showByShowUri(getShowByShowUriRequest: { showUri: $uri }) { uri name } }`;

describe('graph transport and auth', () => {
  it('answers 401 UNAUTHENTICATED without a token or with an unknown one', async () => {
    for (const token of [null, 'not-a-token']) {
      const res = await graph(sandbox, '{ showsForUser { shows { uri } } }', {}, { token });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ errors: [{ message: 'Unauthorized', extensions: { code: 'UNAUTHENTICATED' } }] });
    }
  });

  it('rejects a persisted-query alias used as a top-level field with a validation error', async () => {
    const res = await graph(sandbox, '{ getShowAudienceAllPlatformsStats }');
    expect(res.status).toBe(200);
    expect(res.body.data).toBeUndefined();
    expect(res.body.errors[0].message).toMatch(/Cannot query field "getShowAudienceAllPlatformsStats" on type "Query"/);
    expect(codeOf(res.body)).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('answers a syntax error with HTTP 200 and a parse error', async () => {
    const res = await graph(sandbox, '{ showsForUser { ');
    expect(res.status).toBe(200);
    expect(codeOf(res.body)).toBe('GRAPHQL_PARSE_FAILED');
  });

  it('answers PersistedQueryNotFound for an empty query naming an unknown operation', async () => {
    const res = await graph(sandbox, '', {}, { operationName: 'getShowTopClips' });
    expect(res.status).toBe(200);
    expect(res.body.errors[0]).toMatchObject({ message: 'PersistedQueryNotFound', extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } });
  });

  it('runs a known persisted query from its operation name alone', async () => {
    const show = showOf(sandbox);
    const res = await graph(sandbox, '', { showUri: showUriOf(show), window: 'WINDOW_LAST_THIRTY_DAYS' }, { operationName: 'getShowSegmentedAudienceTotal' });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.showByShowUri.analytics.analyticsValue.analyticsValue.__typename).toBe('SegmentedAudienceValue');
  });

  it('answers 400 to a body that is not a GraphQL request', async () => {
    const res = await graph(sandbox, 42 as unknown as string);
    expect(res.status).toBe(400);
  });

  it('serves introspection', async () => {
    const d = await data(sandbox, '{ __schema { queryType { name } } __type(name: "AnalyticsValue") { possibleTypes { name } } }');
    expect(d.__schema.queryType.name).toBe('Query');
    expect(d.__type.possibleTypes.map((t: { name: string }) => t.name)).toContain('SegmentedAudienceValue');
  });

  it('records each call in the request log under the graph route', async () => {
    sandbox.hooks.clearLog();
    await graph(sandbox, '{ showsForUser { shows { uri } } }');
    expect(sandbox.hooks.count('POST /v2/graph-pq')).toBe(1);
  });
});

describe('accounts see only their own shows and episodes', () => {
  it('lists every show of the caller and nothing else', async () => {
    const d = await data(sandbox, '{ showsForUser { shows { uri name } pagination { totalCount } } }');
    const mine = [5001, 5002, 5003].map((id) => showUriOf(showOf(sandbox, id)));
    expect(d.showsForUser.shows.map((s: { uri: string }) => s.uri)).toEqual(mine);
    expect(d.showsForUser.pagination.totalCount).toBe(3);
    const other = await graph(sandbox, '{ showsForUser { shows { uri } } }', {}, { token: sandbox.tokens.other });
    expect(other.body.data.showsForUser.shows).toEqual([{ uri: showUriOf(showOf(sandbox, 5101)) }]);
  });

  it("answers null and FORBIDDEN for another account's show and episode", async () => {
    const foreign = showOf(sandbox, 5101);
    const res = await graph(sandbox, SHOW, { uri: showUriOf(foreign) });
    expect(res.body.data.showByShowUri).toBeNull();
    expect(codeOf(res.body)).toBe('FORBIDDEN');
    const episode = episodesOf(sandbox, 5101).published[0];
    const ep = await graph(sandbox, `query($u: EpisodeUri!) { episodeByUri(getEpisodeRequest: { episodeUri: $u }) { title } }`, { u: episodeUriOf(episode) });
    expect(ep.body.data.episodeByUri).toBeNull();
    expect(codeOf(ep.body)).toBe('FORBIDDEN');
  });

  it('answers null without error for an unknown show, and BAD_USER_INPUT for a malformed URI', async () => {
    const unknown = await graph(sandbox, SHOW, { uri: 'platform:show:doesNotExist000000000000' });
    expect(unknown.body).toEqual({ data: { showByShowUri: null } });
    for (const uri of ['spotify:show:abc', 'platform:episode:abc', 'platform:show:']) {
      const bad = await graph(sandbox, SHOW, { uri });
      expect(bad.body.data.showByShowUri).toBeNull();
      expect(codeOf(bad.body)).toBe('BAD_USER_INPUT');
    }
  });
});
