import { documents, type ClientError, type ResultOf } from '@podcast-graph/client';
import { useEffect, useRef, useState } from 'preact/hooks';
import { useClient } from '../graph.js';
import { newJobId } from '../job-id.js';
import { ErrorNote } from './ErrorNote.js';

type Job = ResultOf<typeof documents.UploadJobProgress>['uploadProgress'];

const STEP_WORDS: Record<string, string> = {
  VALIDATE: 'Checking the file',
  RESOLVE_ACCOUNT: 'Finding the account',
  SIGNED_URL: 'Asking where to store it',
  STORAGE_PUT: 'Uploading',
  NOTIFY: 'Telling the host',
  POLL: 'The host is processing the audio',
  DONE: 'Done',
};

/**
 * Uploads an episode's audio and shows its progress as the gateway reports it: the page
 * subscribes to the job (a client-chosen ID) before sending the file, and the bar follows every
 * state the subscription delivers, through the host's processing, until COMPLETED or FAILED.
 */
export function AudioUpload({ episodeId, stationId, onDone }: { episodeId: number; stationId: number; onDone(): void }) {
  const client = useClient();
  const [file, setFile] = useState<File | null>(null);
  const [job, setJob] = useState<Job | null>(null);
  const [errors, setErrors] = useState<ClientError[]>([]);
  const [running, setRunning] = useState(false);
  const stop = useRef<(() => void) | null>(null);

  // Leaving the episode ends the subscription (the upload itself finishes on the gateway).
  useEffect(() => () => stop.current?.(), [episodeId]);

  async function start(event: Event) {
    event.preventDefault();
    if (!file) return;
    stop.current?.();
    const jobId = newJobId();
    setJob(null);
    setErrors([]);
    setRunning(true);
    stop.current = client.subscribe(
      documents.UploadJobProgress,
      { jobId },
      {
        next: (result) => {
          if (result.data?.uploadProgress) setJob(result.data.uploadProgress);
          if (result.errors.length > 0) setErrors((e) => [...e, ...result.errors]);
          if (result.data?.uploadProgress?.status === 'COMPLETED') onDone();
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
  const done = job?.status === 'COMPLETED';
  const failed = job?.status === 'FAILED';
  const percent = done ? 100 : total > 0 ? Math.min(100, Math.floor((sent / total) * 100)) : 0;
  const words = !job ? (running ? 'Starting…' : '') : failed ? `Failed: ${job.failureReason ?? job.failureCode ?? 'unknown reason'}` : (STEP_WORDS[job.step] ?? job.step);

  return (
    <section class="panel" aria-label="Audio upload">
      <h2>Audio</h2>
      <form class="upload" onSubmit={start}>
        <label>
          Audio file
          <input type="file" name="audio" accept="audio/*" onChange={(e) => setFile(e.currentTarget.files?.[0] ?? null)} />
        </label>
        <button type="submit" disabled={!file || running}>
          Upload
        </button>
      </form>
      {job || running ? (
        <div class={`progress ${done ? 'done' : failed ? 'failed' : ''}`} data-status={job?.status ?? 'STARTING'}>
          <progress max={100} value={percent} aria-label="Upload progress">
            {percent}%
          </progress>
          <p class="progress-words" role="status">
            <strong>{words}</strong> {job && !done && !failed ? `${percent}% (${formatBytes(sent)} of ${formatBytes(total)})` : null}
            {done && job?.validation?.duration != null ? ` (${Math.round(job.validation.duration)} s of audio)` : null}
          </p>
        </div>
      ) : null}
      <ErrorNote errors={errors} context="upload" />
    </section>
  );
}

function formatBytes(n: number): string {
  if (n >= 1_048_576) return `${(n / 1_048_576).toFixed(1)} MB`;
  if (n >= 1024) return `${(n / 1024).toFixed(0)} kB`;
  return `${n} B`;
}
