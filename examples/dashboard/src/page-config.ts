/**
 * What the gateway tells the page at /app/config.json (src/gateway/dashboard.ts): the sandbox's
 * token in sandbox mode, and how the client must send documents. Anything missing or unreadable
 * falls back to an empty token field and full documents.
 */
export interface PageConfig {
  sandboxToken: string | null;
  persisted: 'off' | 'hash' | 'hash-only';
}

const FALLBACK: PageConfig = { sandboxToken: null, persisted: 'off' };

export async function loadPageConfig(): Promise<PageConfig> {
  try {
    const res = await fetch(new URL('config.json', document.baseURI), { headers: { accept: 'application/json' } });
    if (!res.ok) return FALLBACK;
    const body = (await res.json()) as Partial<PageConfig>;
    return {
      sandboxToken: typeof body.sandboxToken === 'string' ? body.sandboxToken : null,
      persisted: body.persisted === 'hash' || body.persisted === 'hash-only' ? body.persisted : 'off',
    };
  } catch {
    return FALLBACK;
  }
}

const TOKEN_KEY = 'podcast-graph.token';

/** The token the user chose this tab (sessionStorage: gone when the tab closes), else the sandbox's. */
export function initialToken(config: PageConfig): string {
  return sessionStorage.getItem(TOKEN_KEY) ?? config.sandboxToken ?? '';
}

export function rememberToken(token: string): void {
  if (token) sessionStorage.setItem(TOKEN_KEY, token);
  else sessionStorage.removeItem(TOKEN_KEY);
}
