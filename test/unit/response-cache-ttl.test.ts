import { describe, expect, it } from 'vitest';
import { analyticsFieldNames } from '../../src/modules/analytics/index.js';
import { TTL_CAPS_MS } from '../../src/gateway/response-cache/index.js';
import { ttlPerSchemaCoordinate } from '../../src/gateway/response-cache/ttl.js';

describe('response cache TTLs per schema coordinate', () => {
  const table = ttlPerSchemaCoordinate(600_000);

  it("caps every analytics convenience field of the gateway's, series included, at the analytics TTL", () => {
    expect(table['Show.playsAndDownloadsSeries']).toBe(TTL_CAPS_MS.analytics);
    expect(table['Episode.playsAndDownloadsSeries']).toBe(TTL_CAPS_MS.analytics);
    expect(table.AnalyticsSeries).toBe(TTL_CAPS_MS.analytics);
    for (const [type, fields] of Object.entries(analyticsFieldNames)) {
      for (const field of fields) expect(table[`${type}.${field}`], `${type}.${field}`).toBe(TTL_CAPS_MS.analytics);
    }
  });

  it('caps the upstream analytics fields by the names document 2 gives them, and never caches jobs', () => {
    expect(table['Show.analytics']).toBe(TTL_CAPS_MS.analytics);
    expect(table['Episode.analyticsStarts']).toBe(TTL_CAPS_MS.analytics);
    expect(table['Episode.comments']).toBe(TTL_CAPS_MS.comments);
    expect(table['Query.uploadJob']).toBe(0);
  });

  it('never lengthens a global TTL shorter than a cap', () => {
    expect(ttlPerSchemaCoordinate(5_000)['Show.playsAndDownloads']).toBe(5_000);
  });
});
