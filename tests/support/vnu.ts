import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";

/** The Nu Html Checker's jar (npm `vnu-jar`; its Java downloader is not allowed to run, Java comes from the system). */
export const VNU_JAR: string = String(createRequire(import.meta.url)("vnu-jar"));

export interface HtmlError {
  file: string;
  line?: number;
  message: string;
  extract?: string;
}

/**
 * CSS that the checker does not know is not an HTML error: it reports at-rules
 * such as `@property` (which Tailwind 4 uses) as "Unrecognized at-rule", and
 * `margin-trim`, which Tailwind 4 only names in a feature query (`@supports
 * (not (margin-trim: inline))`), as a property that does not exist.
 */
const NOT_HTML_ERRORS = [/^CSS: Unrecognized at-rule/, /^CSS: “margin-trim”: Property “margin-trim” doesn't exist\./];

const STYLE_ELEMENT = /(<style\b[^>]*>)([\s\S]*?)(<\/style>)/g;

/**
 * The page with every `<style>` whose text an earlier page already had emptied,
 * its lines kept (an error's line number stays the page's own). Every page
 * that hydrates carries the whole public style sheet inline (`<style id="site-css">`,
 * about 55 KB; the others only the rules they use, decision 041); the checker reads
 * each sheet once instead of in every page, which was about two thirds of its time
 * (143 pages: 25 s → 9 s).
 */
export function withoutRepeatedStyles(html: string, seen: Set<string>): string {
  return html.replace(STYLE_ELEMENT, (whole, open: string, css: string, close: string) => {
    if (!seen.has(css)) {
      seen.add(css);
      return whole;
    }
    return open + "\n".repeat(css.split("\n").length - 1) + close;
  });
}

/**
 * Checks HTML files with one run of the Nu Html Checker (one JVM for all of
 * them: a start costs about a second) and returns its errors (warnings and
 * info are left out). The checker reads copies in which a style sheet already
 * seen is left out (`withoutRepeatedStyles`); errors name the files given.
 */
export async function checkHtmlFiles(files: readonly string[]): Promise<HtmlError[]> {
  if (files.length === 0) return [];
  const copies = mkdtempSync(path.join(tmpdir(), "vnu-"));
  const originalOf = new Map<string, string>();
  const seen = new Set<string>();
  const checked = files.map((file, index) => {
    const copy = path.join(copies, `${index}.html`);
    writeFileSync(copy, withoutRepeatedStyles(readFileSync(file, "utf8"), seen));
    originalOf.set(copy, file);
    return copy;
  });
  try {
    return await runChecker(checked, originalOf);
  } finally {
    rmSync(copies, { recursive: true, force: true });
  }
}

async function runChecker(files: readonly string[], originalOf: ReadonlyMap<string, string>): Promise<HtmlError[]> {
  const output = await new Promise<string>((resolve, reject) => {
    execFile(
      process.env.JAVA ?? "java",
      ["-Xss1m", "-jar", VNU_JAR, "--errors-only", "--format", "json", "--exit-zero-always", ...files],
      { maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => {
        if (error) reject(new Error(`the Nu Html Checker did not run (is Java installed? see scripts/ensure-java.mjs): ${error.message}`));
        else resolve(stderr || stdout);
      },
    );
  });
  const report = JSON.parse(output) as {
    messages: { type: string; url?: string; lastLine?: number; message: string; extract?: string }[];
  };
  return report.messages
    .filter((m) => m.type === "error" || m.type === "non-document-error")
    .filter((m) => !NOT_HTML_ERRORS.some((pattern) => pattern.test(m.message)))
    .map((m) => ({
      file: originalOf.get((m.url ?? "").replace(/^file:/, "")) ?? (m.url ?? "").replace(/^file:/, ""),
      line: m.lastLine,
      message: m.message,
      extract: m.extract,
    }));
}
