/**
 * The standalone sandbox's request log over HTTP (`/__sandbox/*` on its REST port, hooks on):
 * the bench's source of truth for upstream calls per request.
 */
export interface SandboxLog {
  clear(): Promise<void>;
  /** Calls logged since the last clear, all upstreams (REST, GraphQL, storage). */
  count(): Promise<number>;
  /** Calls by route template since the last clear, e.g. `{'GET /v3/episodes/{episodeId}/overview': 5}`. */
  byRoute(): Promise<Record<string, number>>;
}

export function createSandboxLog(restUrl: string): SandboxLog {
  const calls = async (): Promise<{ route: string }[]> => {
    const res = await fetch(`${restUrl}/__sandbox/log`);
    if (!res.ok) throw new Error(`sandbox log: HTTP ${res.status} (are hooks enabled?)`);
    return ((await res.json()) as { calls: { route: string }[] }).calls;
  };
  return {
    async clear() {
      const res = await fetch(`${restUrl}/__sandbox/clear-log`, { method: 'POST' });
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`sandbox clear-log: HTTP ${res.status} (are hooks enabled?)`);
    },
    async count() {
      return (await calls()).length;
    },
    async byRoute() {
      const out: Record<string, number> = {};
      for (const call of await calls()) out[call.route] = (out[call.route] ?? 0) + 1;
      return out;
    },
  };
}
