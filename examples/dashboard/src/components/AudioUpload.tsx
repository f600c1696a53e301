import { documents, messageFor, type ClientError, type ResultOf } from '@podcast-graph/client';
import { useEffect, useRef, useState } from 'preact/hooks';
import { useClient, useQuery } from '../graph.js';
import { newJobId } from '../job-id.js';
import { ErrorNote } from './ErrorNote.js';
import { audioProblem } from '../media-check.js';

type Job = ResultOf<typeof documents.UploadJobProgress>['uploadProgress'];
type Phase = 'starting' | 'uploading' | 'processing' | 'done' | 'failed';

/** The last audio job of each episode, so the episode shows its audio's length afterwards (jobs stay readable a day). */
const LAST_JOB_KEY = 'podcast-graph.audio-job.';

function lastJobOf(episodeId: number): string | null {
  try {
    return localStorage.getItem(LAST_JOB_KEY + episodeId);
  } catch {
    return null;
  }
}

function rememberJob(episodeId: number, jobId: string): void {
  try {
    localStorage.setItem(LAST_JOB_KEY + episodeId, jobId);
  } catch {
    // Storage refused (private mode): the length is shown until the page is left.
  }
}

function phaseOf(job: Job | null, running: boolean): Phase | null {
  if (!job) return running ? 'starting' : null;
  if (job.status === 'COMPLETED') return 'done';
  if (job.status === 'FAILED') return 'failed';
  if (job.status === 'PROCESSING') return 'processing';
  return 'uploading';
}

/** Seconds as a reader says them: "42 s", "3 min 05 s", "1 h 02 min". */
export function formatDuration(seconds: number): string {
  const s = Math.round(seconds);
  if (s < 60) return `${s} s`;
  const m = Math.floor(s / 60);
  if (m < 60) return `${m} min ${String(s % 60).padStart(2, '0')} s`;
  return `${Math.floor(m / 60)} h ${String(m % 60).padStart(2, '0')} min`;
}

/**
 * Uploads an episode's audio and shows its phases as the job's states give them: uploading
 * (bytes sent of the file), then processing by the host (with the time it has taken so far),
 * then done (with the audio's length, as the host measured it) or failed (why, in plain words).
 * The page subscribes to the job (a client-chosen ID) before sending the file.
 */
