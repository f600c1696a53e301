import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.js';

describe('PERSISTED_DOCUMENTS, PERSISTED_DOCUMENTS_MANIFEST, PERSISTED_QUERIES_MAX', () => {
  it('default to off, the client package manifest and 1000', () => {
    const config = loadConfig({});
    expect(config.persistedDocuments).toBe('off');
    expect(config.persistedDocumentsManifest).toBeNull();
    expect(config.persistedQueriesMax).toBe(1_000);
  });

  it('take the three modes (any case), a path and a bound', () => {
    for (const mode of ['off', 'allow', 'only'] as const) expect(loadConfig({ PERSISTED_DOCUMENTS: mode.toUpperCase() }).persistedDocuments).toBe(mode);
    const config = loadConfig({ PERSISTED_DOCUMENTS: 'only', PERSISTED_DOCUMENTS_MANIFEST: ' /etc/gw/manifest.json ', PERSISTED_QUERIES_MAX: '50' });
    expect(config.persistedDocumentsManifest).toBe('/etc/gw/manifest.json');
    expect(config.persistedQueriesMax).toBe(50);
  });

  it('name a bad mode and a bad bound', () => {
    try {
      loadConfig({ PERSISTED_DOCUMENTS: 'strict', PERSISTED_QUERIES_MAX: '0' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as ConfigError).problems.map((p) => p.variable).sort()).toEqual(['PERSISTED_DOCUMENTS', 'PERSISTED_QUERIES_MAX']);
      expect((error as Error).message).toContain('config: PERSISTED_DOCUMENTS must be one of off, allow, only (got "strict")');
    }
  });
});
