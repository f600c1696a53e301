import type { RestCaller } from '../../rest/types.js';

/** 4.18 response (2.6): only `products.PLATFORM_PARTNER_PROGRAM` is described. */
export interface RawMonetizationLifecycle {
  products?: {
    PLATFORM_PARTNER_PROGRAM?: {
      lifecycleState?: string | null;
      pendingRequirements?: unknown[] | null;
    } | null;
    [product: string]: unknown;
  } | null;
  [field: string]: unknown;
}

/** 4.9 Partner IDs. A POST that reads; its request body is not shown (4.29), so `{}` is sent. */
export function getPartnerIds(rest: RestCaller, userId: number): Promise<unknown> {
  return rest.request({ method: 'POST', route: '/v3/{userId}/partnerIds', params: { userId }, body: {} });
}

/** 4.18 Monetisation lifecycle sync (`/v5/`); its request body is not shown (4.29), so `{}` is sent. */
export function syncMonetizationLifecycle(rest: RestCaller, stationId: number): Promise<RawMonetizationLifecycle | null> {
  return rest.request<RawMonetizationLifecycle | null>({
    method: 'POST',
    route: '/v5/monetization-lifecycle/{stationId}/sync-and-fetch',
    params: { stationId },
    body: {},
  });
}

/** 4.28 Paywall lifecycle state (`/v4/`). */
export function getPaywallLifecycleState(rest: RestCaller, stationId: number): Promise<unknown> {
  return rest.request({ method: 'GET', route: '/v4/paywalls/{stationId}/lifecycle-state', params: { stationId } });
}

/** 4.28 Wallet availability (`/v6/`). */
export function getWalletAvailability(rest: RestCaller, stationId: number): Promise<unknown> {
  return rest.request({ method: 'GET', route: '/v6/wallet/{stationId}/availability', params: { stationId } });
}

/** 4.28 Wallet (`/v6/`). */
export function getWallet(rest: RestCaller, stationId: number): Promise<unknown> {
  return rest.request({ method: 'GET', route: '/v6/wallet/{stationId}/', params: { stationId } });
}

/** 4.28 Paywall settings (`/v3/`). */
export function getPaywall(rest: RestCaller, stationId: number): Promise<unknown> {
  return rest.request({ method: 'GET', route: '/v3/paywalls/{stationId}/', params: { stationId } });
}
