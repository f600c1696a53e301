import { describe, expect, it } from 'vitest';
import { CLIENT_ERROR_CODES, ERROR_SENTENCES, GATEWAY_ERROR_CODES, messageFor, type ClientError } from '../../client/src/index.js';

/** The client package's table of messages for people (client/src/messages.ts). */
describe('messageFor', () => {
  it('has a sentence for every code, none of them a developer term', () => {
    for (const code of [...GATEWAY_ERROR_CODES, ...CLIENT_ERROR_CODES]) {
      const sentence = ERROR_SENTENCES[code];
      expect(sentence, code).toMatch(/^[A-Z].*\.$/);
      expect(sentence, code).not.toMatch(/[A-Z]{2,}_[A-Z]|GraphQL|Bearer|header|upstream|`/);
    }
  });

  it("names the field refused input concerns, from the gateway's extensions.field", () => {
    const error: ClientError = { code: 'BAD_USER_INPUT', message: 'input.title must not be empty.', extensions: { code: 'BAD_USER_INPUT', field: 'input.title' } };
    expect(messageFor(error)).toEqual({ code: 'BAD_USER_INPUT', sentence: 'Give the episode a title.', field: 'title', fieldLabel: 'Title' });
    const past: ClientError = { code: 'BAD_USER_INPUT', message: 'publishOn must be in the future. Use publishEpisode to publish now.', extensions: { field: 'publishOn' } };
    expect(messageFor(past)).toMatchObject({ field: 'publishOn', fieldLabel: 'Publish time' });
    expect(messageFor(past).sentence).not.toMatch(/publishEpisode/);
  });

  it('falls back to the code: a field it has no words for, no field, a code it does not know', () => {
    expect(messageFor({ code: 'BAD_USER_INPUT', message: 'x', extensions: { field: 'input.somethingNew' } })).toEqual({
      code: 'BAD_USER_INPUT',
      sentence: ERROR_SENTENCES.BAD_USER_INPUT,
      field: 'somethingNew',
      fieldLabel: null,
    });
    expect(messageFor({ code: 'UNAUTHENTICATED', message: "send a valid 'Authorization: Bearer <token>' header" }).sentence).toBe(ERROR_SENTENCES.UNAUTHENTICATED);
    expect(messageFor({ code: 'SOMETHING_ELSE' as ClientError['code'], message: '' }).sentence).toBe(ERROR_SENTENCES.UNKNOWN_ERROR);
    expect(messageFor({ code: 'RATE_LIMITED', message: '', retryAfter: 12 }).sentence).toBe('Too many changes in a short time. Try again in 12 seconds.');
  });
});
