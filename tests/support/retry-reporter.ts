/**
 * Lists every browser-stage test that needed its retry (CI only allows one,
 * vitest.e2e.config.ts): a test that passes only on its second attempt is
 * named at the end of the run, so a flaky wait is seen and mended rather
 * than hidden. A test that fails both attempts fails the run as usual.
 */
import type { Reporter, TestCase } from "vitest/node";

export default class RetryReporter implements Reporter {
  private readonly retried: string[] = [];

  onTestCaseResult(testCase: TestCase): void {
    const diagnostic = testCase.diagnostic();
    if (diagnostic && diagnostic.retryCount > 0) {
      const result = testCase.result();
      // What the failed attempt said (its first line), so the wait to mend can be found without a rerun.
      const first = (result.errors ?? [])[0]?.message?.split("\n")[0]?.slice(0, 300);
      this.retried.push(
        `${testCase.module.moduleId.replace(`${process.cwd()}/`, "")} > ${testCase.fullName} (${result.state} after ${diagnostic.retryCount} retry)${first ? `\n      first attempt: ${first}` : ""}`,
      );
    }
  }

  onTestRunEnd(): void {
    if (this.retried.length === 0) {
      console.log("\nTests that needed their retry: none");
      return;
    }
    console.log(`\nTests that needed their retry (${this.retried.length}):`);
    for (const line of this.retried) console.log(`  RETRIED ${line}`);
  }
}
