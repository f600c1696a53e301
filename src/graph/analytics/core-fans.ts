import { defineLoader, type HasLoaders } from '../../loaders.js';
import { fitInput } from '../capabilities.js';
import { queryUpstream, type GraphCaller } from '../runtime.js';
import { nestedPlan, type NestedField } from './nested.js';

/**
 * The core-fan summary of a show (document 2, 2.6): `coreFanMetricSummary` over `YYYY-MM-DD`
 * dates or all time. Summaries of one tick go out in one upstream request.
 */

const SUMMARY: NestedField = {
  level: 'Show',
  field: 'coreFanMetricSummary',
  arg: 'getCoreFanMetricSummaryRequest',
  selection: [
    {
      summary: [
        'coreFans',
        'developingAudience',
        'newAudience',
        'totalAudience',
        'gainedCoreFans',
        'startDate',
        'endDate',
        'lookbackStartDate',
        'lookbackEndDate',
      ],
    },
  ],
  operationName: 'GatewayCoreFanSummary',
  what: 'the core-fan summary',
};

export interface CoreFanRequest {
  showUri: string;
  /** `YYYY-MM-DD`, checked by the caller; null with `allTime`. */
  startDate: string | null;
  endDate: string | null;
  allTime: boolean;
}

/** The summary as the upstream answers it; any field may be absent. */
export interface RawCoreFanSummary {
  coreFans?: unknown;
  developingAudience?: unknown;
  newAudience?: unknown;
  totalAudience?: unknown;
  gainedCoreFans?: unknown;
  startDate?: unknown;
  endDate?: unknown;
  lookbackStartDate?: unknown;
  lookbackEndDate?: unknown;
}

const summaryLoader = defineLoader<GraphCaller & HasLoaders, CoreFanRequest, RawCoreFanSummary | null, string>(
  'graph.coreFanSummary',
  (ctx, requests) => {
    const schema = ctx.upstream.schema;
    const plan = nestedPlan(schema, SUMMARY);
    if (plan instanceof Error) return Promise.resolve(requests.map(() => plan));
    return Promise.all(
      requests.map((r) => {
        const input = r.allTime ? { isAllTime: true } : { startDate: r.startDate, endDate: r.endDate, isAllTime: false };
        return queryUpstream(ctx, plan.document, plan.variables(r.showUri, fitInput(schema, plan.inputType, input) as Record<string, unknown>))
          .then((result) => plan.read<{ summary?: RawCoreFanSummary | null }>(result)?.summary ?? null)
          .catch((err: Error) => err);
      }),
    );
  },
  { cacheKeyFn: (r) => JSON.stringify([r.showUri, r.startDate, r.endDate, r.allTime]) },
);

export function readCoreFanSummary(ctx: GraphCaller & HasLoaders, request: CoreFanRequest): Promise<RawCoreFanSummary | null> {
  return summaryLoader(ctx).load(request);
}
