import { getNamedType, isCompositeType, type OperationDefinitionNode } from 'graphql';
import { selectionOf, selectionUnder, type SelectedField } from '../../selection.js';
import { argumentsOf, collectEntities, Entities, scanNamedKeys, scopeOf, type Operation } from './entities.js';

/**
 * What a mutation of the gateway changed, read from the operation itself: its arguments
 * (`updateEpisode(id:)`, `deletePoll(episodeUri:)`, `setCommentsEnabled(stationId:)`, keys in
 * input objects such as `createEpisode(input: {stationId})`) and the shows and episodes its
 * answer holds. A plain `id` or `uri` argument names an episode on a mutation named for
 * episodes and a show on one named for shows. Upload steps that name only their job
 * (`finishDirectUpload(jobId:)`) are resolved through the job, which knows its episode and show.
 */
export interface MutationTargets {
  entities: Entities;
  /** Upload jobs named by the mutation: their episode and show are targets too. */
  jobIds: string[];
  /** False when every root field is one that changes nothing an answer is cached with (analytics insights). */
  changes: boolean;
}

/**
 * Mutations that change nothing a cached answer holds: an insight is generated or rated at the
 * host, and what analytics answers hold lives 60 s at most (ttl.ts); their jobs are never cached.
 * Their `jobId` names an insight job, not an upload job.
 */
const CHANGES_NOTHING_CACHED = /insight/i;

export function mutationTargets(op: Operation, operation: OperationDefinitionNode, data: unknown): MutationTargets {
  const entities = new Entities();
  const jobIds: string[] = [];
  let changes = false;
  const root = op.schema.getMutationType();
  if (!root) return { entities, jobIds, changes: true };
  for (const selected of selectionOf(operation.selectionSet, root.name, scopeOf(op)).fields.values()) {
    const field = selected.nodes[0];
    const name = selected.name;
    if (CHANGES_NOTHING_CACHED.test(name)) continue;
    changes = true;
    const def = root.getFields()[name];
    if (!def) continue;
    const returns = getNamedType(def.type);
    const args = argumentsOf(field, op.variables) ?? {};
    scanNamedKeys(args, entities);
    if (/episode/i.test(name)) {
      entities.addEpisodeId(args.id);
      entities.addEpisodeUri(args.uri);
    } else if (/show/i.test(name)) {
      entities.addStationId(args.id);
      entities.addShowUri(args.uri);
    }
    if (/comment/i.test(name) || /comment/i.test(returns.name)) entities.comments = true;
    if (typeof args.jobId === 'string' && args.jobId) jobIds.push(args.jobId);
    const value = data && typeof data === 'object' ? (data as Record<string, unknown>)[selected.responseKey] : undefined;
    if (field.selectionSet && isCompositeType(returns) && value != null) {
      const answer = new Entities();
      collectEntities(op, selected.nodes, returns, value, answer);
      merge(entities, answer);
      // The job this step returns (`UploadJob.id`) may not be in the arguments (a job the gateway named).
      if (returns.name === 'UploadJob') for (const id of jobIdsOf(op, selected, value)) jobIds.push(id);
    }
  }
  return { entities, jobIds, changes };
}

/** The `id`s an UploadJob answer holds, under each response key that selected it. */
function jobIdsOf(op: Operation, job: SelectedField, value: unknown): string[] {
  if (!value || typeof value !== 'object') return [];
  const ids: string[] = [];
  for (const field of selectionUnder(job, 'UploadJob', scopeOf(op)).fields.values()) {
    if (field.name !== 'id') continue;
    const id = (value as Record<string, unknown>)[field.responseKey];
    if (typeof id === 'string' && id) ids.push(id);
  }
  return ids;
}

function merge(into: Entities, from: Entities): void {
  for (const id of from.episodeIds) into.episodeIds.add(id);
  for (const uri of from.episodeUris) into.episodeUris.add(uri);
  for (const id of from.stationIds) into.stationIds.add(id);
  for (const uri of from.showUris) into.showUris.add(uri);
  into.comments ||= from.comments;
}

