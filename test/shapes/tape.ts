import fc from 'fast-check';

/**
 * The choices a rewriting makes, read one by one from a list of numbers that fast-check
 * generates. A missing or zero entry means "leave it as it is", so fast-check's shrinking
 * (shorter lists, smaller numbers) removes rewrites until only those that matter are left.
 */
export class Tape {
  private at = 0;
  constructor(private readonly entries: readonly number[]) {}

  /** True with probability `p` for a uniform entry; false when the tape is used up or the entry is 0. */
  chance(p: number): boolean {
    const v = this.entries[this.at++];
    return v !== undefined && v >= TAPE_MAX * (1 - p);
  }

  /** An integer in [0, n); 0 once the tape is used up. */
  pick(n: number): number {
    const v = this.entries[this.at++];
    return v === undefined || n <= 1 ? 0 : v % n;
  }
}

const TAPE_MAX = 1000;

/** Tapes long enough for the largest client operation to be rewritten at almost every place. */
export const tapeArbitrary = fc.noBias(fc.array(fc.nat({ max: TAPE_MAX - 1 }), { minLength: 1, maxLength: 600, size: 'max' }));
