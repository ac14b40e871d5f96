import { spawn } from "node:child_process";

/** What to do when the validator is missing; the tests never skip the schema check. */
const INSTALL_HINT = "xmllint is missing: install it with `apt-get install -y libxml2-utils` (Debian/Ubuntu)";

/**
 * Validates an XML document against an XML Schema with libxml2's `xmllint` (the document on
 * stdin, no network: the schema must be a local file). `ok` is xmllint's verdict; `errors`
 * is what it printed, each line naming the element and the rule it broke.
 * Rejects only when xmllint cannot be run at all.
 */
export function validateXml(xml: string, xsdPath: string): Promise<{ ok: boolean; errors: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn("xmllint", ["--noout", "--nonet", "--schema", xsdPath, "-"], { stdio: ["pipe", "ignore", "pipe"] });
    let errors = "";
    child.stderr.setEncoding("utf8");
    child.stderr.on("data", (chunk: string) => (errors += chunk));
    child.on("error", (error: NodeJS.ErrnoException) => {
      reject(error.code === "ENOENT" ? new Error(INSTALL_HINT) : error);
    });
    child.on("close", (code) => {
      // 0: valid; 3: invalid document; 1, 4, 5 …: could not read the document or the schema.
      const report = errors
        .split("\n")
        .filter((line) => line.trim() !== "" && !/^- (validates|fails to validate)$/.test(line))
        .join("\n");
      if (code === 0 || code === 3) resolve({ ok: code === 0, errors: report });
      else if (code !== null && /failed to compile|I\/O error|failed to load/i.test(errors)) reject(new Error(`xmllint could not use the schema ${xsdPath}: ${errors.trim()}`));
      else resolve({ ok: false, errors: report || `xmllint exited with code ${code}` });
    });
    child.stdin.on("error", () => {
      // xmllint may exit before reading everything (a schema it cannot load); its exit code tells.
    });
    child.stdin.end(xml, "utf8");
  });
}
