import type { RouteDef } from './router.js';
import type { RestHandle } from './base.js';
import * as account from './routes/account.js';
import * as episodes from './routes/episodes.js';
import * as images from './routes/images.js';
import * as media from './routes/media.js';
import * as shows from './routes/shows.js';
import * as status from './routes/status.js';

/**
 * Every endpoint of spec section 4, with its path written as in the spec (placeholders renamed
 * to camelCase). Literal paths come before templates that would also match them.
 */
export const REST_ROUTES: RouteDef<RestHandle>[] = [
  // Episodes
  { method: 'GET', path: '/v3/episodes/pcdFormData', handle: episodes.formDataBatch }, // 4.7
  { method: 'GET', path: '/v3/episodes/platform:episode:{platformEpisodeId}/episodeId', handle: episodes.convertEpisodeId }, // 4.1
  { method: 'GET', path: '/v3/episodes/{episodeId}/overview', handle: episodes.overview }, // 4.2
  { method: 'POST', path: '/v3/episodes/{episodeId}/update', handle: episodes.update }, // 4.3
  { method: 'GET', path: '/v3/episodes/{episodeId}/sponsoredContentStatus', handle: episodes.sponsoredRead }, // 4.5
  { method: 'PUT', path: '/v3/episodes/{episodeId}/sponsoredContentStatus', handle: episodes.sponsoredWrite }, // 4.17
  { method: 'POST', path: '/v3/stations/{stationId}/episodes', handle: episodes.create }, // 4.19
  { method: 'POST', path: '/v3/episodes/{episodeId}/delete', handle: episodes.remove }, // 4.27

  // Account
  { method: 'GET', path: '/v3/region', handle: account.region }, // 4.4
  { method: 'POST', path: '/MultiGetColor', handle: account.multiGetColor }, // 4.6
  { method: 'GET', path: '/v3/users/verification', handle: account.verification }, // 4.10
  { method: 'POST', path: '/v3/{userId}/partnerIds', handle: account.partnerIds }, // 4.9
  { method: 'GET', path: '/v3/onboarding/redirectStatus/{userId}/', handle: account.redirectStatus }, // 4.11
  { method: 'GET', path: '/v3/onboarding/steps/{userId}/', handle: account.onboardingSteps }, // 4.11
  { method: 'GET', path: '/v3/users/{userId}/settings/termsAndContactability', handle: account.termsAndContactability }, // 4.16
  { method: 'POST', path: '/v5/monetization-lifecycle/{stationId}/sync-and-fetch', handle: account.monetizationSync }, // 4.18

  // Shows
  { method: 'GET', path: '/v3/stations/status', handle: status.stationsStatus }, // 4.28
  { method: 'GET', path: '/v3/settings/podcast-category/options', handle: shows.categoryOptions }, // 4.20
  { method: 'GET', path: '/v3/stations/{stationId}/metadata', handle: shows.metadata }, // 4.8
  { method: 'POST', path: '/v3/stations/{stationId}/metadata', handle: shows.updateMetadata }, // 4.20
  { method: 'GET', path: '/v3/shows/{platformShowId}/legacyIds', handle: shows.legacyIds }, // 4.12
  { method: 'POST', path: '/v3/stations/{stationId}/episode-list-index', handle: shows.episodeListIndex }, // 4.13
  { method: 'GET', path: '/v3/stations/{stationId}/pcdForm', handle: shows.showForm }, // 4.14
  { method: 'GET', path: '/v3/stations/{stationId}/distribution', handle: shows.distribution }, // 4.15
  { method: 'POST', path: '/v3/settings', handle: shows.updateSlug }, // 4.21

  // Images (4.22)
  { method: 'GET', path: '/v3/stations/{stationId}/images/upload/signed_url', handle: images.imageSignedUrl('show') },
  { method: 'POST', path: '/v3/stations/{stationId}/images/upload/{uploadId}/process_upload', handle: images.imageProcess('show') },
  { method: 'GET', path: '/v3/stations/{stationId}/images/upload/{uploadId}/', handle: images.imagePoll('show') },
  { method: 'GET', path: '/v3/episodes/{episodeId}/images/upload/signed_url', handle: images.imageSignedUrl('episode') },
  { method: 'POST', path: '/v3/episodes/{episodeId}/images/upload/{uploadId}/process_upload', handle: images.imageProcess('episode') },
  { method: 'GET', path: '/v3/episodes/{episodeId}/images/upload/{uploadId}/', handle: images.imagePoll('episode') },

  // Media (4.23-4.26)
  { method: 'GET', path: '/v3/episodes/{episodeId}/upload/signedUrl', handle: media.signedUrl },
  { method: 'POST', path: '/v3/upload/{uploadId}/process_upload', handle: media.processUpload },
  { method: 'GET', path: '/v3/upload/media/{uploadId}', handle: media.pollMedia },

  // Read-only status (4.28)
  { method: 'GET', path: '/v4/paywalls/{stationId}/lifecycle-state', handle: status.paywallLifecycle },
  { method: 'GET', path: '/v6/wallet/{stationId}/availability', handle: status.walletAvailability },
  { method: 'GET', path: '/v6/wallet/{stationId}/', handle: status.wallet },
  { method: 'GET', path: '/v3/paywalls/{stationId}/', handle: status.paywalls },
  { method: 'GET', path: '/v3/stations/{stationId}/episodePage', handle: status.episodePage },
  { method: 'GET', path: '/v3/station/{stationId}/episodes/featured', handle: status.featuredEpisode },
  { method: 'GET', path: '/v3/stations/{stationId}/hostRecommendations', handle: status.hostRecommendations },
];
