import { documents, type AnalyticsTotalFieldsFragment, type ClientError } from '@podcast-graph/client';
import { useState } from 'preact/hooks';
import { glossaryOf, INTERVALS, PERIODS, PLAIN_DEFINITIONS, previousPeriod, signedPercent, termText, toDrawable, type Period, type TermText } from '../analytics.js';
import { errorsAt, requestErrors, useQuery } from '../graph.js';
import { ErrorNote } from './ErrorNote.js';
import { LineChart, type ChartLine } from './LineChart.js';

type Target = { kind: 'episode'; episodeId: number } | { kind: 'show'; stationId: number };
type Interval = (typeof INTERVALS)[number][0];

/**
 * Plays plus downloads of an episode or a show over a period, with the listeners and the
 * completion rate of the same period beside them. The chart's heading names its subject, its
 * axes are labelled, each change says what it is measured against, the values are in a table
 * too, and the definitions are in plain words. Labels are the gateway's (`analyticsGlossary`), so
 * the panel and the API name a figure alike. Each figure is its own field: when one fails, the
 * others are shown and the failed one says why.
 */
export function PlaysChart({ target }: { target: Target }) {
  const [period, setPeriod] = useState<Period>('LAST_THIRTY_DAYS');
  const [interval, setIntervalChoice] = useState<Interval>('DAY');
  const glossary = useQuery(documents.AnalyticsGlossary, {});
  const episode = useQuery(documents.EpisodePlaysAndDownloads, target.kind === 'episode' ? { id: target.episodeId, period, interval } : null);
  const show = useQuery(documents.ShowPlaysAndDownloads, target.kind === 'show' ? { stationId: target.stationId, period, interval } : null);
  const episodeAudience = useQuery(documents.EpisodeAudience, target.kind === 'episode' ? { id: target.episodeId, period } : null);
  const showAudience = useQuery(documents.ShowAudience, target.kind === 'show' ? { stationId: target.stationId, period } : null);
  const { root, level, node, errors, loading } =
    target.kind === 'episode'
      ? { root: 'episode', level: 'Episode', node: episode.data?.episode, errors: episode.errors, loading: episode.loading }
      : { root: 'show', level: 'Show', node: show.data?.show, errors: show.errors, loading: show.loading };
  // The episode's analytics are deferred (EpisodePlaysAndDownloads): its title comes first.
  const analyticsReady = node != null && 'playsAndDownloadsSeries' in node;
  const audience = target.kind === 'episode' ? { node: episodeAudience.data?.episode, errors: episodeAudience.errors } : { node: showAudience.data?.show, errors: showAudience.errors };

  // Labels wait for the glossary's answer (or its failure), so the page never flashes field names.
  const labelsReady = !glossary.loading || glossary.data !== null;
  const words = glossaryOf(glossary.data);
  const seriesTerm = termText(words, `${level}.playsAndDownloadsSeries`);
  const totalTerm = termText(words, `${level}.playsAndDownloads`);
  const listenersTerm = termText(words, `${level}.uniqueListeners`);
  const completionTerm = termText(words, `${level}.completionRate`);

  const line: ChartLine = { key: 'playsAndDownloadsSeries', label: seriesTerm.label, className: 'plays-and-downloads', data: toDrawable(node?.playsAndDownloadsSeries) };
  const periodText = PERIODS.find(([p]) => p === period)?.[1] ?? period;
  const intervalText = INTERVALS.find(([i]) => i === interval)?.[1] ?? interval;
  const name = node ? ('title' in node ? node.title : node.name) : null;
  const subject = name ?? `this ${root}`;
  const glossaryErrors = [...requestErrors(glossary.errors), ...errorsAt(glossary.errors, ['analyticsGlossary'])];

  return (
    <section class="panel" aria-label="Analytics chart">
      <header class="panel-head">
        <h2 class="wrap">{labelsReady ? `${seriesTerm.label} of ${subject}` : 'Analytics'}</h2>
        <div class="controls">
          <label class="inline">
            Period{' '}
            <select value={period} onChange={(e) => setPeriod(e.currentTarget.value as Period)} aria-label="Period">
              {PERIODS.map(([value, text]) => (
                <option key={value} value={value}>
                  {text}
                </option>
              ))}
            </select>
          </label>
          <label class="inline">
            Per{' '}
            <select value={interval} onChange={(e) => setIntervalChoice(e.currentTarget.value as Interval)} aria-label="Interval">
              {INTERVALS.map(([value, text]) => (
                <option key={value} value={value}>
                  {text}
                </option>
              ))}
            </select>
          </label>
        </div>
      </header>
      {(loading && !analyticsReady) || !labelsReady ? <p class="muted">Loading analytics…</p> : null}
      <ErrorNote errors={requestErrors(errors)} />
      {node === null && errors.length > 0 ? <ErrorNote errors={errorsAt(errors, [root]).filter((e) => e.path!.length === 1)} /> : null}
      {node && labelsReady && analyticsReady ? (
        <>
          <div class="figures">
            <Summary term={totalTerm} total={node.playsAndDownloads} errors={errorsAt(errors, [root, 'playsAndDownloads'])} />
            <Figure
              term={listenersTerm}
              field="uniqueListeners"
              value={audience.node?.uniqueListeners?.totalListeners}
              text={(v) => Math.round(v).toLocaleString()}
              change={audience.node?.uniqueListeners?.change?.percent}
              dates={audience.node?.uniqueListeners}
              errors={errorsAt(audience.errors, [root, 'uniqueListeners'])}
            />
            <Figure
              term={completionTerm}
              field="completionRate"
              value={audience.node?.completionRate?.percent}
              text={(v) => `${v.toFixed(1)} %`}
              relative
              change={audience.node?.completionRate?.change?.percent}
              dates={audience.node?.completionRate}
              errors={errorsAt(audience.errors, [root, 'completionRate'])}
            />
          </div>
          <ErrorNote errors={requestErrors(audience.errors)} />
          <LineChart integers monthly={interval === 'MONTH'} lines={[line]} title={`${seriesTerm.label} of ${subject}, ${periodText.toLowerCase()}`} yLabel={seriesTerm.label} xLabel={`Date (one point per ${intervalText.toLowerCase()}), ${periodText.toLowerCase()}`} />
          <ul class="legend">
            <Legend line={line} term={seriesTerm} errors={errorsAt(errors, [root, 'playsAndDownloadsSeries'])} />
          </ul>
          <Definitions
            terms={[
              [seriesTerm, PLAIN_DEFINITIONS.playsAndDownloads],
              [listenersTerm, PLAIN_DEFINITIONS.uniqueListeners],
              [completionTerm, PLAIN_DEFINITIONS.completionRate],
              [{ term: 'change', label: 'Change', description: null }, PLAIN_DEFINITIONS.change],
            ]}
          />
          <ErrorNote errors={glossaryErrors} context="Labels" />
        </>
      ) : null}
    </section>
  );
}

