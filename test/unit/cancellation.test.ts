import { describe, expect, it } from 'vitest';
import { abortSourceOf, RequestCancellation } from '../../src/cancellation.js';

describe('RequestCancellation', () => {
  it('runs each listener once on abort, keeps the first reason, and aborts a signal made before or after', () => {
    const cancellation = new RequestCancellation();
    const early = cancellation.signal;
    const heard: string[] = [];
    cancellation.onAbort(() => heard.push('a'));
    cancellation.onAbort(() => heard.push('b'));
    expect(cancellation.aborted).toBe(false);
    cancellation.abort('gone');
    cancellation.abort('again');
    expect(heard).toEqual(['a', 'b']);
    expect(cancellation).toMatchObject({ aborted: true, reason: 'gone' });
    expect(early.aborted).toBe(true);
    expect(early.reason).toBe('gone');
    const late = new RequestCancellation();
    late.abort('left');
    expect(late.signal.reason).toBe('left');
    late.onAbort(() => heard.push('never'));
    expect(heard).toEqual(['a', 'b']);
  });

  it('follows a source signal, read only when first needed, already aborted or later', () => {
    let asked = 0;
    const controller = new AbortController();
    const following = new RequestCancellation(() => {
      asked++;
      return controller.signal;
    });
    expect(asked).toBe(0);
    const heard: unknown[] = [];
    following.onAbort(() => heard.push(following.reason));
    expect(asked).toBe(1);
    controller.abort('client left');
    expect(heard).toEqual(['client left']);
    expect(following.signal.aborted).toBe(true);

    const source = new AbortController();
    source.abort('before');
    const late = new RequestCancellation(() => source.signal);
    expect(late.aborted).toBe(true);
    expect(late.reason).toBe('before');
  });

  it('adapts a native signal to the same interface', () => {
    const controller = new AbortController();
    const source = abortSourceOf(controller.signal)!;
    const heard: unknown[] = [];
    source.onAbort(() => heard.push(source.reason));
    expect(source.aborted).toBe(false);
    controller.abort('x');
    expect(heard).toEqual(['x']);
    expect(source.aborted).toBe(true);
    const own = new RequestCancellation();
    expect(abortSourceOf(own)).toBe(own);
    expect(abortSourceOf(undefined)).toBeUndefined();
  });
});
