import type { GatewayContext } from '../context.js';
import { ownerHashOf, type UploadJob } from '../jobs/index.js';
import { showMetadataLoader } from '../modules/shows/endpoints.js';

/**
 * Who may read a job: its owner's account. The job keeps only a hash of the creating token,
 * so the same token is recognised at no cost. Another token of the same account (tokens are
 * reissued; the connector flow gives a second one) proves itself by reading the job's show
 * (4.8), which the upstream allows only to the show's account: one REST call, only then.
 */
export async function canReadJob(ctx: GatewayContext, job: UploadJob): Promise<boolean> {
  if (!ctx.token) return false;
  if (ownerHashOf(ctx.token) === job.ownerHash) return true;
  if (job.stationId === null) return false;
  try {
    await showMetadataLoader(ctx).load(job.stationId);
    return true;
  } catch {
    return false;
  }
}
