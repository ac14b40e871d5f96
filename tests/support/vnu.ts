import { execFile } from "node:child_process";
import { createRequire } from "node:module";

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

/**
 * Checks HTML files with one run of the Nu Html Checker (one JVM for all of
 * them: a start costs about a second) and returns its errors (warnings and
 * info are left out).
 */
export async function checkHtmlFiles(files: readonly string[]): Promise<HtmlError[]> {
  if (files.length === 0) return [];
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
      file: (m.url ?? "").replace(/^file:/, ""),
      line: m.lastLine,
      message: m.message,
      extract: m.extract,
    }));
}
