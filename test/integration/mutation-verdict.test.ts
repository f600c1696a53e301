import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SandboxVariant } from '../../src/sandbox/index.js';
import { startStack, type Stack } from '../helpers/stack.js';
import { untyped } from '../helpers/untyped.js';

/**
 * An upstream mutation's verdict found by its shape (issue 18, item 5): document 2 does not show
 * what comment and poll mutations return (4.5); an object result's one Boolean field is its
 * verdict, whatever it is called, never the sandbox's `success` by name. Here the upstream
 * answers a refusal with that field false (no error), under another name.
 */

const GRAPH = 'POST /v2/graph-pq';

const DeleteComment = untyped(`
  mutation VerdictDeleteComment($uri: String!) {
    deleteComment(commentUri: $uri) { success }
  }
`);

for (const [name, variant] of [
  ['its verdict called ok', { graph: { refuseWithFalse: true, renamedFields: { MutationResult: { success: 'ok' } } } }],
  ['its verdict called accepted, under another type name', { graph: { refuseWithFalse: true, renamed: true, renamedFields: { MutationResult: { success: 'accepted' } } } }],
] as Array<[string, SandboxVariant]>) {
  describe(`an upstream whose mutation result has ${name}`, () => {
    let stack: Stack;
    beforeAll(async () => {
      stack = await startStack({ variant });
    });
    afterAll(() => stack?.close());
    beforeEach(() => stack.sandbox.hooks.reset());

    it('deletes a comment under review: the refused PUBLISHED filter is read as refused, and the other filter tried', async () => {
      const pending = [...stack.sandbox.store.comments.values()].find((c) => c.state === 'needs review' && c.parentCommentId === null)!;
      const { data, errors } = await stack.query(DeleteComment, { uri: `platform:comment:${pending.commentId}` });
      expect(errors).toBeUndefined();
      expect(data.deleteComment.success).toBe(true);
      expect(stack.sandbox.store.comments.has(pending.commentId)).toBe(false);
      // The PUBLISHED filter (answered false), then NEEDS_REVIEW.
      expect(stack.sandbox.hooks.count(GRAPH)).toBe(2);
    });
  });
}
