import { afterEach } from "vitest";
import { takePageProblems } from "./page-guard.ts";

// Every end-to-end test fails on a console error, an uncaught exception or a
// Content-Security-Policy violation on any page it opened (tests/support/page-guard.ts).
afterEach(() => {
  const problems = takePageProblems();
  if (problems.length > 0) {
    throw new Error(
      `console errors or CSP violations on the pages this test opened:\n${problems.map((p) => `- ${p.url}: ${p.text}`).join("\n")}`,
    );
  }
});
