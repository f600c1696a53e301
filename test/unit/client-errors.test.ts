import { describe, expect, it } from 'vitest';
import { GATEWAY_ERROR_CODES, isCodedError } from '../../client/src/index.js';
import { ErrorCode } from '../../src/errors.js';

describe("the client package's error codes", () => {
  it("are the gateway's closed set, exactly (src/errors.ts)", () => {
    expect([...GATEWAY_ERROR_CODES].sort()).toEqual(Object.values(ErrorCode).sort());
  });

  it('isCodedError narrows to a code, and refuses what is not a coded error', () => {
    const error: unknown = { message: 'no', code: 'NOT_FOUND', path: ['episode'] };
    expect(isCodedError(error)).toBe(true);
    expect(isCodedError(error, 'NOT_FOUND', 'FORBIDDEN')).toBe(true);
    expect(isCodedError(error, 'FORBIDDEN')).toBe(false);
    expect(isCodedError({ message: 'x', code: 'SOMETHING_ELSE' })).toBe(false);
    expect(isCodedError(new Error('plain'))).toBe(false);
    expect(isCodedError(null)).toBe(false);
  });
});
