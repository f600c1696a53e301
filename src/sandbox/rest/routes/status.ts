import { forbidden, nowSeconds, ok, ownedShow, type RestHandle } from '../base.js';
import { publishState } from '../publish.js';

/** Read-only status endpoints of 4.28 (shapes not shown in the spec: the sandbox's choice). */

export const paywallLifecycle: RestHandle = (call) => ok({ stationId: ownedShow(call).stationId, lifecycleState: 'NOT_ENROLLED' });

export const walletAvailability: RestHandle = (call) => {
  ownedShow(call);
  return ok({ isWalletAvailable: true, supportedCurrencies: ['USD', 'EUR'] });
};

export const wallet: RestHandle = (call) => {
  const show = ownedShow(call);
  return ok({ balance: { amountInCents: (show.stationId * 37) % 10_000, currency: 'USD' }, payoutsEnabled: false });
};

export const paywalls: RestHandle = (call) => {
  ownedShow(call);
  return ok({ isPaywallEnabled: false, paywalls: [] });
};

export const episodePage: RestHandle = (call) => {
  const show = ownedShow(call);
  return ok({ isEpisodePageEnabled: true, layout: 'default', pageUrl: `https://podcasts.host.example.test/${show.webStationId}` });
};

export const featuredEpisode: RestHandle = (call) => {
  const show = ownedShow(call);
  const now = nowSeconds(call);
  const latest = [...call.ctx.store.episodes.values()]
    .filter((e) => e.stationId === show.stationId && publishState(e, now) === 'published')
    .sort((a, b) => (b.publishOn ?? 0) - (a.publishOn ?? 0))[0];
  return ok({ featuredEpisodeId: latest?.episodeId ?? null, isFeaturedEpisodeEnabled: latest !== undefined });
};

export const hostRecommendations: RestHandle = (call) => {
  const show = ownedShow(call);
  const others = [...call.ctx.store.shows.values()].filter((s) => s.userId === show.userId && s.stationId !== show.stationId);
  return ok({ isEnabled: others.length > 0, recommendations: others.map((s) => ({ stationId: s.stationId, podcastName: s.podcastName })) });
};

/** The caller's shows; a connector-issued token is refused (4.28, section 5). */
export const stationsStatus: RestHandle = (call) => {
  if (call.viaConnector) throw forbidden('This token cannot list stations; use the GraphQL show list');
  const stations = [...call.ctx.store.shows.values()]
    .filter((s) => s.userId === call.account.userId)
    .map((s) => ({ stationId: s.stationId, webStationId: s.webStationId, podcastName: s.podcastName, platformShowUri: `platform:show:${s.platformShowId}`, status: 'active' }));
  return ok({ stations });
};
