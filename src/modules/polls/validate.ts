/** Poll rules of document 2 (4.3, 8), checked before any upstream call. */

export const MAX_QUESTION = 140;
export const MIN_OPTIONS = 2;
export const MAX_OPTIONS = 7;
/** The upstream's dates are GraphQL `Int` Unix seconds: nothing after 2038-01-19T03:14:07Z fits. */
const MAX_INT_SECONDS = 2_147_483_647;

export type PollInputField = 'QUESTION' | 'OPTIONS' | 'OPENS_AT' | 'CLOSES_AT';

export interface PollInputValue {
  question: string;
  options: string[];
  type: 'SINGLE_CHOICE' | 'MULTIPLE_CHOICE';
  opensAt: Date;
  closesAt: Date;
}

export interface PollProblem {
  field: PollInputField;
  message: string;
}

/** The upstream's arguments for a valid input, or the problems of an invalid one. */
export function checkPoll(input: PollInputValue):
  | { ok: true; question: string; options: { description: string }[]; opening: number; closing: number }
  | { ok: false; problems: PollProblem[] } {
  const problems: PollProblem[] = [];
  const question = input.question.trim();
  if (!question) problems.push({ field: 'QUESTION', message: 'The question must not be blank.' });
  // Counted in characters (code points), not UTF-16 units: an emoji is one character.
  else if ([...question].length > MAX_QUESTION) problems.push({ field: 'QUESTION', message: `The question must be at most ${MAX_QUESTION} characters (it has ${[...question].length}).` });
  const options = input.options.map((o) => o.trim());
  if (options.length < MIN_OPTIONS || options.length > MAX_OPTIONS) {
    problems.push({ field: 'OPTIONS', message: `A poll has ${MIN_OPTIONS} to ${MAX_OPTIONS} options (got ${options.length}).` });
  }
  if (options.some((o) => !o)) problems.push({ field: 'OPTIONS', message: 'Options must not be blank.' });
  const opening = Math.floor(input.opensAt.getTime() / 1000);
  const closing = Math.floor(input.closesAt.getTime() / 1000);
  if (opening < 0 || opening > MAX_INT_SECONDS) problems.push({ field: 'OPENS_AT', message: 'opensAt must be between 1970 and 2038-01-19 (the upstream stores 32-bit Unix seconds).' });
  if (closing < 0 || closing > MAX_INT_SECONDS) problems.push({ field: 'CLOSES_AT', message: 'closesAt must be between 1970 and 2038-01-19 (the upstream stores 32-bit Unix seconds).' });
  if (closing <= opening) problems.push({ field: 'CLOSES_AT', message: 'closesAt must be after opensAt.' });
  if (problems.length) return { ok: false, problems };
  return { ok: true, question, options: options.map((description) => ({ description })), opening, closing };
}
