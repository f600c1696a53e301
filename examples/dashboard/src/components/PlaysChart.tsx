import { documents, type AnalyticsTotalFieldsFragment, type ClientError } from '@podcast-graph/client';
import { useState } from 'preact/hooks';
import { glossaryOf, INTERVALS, PERIODS, signedPercent, termText, toDrawable, type Period, type TermText } from '../analytics.js';
import { errorsAt, requestErrors, useQuery } from '../graph.js';
import { ErrorNote } from './ErrorNote.js';
import { LineChart, type ChartLine } from './LineChart.js';

type Target = { kind: 'episode'; episodeId: number } | { kind: 'show'; stationId: number };
type Interval = (typeof INTERVALS)[number][0];

/**
 * Plays plus downloads of an episode or a show over a period: the headline measure on all
 * platforms, as the gateway's convenience fields compute it (`playsAndDownloadsSeries` for the
 * chart, `playsAndDownloads` with its change for the summary; the points sum to that total).
 * Every label and definition on the panel is the gateway's (`analyticsGlossary`), so the chart
 * says what the schema says the numbers mean. The series and the total are two fields of one
 * request: when one fails, the other is shown and the failed one says why.
 */
export function PlaysChart({ target }: { target: Target }) {
  const [period, setPeriod] = useState<Period>('LAST_THIRTY_DAYS');
  const [interval, setIntervalChoice] = useState<Interval>('DAY');
  const glossary = useQuery(documents.AnalyticsGlossary, {});
  const episode = useQuery(documents.EpisodePlaysAndDownloads, target.kind === 'episode' ? { id: target.episodeId, period, interval } : null);
  const show = useQuery(documents.ShowPlaysAndDownloads, target.kind === 'show' ? { stationId: target.stationId, period, interval } : null);
  const { root, level, node, errors, loading } =
    target.kind === 'episode'
      ? { root: 'episode', level: 'Episode', node: episode.data?.episode, errors: episode.errors, loading: episode.loading }
      : { root: 'show', level: 'Show', node: show.data?.show, errors: show.errors, loading: show.loading };

  // Labels wait for the glossary's answer (or its failure), so the page never flashes field names.
  const labelsReady = !glossary.loading || glossary.data !== null;
  const words = glossaryOf(glossary.data);
  const seriesTerm = termText(words, `${level}.playsAndDownloadsSeries`);
  const totalTerm = termText(words, `${level}.playsAndDownloads`);
  const changeTerm = termText(words, 'PeriodChange.percent');

  const line: ChartLine = { key: 'playsAndDownloadsSeries', label: seriesTerm.label, className: 'plays-and-downloads', data: toDrawable(node?.playsAndDownloadsSeries) };
  const periodText = PERIODS.find(([p]) => p === period)?.[1] ?? period;
  const intervalText = INTERVALS.find(([i]) => i === interval)?.[1] ?? interval;
  const name = node ? ('title' in node ? node.title : node.name) : null;
  const glossaryErrors = [...requestErrors(glossary.errors), ...errorsAt(glossary.errors, ['analyticsGlossary'])];

  return (
    <section class="panel" aria-label="Analytics chart">
      <header class="panel-head">
        <h2>{labelsReady ? seriesTerm.label : 'Analytics'}</h2>
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
      {(loading && !node) || !labelsReady ? <p class="muted">Loading analytics…</p> : null}
      <ErrorNote errors={requestErrors(errors)} />
      {node === null && errors.length > 0 ? <ErrorNote errors={errorsAt(errors, [root]).filter((e) => e.path!.length === 1)} /> : null}
      {node && labelsReady ? (
        <>
          <Summary term={totalTerm} changeTerm={changeTerm} total={node.playsAndDownloads} errors={errorsAt(errors, [root, 'playsAndDownloads'])} />
          <LineChart lines={[line]} title={`${seriesTerm.label} of ${name ?? 'this ' + root}, ${periodText.toLowerCase()}`} yLabel={seriesTerm.label} xLabel={`${intervalText}, ${periodText.toLowerCase()}`} />
          <ul class="legend">
            <Legend line={line} term={seriesTerm} errors={errorsAt(errors, [root, 'playsAndDownloadsSeries'])} />
          </ul>
          <Definitions terms={[seriesTerm, totalTerm, changeTerm]} />
          <ErrorNote errors={glossaryErrors} context="Labels" />
        </>
      ) : null}
    </section>
  );
}

/** The period's headline total and its change, as the gateway computed them for the whole period. */
function Summary({ term, changeTerm, total, errors }: { term: TermText; changeTerm: TermText; total: AnalyticsTotalFieldsFragment | null | undefined; errors: ClientError[] }) {
  const change = total?.change;
  return (
    <div class="summary" data-term={term.term}>
      <span class="label" title={term.description ?? undefined}>
        {term.label}
      </span>
      :{' '}
      {total?.value != null ? <strong class="total">{total.value.toLocaleString()}</strong> : errors.length === 0 ? <span class="muted">no data</span> : null}
      {change ? (
        <span class="change" data-term={changeTerm.term} title={changeTerm.description ?? undefined}>
          {' '}
          ({changeTerm.label}: <span class="value">{signedPercent(change.percent)}</span>)
        </span>
      ) : null}
      {total?.startDate && total.endDate ? <span class="muted dates"> {`${total.startDate} to ${total.endDate}`}</span> : null}
      <ErrorNote errors={errors} />
    </div>
  );
}

function Legend({ line, term, errors }: { line: ChartLine; term: TermText; errors: ClientError[] }) {
  return (
    <li class={`legend-item ${line.className}`} data-series={line.key}>
      <span class="swatch" aria-hidden="true" />{' '}
      <span class="label" title={term.description ?? undefined}>
        {line.label}
      </span>
      :{' '}
      {line.data ? <strong class="total">{line.data.total.toLocaleString()}</strong> : errors.length === 0 ? <span class="muted">no data</span> : null}
      <ErrorNote errors={errors} />
    </li>
  );
}

/** What the figures mean, in the gateway's words; a term the glossary lacks has none to show. */
function Definitions({ terms }: { terms: TermText[] }) {
  const described = terms.filter((t) => t.description !== null);
  if (described.length === 0) return null;
  return (
    <dl class="definitions">
      {described.map((t) => (
        <div key={t.term} data-term={t.term}>
          <dt>{t.label}</dt>
          <dd>{t.description}</dd>
        </div>
      ))}
    </dl>
  );
}
