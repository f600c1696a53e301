import type { ClientError } from '@podcast-graph/client';

/** A coded error shown where the data it concerns would be: the code first (what a program switches on), then the words. */
export function ErrorNote({ errors, context }: { errors: readonly ClientError[]; context?: string }) {
  if (errors.length === 0) return null;
  return (
    <div class="error-note" role="alert" data-codes={errors.map((e) => e.code).join(' ')}>
      {errors.map((error, i) => (
        <p key={i}>
          <code class="code">{error.code}</code> {context ? <span class="context">{context}: </span> : null}
          {error.message}
          {error.retryAfter !== undefined ? <span> (retry in {error.retryAfter} s)</span> : null}
          {error.limit !== undefined ? <span> (limit: {String(error.limit)})</span> : null}
        </p>
      ))}
    </div>
  );
}
