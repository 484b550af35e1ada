import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Reporter, TestModule } from "vitest/node";

/**
 * Counts test cases per run and writes them to artifacts/test-counts-<layer>.json
 * so scripts/test.mjs can print one closing line for all layers and refuse skips in CI.
 */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<unknown>): void {
    const counts = { passed: 0, failed: 0, skipped: 0, files: testModules.length, unhandledErrors: unhandledErrors.length };
    for (const mod of testModules) {
      if (mod.state() === "failed" && [...mod.children.allTests()].length === 0) counts.failed += 1;
      for (const test of mod.children.allTests()) {
        const state = test.result().state;
        if (state === "passed") counts.passed += 1;
        else if (state === "failed") counts.failed += 1;
        else counts.skipped += 1;
      }
    }
    const layer = process.env.STAGEFRONT_TEST_LAYER ?? "all";
    const dir = join(process.cwd(), "artifacts");
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, `test-counts-${layer}.json`), JSON.stringify(counts));
  }
}
