import type { UploadRecord } from '../../data/model.js';
import { createUpload } from '../../storage/uploads.js';
import { badRequest, bodyObject, forbidden, notFound, ok, ownedEpisode, ownedShow, type RestCall, type RestHandle } from '../base.js';

/** Image pipeline of 4.22: show cover art under `/v3/stations/...`, thumbnail under `/v3/episodes/...`. */

type Target = 'show' | 'episode';

function owner(call: RestCall, target: Target): { stationId: number; episodeId: number | null } {
  if (target === 'show') return { stationId: ownedShow(call).stationId, episodeId: null };
  const episode = ownedEpisode(call);
  return { stationId: episode.stationId, episodeId: episode.episodeId };
}

function imageUpload(call: RestCall, target: Target): UploadRecord {
  const { stationId, episodeId } = owner(call, target);
  const upload = call.ctx.store.uploads.get(call.params.uploadId);
  const kind = target === 'show' ? 'show-image' : 'episode-image';
  if (!upload || upload.kind !== kind || upload.stationId !== stationId || (target === 'episode' && upload.episodeId !== episodeId)) {
    throw notFound('Unknown upload');
  }
  if (upload.userId !== call.account.userId) throw forbidden();
  return upload;
}

export function imageSignedUrl(target: Target): RestHandle {
  return (call) => {
    const { stationId, episodeId } = owner(call, target);
    const { upload, url } = createUpload(
      { store: call.ctx.store, signer: call.ctx.signer, storageUrl: call.ctx.storageUrl, now: call.ctx.now(), ttlMs: call.ctx.behaviour.signedUrlTtlMs },
      { kind: target === 'show' ? 'show-image' : 'episode-image', userId: call.account.userId, episodeId, stationId, filename: 'image', mimeType: '' },
    );
    return ok({ url, uploadId: upload.uploadId });
  };
}

/** Cover art: body empty or `{}`. Thumbnail: `{episodeId, uploadType: 'episode_image'}`. */
export function imageProcess(target: Target): RestHandle {
  return (call) => {
    const upload = imageUpload(call, target);
    const body = bodyObject(call, { optional: true });
    if (target === 'show' && Object.keys(body).length > 0) throw badRequest('Cover art process_upload takes an empty body');
    if (target === 'episode') {
      if (body.episodeId !== upload.episodeId) throw badRequest('episodeId does not match the path');
      if (body.uploadType !== 'episode_image') throw badRequest('uploadType must be episode_image');
    }
    if (upload.status === 'awaiting-bytes') throw badRequest('No image was uploaded for this upload');
    if (upload.notifiedAt === null) {
      upload.notifiedAt = call.ctx.now();
      upload.status = 'processing';
    }
    return ok({ uploadId: upload.uploadId, status: 'processing' });
  };
}

/** Poll: `processing` for `imageProcessingMs`, then `completed` and the image is attached. */
export function imagePoll(target: Target): RestHandle {
  return (call) => {
    const upload = imageUpload(call, target);
    if (upload.notifiedAt === null) return ok({ uploadId: upload.uploadId, status: upload.status === 'stored' ? 'uploaded' : 'pending' });
    if (call.ctx.now() - upload.notifiedAt < call.ctx.behaviour.imageProcessingMs) return ok({ uploadId: upload.uploadId, status: 'processing' });
    const ext = call.ctx.store.objects.get(upload.objectKey)?.contentType === 'image/jpeg' ? 'jpg' : 'png';
    const imageUrl = `https://images.example.test/uploads/${upload.uploadId}.${ext}`;
    if (upload.status !== 'completed') {
      upload.status = 'completed';
      const store = call.ctx.store;
      if (target === 'show') {
        const show = store.shows.get(upload.stationId!);
        if (show) show.podcastImage = imageUrl;
      } else {
        const episode = store.episodes.get(upload.episodeId!);
        if (episode) episode.thumbnailUrl = imageUrl;
      }
    }
    return ok({ uploadId: upload.uploadId, status: 'completed', imageUrl });
  };
}
