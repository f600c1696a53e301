/**
 * A store operation that was not done: the store is known to be down (not asked at all), or it
 * gave no answer within the operation's bound. Each caller falls back as it states; one that
 * cannot answers its client with the coded `STORE_UNAVAILABLE` (errors.ts maps it).
 */
export class StoreUnavailableError extends Error {
  constructor(message = 'The shared store is unavailable.') {
    super(message);
    this.name = 'StoreUnavailableError';
  }
}