export function AudioUpload({ episodeId, stationId, onDone }: { episodeId: number; stationId: number; onDone(): void }) {
  const client = useClient();
  const [file, setFile] = useState<File | null>(null);
  const [job, setJob] = useState<Job | null>(null);
  const [errors, setErrors] = useState<ClientError[]>([]);
  const [running, setRunning] = useState(false);
  const [processingSince, setProcessingSince] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const stop = useRef<(() => void) | null>(null);
  const [lastJobId, setLastJobId] = useState(() => lastJobOf(episodeId));
  const last = useQuery(documents.UploadJob, lastJobId ? { id: lastJobId } : null);
  const [refused, setRefused] = useState<string | null>(null);

  // Leaving the episode ends the subscription (the upload itself finishes on the gateway).
  useEffect(() => () => stop.current?.(), [episodeId]);

  const phase = phaseOf(job, running);
  // The elapsed time of processing, counted on the page from the first PROCESSING state.
  useEffect(() => {
    if (phase !== 'processing') return;
    setProcessingSince((s) => s ?? Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [phase]);

  async function start(event: Event) {
    event.preventDefault();
    if (!file) return;
    stop.current?.();
    setJob(null);
    setErrors([]);
    // The same look at the first bytes the gateway takes: a text file renamed .mp3 goes nowhere.
    const problem = await audioProblem(file);
    setRefused(problem);
    if (problem) return;
    const jobId = newJobId();
    setProcessingSince(null);
    setRunning(true);
    stop.current = client.subscribe(
      documents.UploadJobProgress,
      { jobId },
      {
        next: (result) => {
          if (result.data?.uploadProgress) setJob(result.data.uploadProgress);
          if (result.errors.length > 0) setErrors((e) => [...e, ...result.errors]);
          if (result.data?.uploadProgress?.status === 'COMPLETED') {
            rememberJob(episodeId, jobId);
            setLastJobId(jobId);
            onDone();
          }
        },
        error: (error) => {
          setErrors((e) => [...e, error]);
          setRunning(false);
        },
        complete: () => setRunning(false),
      },
      // Over the gateway's WebSocket (graphql-ws): one socket for the page's subscriptions.
      { transport: 'websocket' },
    );
    // waitForProcessing false: the mutation answers once the bytes are stored; the subscription
    // follows the host's processing (up to a minute for audio, spec 4.26).
    const result = await client.upload(documents.UploadEpisodeAudio, { episodeId, stationId, file, jobId, waitForProcessing: false });
    if (result.errors.length > 0) {
      setErrors((e) => [...e, ...result.errors]);
      // A refused upload never starts the job: nothing more will come.
      if (!result.data?.uploadEpisodeAudio) {
        stop.current?.();
        setRunning(false);
      }
    }
  }

  const total = job?.totalBytes ?? file?.size ?? 0;
  const sent = job?.bytesSent ?? 0;
  const uploadPercent = total > 0 ? Math.min(100, Math.floor((sent / total) * 100)) : 0;
  const elapsed = processingSince !== null ? Math.max(0, Math.round((now - processingSince) / 1000)) : 0;
  const duration = job?.validation?.duration ?? null;
  const lastDone = last.data?.uploadJob?.status === 'COMPLETED' ? last.data.uploadJob : null;
  const currentAudio = lastDone ? `${lastDone.fileName ?? 'the last upload'}${lastDone.validation?.duration != null ? `, ${formatDuration(lastDone.validation.duration)} long` : ''}` : null;
  // After any failure, what the episode still plays: nothing was replaced.
  const unchanged = currentAudio ? `The current audio is unchanged: ${currentAudio}.` : 'The episode’s audio is unchanged.';
  const failed = phase === 'failed' || refused !== null || (!running && errors.length > 0 && phase !== 'done');

  return (
    <section class="panel" aria-label="Audio upload">
      <h2>Audio</h2>
      {lastDone && phase !== 'done' ? (
        <p class="current-audio" data-field="audio-duration">
          Current audio: {lastDone.fileName ? <span class="wrap">{lastDone.fileName}, </span> : null}
          {lastDone.validation?.duration != null ? `${formatDuration(lastDone.validation.duration)} long` : 'length not reported'}
        </p>
      ) : null}
      <form class="upload" onSubmit={start}>
        <label>
          Audio file
          <input
            type="file"
            name="audio"
            accept="audio/*"
            onChange={(e) => {
              setFile(e.currentTarget.files?.[0] ?? null);
              setRefused(null);
            }}
          />
        </label>
        <button type="submit" disabled={!file || running}>
          Upload
        </button>
      </form>
      {phase ? (
        <div class={`progress ${phase}`} data-status={job?.status ?? 'STARTING'} data-phase={phase}>
          <ol class="phases" aria-label="Upload phases">
            {(['uploading', 'processing', 'done'] as const).map((p) => (
              <li key={p} class={phaseClass(p, phase)} aria-current={phase === p || (p === 'done' && phase === 'failed') ? 'step' : undefined}>
                {p === 'uploading' ? 'Upload' : p === 'processing' ? 'Processing by the host' : phase === 'failed' ? 'Failed' : 'Done'}
              </li>
            ))}
          </ol>
          {phase === 'uploading' || phase === 'starting' ? (
            <progress max={100} value={uploadPercent} aria-label="Bytes uploaded">
              {uploadPercent}%
            </progress>
          ) : null}
          <p class="progress-words" role="status">
            {phase === 'starting' ? 'Starting…' : null}
            {phase === 'uploading' ? `Uploading: ${uploadPercent}% (${formatBytes(sent)} of ${formatBytes(total)})` : null}
            {phase === 'processing' ? `The host is processing the audio (${formatDuration(elapsed)} so far; this can take up to a minute).` : null}
            {phase === 'done' ? `Done: ${duration != null ? `${formatDuration(duration)} of audio` : 'the host did not report its length'}.` : null}
            {phase === 'failed' ? `Failed: ${failureWords(job!)}` : null}
          </p>
        </div>
      ) : null}
      <ErrorNote errors={errors} context="Upload" />
      {failed ? (
        <p class="unchanged" role="status" data-field="audio-unchanged">
          {refused ? `${refused} ` : null}
          {unchanged}
        </p>
      ) : null}
    </section>
  );
}

function phaseClass(step: 'uploading' | 'processing' | 'done', phase: Phase): string {
  const order = ['starting', 'uploading', 'processing', 'done'];
  const at = order.indexOf(phase === 'failed' ? 'done' : phase);
  const i = order.indexOf(step);
  return i < at ? 'past' : i === at ? (phase === 'failed' ? 'current failed' : 'current') : 'future';
}

/** Why a job failed, for a creator: the host's reason when it gave one, else the code's sentence. */
function failureWords(job: Job): string {
  if (job.failureReason && !/[A-Z_]{6,}|https?:/.test(job.failureReason)) return job.failureReason;
  // An unknown code reads as the table's general sentence (messageFor falls back to it).
  if (job.failureCode) return messageFor({ code: job.failureCode as ClientError['code'], message: '' }).sentence;
  return 'the host could not process this file.';
}

function formatBytes(n: number): string {
  if (n >= 1_048_576) return `${(n / 1_048_576).toFixed(1)} MB`;
  if (n >= 1024) return `${(n / 1024).toFixed(0)} kB`;
  return `${n} B`;
}
