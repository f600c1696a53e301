import { describe, expect, it } from 'vitest';
import { UpstreamError } from '../../src/errors.js';
import { pollUntil, PollTimeoutError, ProcessingFailedError, type PollOptions } from '../../src/uploads/poll.js';

const fast: PollOptions = { initialMs: 1, maxMs: 2, factor: 2, timeoutMs: 2_000, maxTransientFailures: 3 };
const signal = new AbortController().signal;
const upstream = (status: number, code: ConstructorParameters<typeof UpstreamError>[0]['code']) =>
  new UpstreamError({ code, upstream: 'rest', route: 'GET /v3/upload/media/{uploadId}', status });

/** A fetch that answers from a script, one entry per call. */
function scripted(answers: Array<string | UpstreamError>) {
  let calls = 0;
  const fetchOnce = async () => {
    const next = answers[Math.min(calls++, answers.length - 1)];
    if (next instanceof UpstreamError) throw next;
    return { status: next };
  };
  return { fetchOnce, calls: () => calls };
}

const decide = (r: { status: string }) => (r.status === 'completed' ? { done: r } : r.status === 'failed' ? { failed: 'bad media' } : ('continue' as const));

describe('pollUntil', () => {
  it('waits out 404s where the spec says they happen, then processing, until completed', async () => {
    const s = scripted([upstream(404, 'NOT_FOUND'), upstream(404, 'NOT_FOUND'), 'processing', 'completed']);
    await expect(pollUntil(s.fetchOnce, decide, { poll: fast, tolerate404: true, signal })).resolves.toEqual({ status: 'completed' });
    expect(s.calls()).toBe(4);
  });

  it('does not tolerate a 404 where it is not expected', async () => {
    const s = scripted([upstream(404, 'NOT_FOUND'), 'completed']);
    await expect(pollUntil(s.fetchOnce, decide, { poll: fast, tolerate404: false, signal })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('fails at once on a refusal (403)', async () => {
    const s = scripted([upstream(403, 'FORBIDDEN'), 'completed']);
    await expect(pollUntil(s.fetchOnce, decide, { poll: fast, tolerate404: true, signal })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(s.calls()).toBe(1);
  });

  it('tolerates a few transient failures in a row, not more', async () => {
    const ok = scripted([upstream(502, 'UPSTREAM_ERROR'), upstream(504, 'UPSTREAM_TIMEOUT'), 'completed']);
    await expect(pollUntil(ok.fetchOnce, decide, { poll: fast, tolerate404: false, signal })).resolves.toEqual({ status: 'completed' });
    const bad = scripted([upstream(502, 'UPSTREAM_ERROR')]);
    await expect(pollUntil(bad.fetchOnce, decide, { poll: fast, tolerate404: false, signal })).rejects.toMatchObject({ code: 'UPSTREAM_ERROR' });
    expect(bad.calls()).toBe(3);
  });

  it('reports a failed status as a processing failure', async () => {
    const s = scripted(['processing', 'failed']);
    await expect(pollUntil(s.fetchOnce, decide, { poll: fast, tolerate404: false, signal })).rejects.toBeInstanceOf(ProcessingFailedError);
  });

  it('gives up after the timeout', async () => {
    const s = scripted([upstream(404, 'NOT_FOUND')]);
    await expect(pollUntil(s.fetchOnce, decide, { poll: { ...fast, timeoutMs: 30 }, tolerate404: true, signal })).rejects.toBeInstanceOf(PollTimeoutError);
  });

  it('stops when its signal aborts', async () => {
    const controller = new AbortController();
    const s = scripted(['processing']);
    const polling = pollUntil(s.fetchOnce, decide, { poll: { ...fast, initialMs: 50, maxMs: 50 }, tolerate404: false, signal: controller.signal });
    controller.abort(new Error('shutdown'));
    await expect(polling).rejects.toThrow('shutdown');
  });
});
