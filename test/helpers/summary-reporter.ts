import type { Reporter, TestModule } from 'vitest/node';

/**
 * Prints the one line CI reads: `N passed, M failed`. A file that fails to load, or whose
 * `beforeAll` fails (its tests are then reported as skipped), counts as failed, and so does an
 * unhandled error, so a broken setup cannot pass silently.
 */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<unknown> = []): void {
    let passed = 0;
    let failed = 0;
    for (const mod of testModules) {
      let failedHere = 0;
      for (const test of mod.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') passed++;
        else if (state === 'failed') failedHere++;
      }
      if (failedHere === 0 && mod.state() === 'failed') failedHere = Math.max(1, mod.errors().length);
      failed += failedHere;
    }
    failed += unhandledErrors.length;
    process.stdout.write(`${passed} passed, ${failed} failed\n`);
  }
}
