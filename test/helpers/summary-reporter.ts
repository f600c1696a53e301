import type { Reporter, TestModule } from 'vitest/node';

/**
 * Prints the one line CI reads: `N passed, M failed`. A file that fails to load counts as
 * failed, so a broken import cannot pass silently.
 */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    let passed = 0;
    let failed = 0;
    for (const mod of testModules) {
      let cases = 0;
      for (const test of mod.children.allTests()) {
        cases++;
        const state = test.result().state;
        if (state === 'passed') passed++;
        else if (state === 'failed') failed++;
      }
      if (cases === 0 && mod.state() === 'failed') failed++;
      else if (mod.errors().length > 0) failed += mod.errors().length;
    }
    process.stdout.write(`${passed} passed, ${failed} failed\n`);
  }
}
