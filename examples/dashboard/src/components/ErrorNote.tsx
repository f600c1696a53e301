import { messageFor, type ClientError } from '@podcast-graph/client';

/**
 * Errors shown where the data they concern would be, in words a creator reads (the client
 * package's message table): the field it concerns, then what to do. The codes stay on the
 * element (`data-codes`) and the gateway's own messages, written for developers, in a
 * disclosure below.
 */
export function ErrorNote({ errors, context }: { errors: readonly ClientError[]; context?: string }) {
  if (errors.length === 0) return null;
  const messages = errors.map(messageFor);
  return (
    <div class="error-note" role="alert" data-codes={errors.map((e) => e.code).join(' ')}>
      {[...new Set(messages.map((m) => `${m.fieldLabel ?? ''}\u0000${m.sentence}`))].map((key, i) => {
        const [fieldLabel, sentence] = key.split('\u0000');
        return (
          <p key={i} class="sentence" data-field={messages.find((m) => (m.fieldLabel ?? '') === fieldLabel)?.field ?? undefined}>
            {context ? <span class="context">{context}: </span> : null}
            {fieldLabel ? <strong class="field">{fieldLabel}: </strong> : null}
            {sentence}
          </p>
        );
      })}
      <details class="technical">
        <summary>Technical details</summary>
        {errors.map((error, i) => (
          <p key={i}>
            <code class="code">{error.code}</code> {error.message}
          </p>
        ))}
      </details>
    </div>
  );
}
