import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../../src/generated/client/index.js';
import { OTHER_SHAPES, SPEC_ONLY, type SandboxVariant } from '../../src/sandbox/index.js';
import { startStack, type Stack } from '../helpers/stack.js';

/**
 * Document 2's explanations of the analytics vocabulary, served as descriptions of the
 * upstream's enums and fields (visible by introspection, as GraphiQL and codegen see them) and
 * as data (`analyticsGlossary`), on every upstream shape.
 */

const Described = graphql(`
  query AnalyticsDescribed {
    metrics: __type(name: "ShowAnalyticsMetricType") {
      description
      enumValues {
        name
        description
      }
    }
    episodeMetrics: __type(name: "EpisodeAnalyticsMetricType") {
      enumValues {
        name
        description
      }
    }
    aggregations: __type(name: "AggregationType") {
      enumValues {
        name
        description
      }
    }
    windows: __type(name: "AnalyticsWindow") {
      enumValues {
        name
        description
      }
    }
    show: __type(name: "Show") {
      fields {
        name
        description
        args {
          name
          description
          type {
            name
            ofType {
              name
            }
          }
        }
        type {
          name
        }
      }
    }
    segmented: __type(name: "SegmentedAudienceValue") {
      fields {
        name
        description
      }
    }
  }
`);

const TypeByName = graphql(`
  query AnalyticsTypeByName($name: String!) {
    __type(name: $name) {
      name
      fields {
        name
        description
        type {
          name
        }
      }
      inputFields {
        name
        description
      }
    }
  }
`);

const Glossary = graphql(`
  query AnalyticsGlossaryTerms {
    analyticsGlossary {
      term
      kind
      label
      description
    }
    show: __type(name: "Show") {
      fields {
        name
        description
      }
    }
  }
`);

const VARIANTS: Array<[string, SandboxVariant | undefined]> = [
  ['the sandbox', undefined],
  ['the spec-only upstream', SPEC_ONLY],
  ['the other shapes', OTHER_SHAPES],
];

describe.each(VARIANTS)('described analytics on %s', (_name, variant) => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ variant });
  });
  afterAll(() => stack?.close());

  it('metric, aggregation and window values carry what document 2 says they mean', async () => {
    const { data, errors } = await stack.query(Described);
    expect(errors).toBeUndefined();
    const value = (list: Array<{ name: string; description?: string | null }> | undefined, name: string) => list?.find((v) => v.name === name)?.description ?? null;
    const metrics = data!.metrics!.enumValues!;
    expect(value(metrics, 'SHOW_PLAYS')).toMatch(/parent platform only: despite its name, not all platforms/);
    expect(value(metrics, 'SHOW_PLAYS')).toMatch(/30 seconds/);
    expect(value(metrics, 'SHOW_PLAYS_AND_DOWNLOADS')).toMatch(/headline measure/);
    expect(value(metrics, 'SHOW_STREAMS_AND_DOWNLOADS')).toMatch(/0\.01 %/);
    expect(value(metrics, 'SHOW_SEGMENTED_AUDIENCE')).toMatch(/newAudience plus returningAudience equals totalAudience/);
    expect(value(metrics, 'SHOW_DISCOVERY_FUNNEL')).toMatch(/0\.15 means 15 %/);
    // Every value of the spec's table is described.
    for (const v of metrics) expect(v.description, v.name).toBeTruthy();
    expect(data!.metrics!.description).toMatch(/headline measure/);
    expect(value(data!.episodeMetrics!.enumValues!, 'EPISODE_PERFORMANCE')).toMatch(/retention curve/);
    // One the spec names without explaining keeps what the upstream says (nothing, here).
    expect(value(data!.episodeMetrics!.enumValues!, 'EPISODE_IMPRESSIONS')).toBeNull();
    expect(value(data!.aggregations!.enumValues!, 'AGGREGATION_TYPE_TOTAL')).toMatch(/unique listeners of a window/);
    expect(value(data!.aggregations!.enumValues!, 'AGGREGATION_TYPE_DAILY')).toMatch(/must not be summed/);
    expect(value(data!.windows!.enumValues!, 'WINDOW_UNSPECIFIED')).toMatch(/whole-period averages/);
    expect(value(data!.windows!.enumValues!, 'WINDOW_CUSTOM')).toMatch(/customDateRange/);
    expect(value(data!.windows!.enumValues!, 'WINDOW_LAST_SEVEN_DAYS')).toBeNull();
    expect(value(data!.segmented!.fields!, 'returningAudience')).toMatch(/far exceeds the window total/);
  });

  it('the request and result fields are described where the upstream has them, whatever their type names', async () => {
    const { data } = await stack.query(Described);
    const analytics = data!.show!.fields!.find((f) => f.name === 'analytics')!;
    expect(analytics.description).toMatch(/headline measure/);
    const request = analytics.args.find((a) => a.name === 'getShowAnalyticsRequest')!;
    expect(request.description).toMatch(/AGGREGATION_TYPE_TOTAL/);
    const typeNamed = async (name: string) => (await stack.query(TypeByName, { name })).data!.__type!;
    const input = await typeNamed(request.type.ofType!.name!);
    expect(input.inputFields!.find((f) => f.name === 'includePeriodComparison')!.description).toMatch(/0\.366 means \+36\.6 %/);
    const result = await typeNamed(analytics.type.name!);
    expect(result.fields!.find((f) => f.name === 'startDate')!.description).toMatch(/YYYY-MM-DD/);
    const valueResult = await typeNamed(result.fields!.find((f) => f.name === 'analyticsValue')!.type.name!);
    expect(valueResult.fields!.find((f) => f.name === 'periodOverPeriodPercentageDiff')!.description).toMatch(/fraction/);
    const coreFans = data!.show!.fields!.find((f) => f.name === 'coreFanMetricSummary')!;
    expect(coreFans.description).toMatch(/YYYY-MM-DD/);
  });

  it('analyticsGlossary gives the same words with labels, and the definitions of the gateway fields from the schema', async () => {
    const { data, errors } = await stack.query(Glossary);
    expect(errors).toBeUndefined();
    const terms = new Map(data!.analyticsGlossary.map((t) => [t.term, t]));
    expect(terms.get('ShowAnalyticsMetricType.SHOW_PLAYS_AND_DOWNLOADS')).toMatchObject({ kind: 'VALUE', label: 'Plays + downloads' });
    expect(terms.get('AggregationType.AGGREGATION_TYPE_TOTAL')!.description).toMatch(/unique listeners/);
    const field = terms.get('Show.playsAndDownloads')!;
    expect(field).toMatchObject({ kind: 'GATEWAY_FIELD', label: 'Plays + downloads' });
    expect(field.description).toBe(data!.show!.fields!.find((f) => f.name === 'playsAndDownloads')!.description);
    expect(field.description).toMatch(/headline measure/);
    expect(terms.get('UniqueListeners.returningListeners')!.description).toMatch(/each counted once/);
  });
});
