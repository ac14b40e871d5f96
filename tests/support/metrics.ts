/**
 * Reads the Prometheus text format (version 0.0.4) as a scraper does: `# HELP` and `# TYPE`
 * lines, then one sample per line, `name{label="value",…} value`. Throws on any line that is
 * neither, so a malformed answer fails the test that reads it.
 */
export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

export interface Scrape {
  samples: Sample[];
  /** `# TYPE` of each metric family. */
  types: Map<string, string>;
  /** The value of the one sample with this name and these labels (all of them), or undefined. */
  value(name: string, labels?: Record<string, string>): number | undefined;
  /** The sum of every sample with this name whose labels include these. */
  sum(name: string, labels?: Record<string, string>): number;
}

const SAMPLE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/;
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g;

export function parseMetrics(text: string): Scrape {
  const samples: Sample[] = [];
  const types = new Map<string, string>();
  for (const line of text.split("\n")) {
    if (line.trim() === "") continue;
    if (line.startsWith("# HELP ")) continue;
    if (line.startsWith("# TYPE ")) {
      const [, , name, type] = line.split(" ");
      types.set(name!, type!);
      continue;
    }
    const match = SAMPLE.exec(line);
    if (!match) throw new Error(`not a Prometheus text line: ${line}`);
    const labels: Record<string, string> = {};
    for (const label of (match[2] ?? "").matchAll(LABEL)) labels[label[1]!] = label[2]!.replace(/\\(.)/g, (_, c: string) => (c === "n" ? "\n" : c));
    const raw = match[3]!;
    const value = raw === "NaN" || raw === "Nan" ? Number.NaN : raw === "+Inf" ? Infinity : raw === "-Inf" ? -Infinity : Number(raw);
    if (Number.isNaN(value) && raw !== "NaN" && raw !== "Nan") throw new Error(`not a number: ${line}`);
    samples.push({ name: match[1]!, labels, value });
  }
  const includes = (sample: Sample, labels: Record<string, string>) => Object.entries(labels).every(([k, v]) => sample.labels[k] === v);
  return {
    samples,
    types,
    value(name, labels = {}) {
      const found = samples.filter((s) => s.name === name && includes(s, labels) && Object.keys(s.labels).length === Object.keys(labels).length);
      if (found.length > 1) throw new Error(`${found.length} samples of ${name} ${JSON.stringify(labels)}`);
      return found[0]?.value;
    },
    sum(name, labels = {}) {
      return samples.filter((s) => s.name === name && includes(s, labels)).reduce((total, s) => total + s.value, 0);
    },
  };
}
