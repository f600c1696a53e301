/**
 * A start step that cannot succeed for a reason the operator must fix (a port in use, an
 * unreadable schema snapshot, Redis away). main prints `message`, one line, and exits 1: a stack
 * trace would only bury the cause. Anything else that fails at start is a bug, and keeps its trace.
 */
export class StartError extends Error {
  constructor(line: string, options?: { cause?: unknown }) {
    super(line, options);
    this.name = 'StartError';
  }
}