/** "+36.6 % compared with the previous 30 days (2026-09-27 to 2026-10-26)". */
function ChangeText({ percent, dates, from, to }: { percent: number; dates: { startDate?: string | null; endDate?: string | null } | null | undefined; from?: string; to?: string }) {
  const before = dates?.startDate && dates.endDate ? previousPeriod(dates.startDate, dates.endDate) : null;
  return (
    <span class="change" data-term="change">
      {' '}
      (<span class="value">{signedPercent(percent)} %</span>
      {from && to ? ` relative change, from ${from} to ${to},` : null} compared with {before ? `the previous ${before.days} days, ${before.start} to ${before.end}` : 'the previous period of the same length'})
    </span>
  );
}

/** The period's headline total and its change, as the gateway computed them for the whole period. */
function Summary({ term, total, errors }: { term: TermText; total: AnalyticsTotalFieldsFragment | null | undefined; errors: ClientError[] }) {
  const change = total?.change;
  return (
    <div class="summary" data-term={term.term}>
      <span class="label">{term.label}</span>:{' '}
      {total?.value != null ? <strong class="total">{total.value.toLocaleString()}</strong> : errors.length === 0 ? <span class="muted">no data</span> : null}
      {change ? <ChangeText percent={change.percent} dates={total} /> : null}
      {total?.startDate && total.endDate ? <span class="muted dates"> {`(${total.startDate} to ${total.endDate})`}</span> : null}
      <ErrorNote errors={errors} />
    </div>
  );
}

function Figure({
  term,
  field,
  value,
  text,
  change,
  dates,
  errors,
  relative = false,
}: {
  term: TermText;
  field: string;
  value: number | null | undefined;
  text(value: number): string;
  /** The value is itself a percentage: its change is said as relative, with both values, never as points. */
  relative?: boolean;
  change: number | null | undefined;
  dates: { startDate?: string | null; endDate?: string | null } | null | undefined;
  errors: ClientError[];
}) {
  return (
    <div class="summary figure" data-term={term.term} data-field={field}>
      <span class="label">{term.label}</span>: {value != null ? <strong class="total">{text(value)}</strong> : errors.length === 0 ? <span class="muted">no data</span> : null}
      {change != null ? <ChangeText percent={change} dates={dates} from={relative && value != null ? text(value / (1 + change / 100)) : undefined} to={relative && value != null ? text(value) : undefined} /> : null}
      <ErrorNote errors={errors} />
    </div>
  );
}

function Legend({ line, term, errors }: { line: ChartLine; term: TermText; errors: ClientError[] }) {
  return (
    <li class={`legend-item ${line.className}`} data-series={line.key}>
      <span class="swatch" aria-hidden="true" />{' '}
      <span class="label">{term.label}</span>
      :{' '}
      {line.data ? <strong class="total">{line.data.total.toLocaleString()}</strong> : errors.length === 0 ? <span class="muted">no data</span> : null}
      <ErrorNote errors={errors} />
    </li>
  );
}

/** What the figures mean, in plain words, under the glossary's labels. */
function Definitions({ terms }: { terms: Array<[TermText, string]> }) {
  return (
    <dl class="definitions">
      {terms.map(([t, words]) => (
        <div key={t.term} data-term={t.term}>
          <dt>{t.label}</dt>
          <dd>{words}</dd>
        </div>
      ))}
    </dl>
  );
}
