import { upstreamDogSchema, type Dog } from "#app/features/dogs/rules/index.ts";
import { sanitizeHtml } from "#app/platform/html/index.ts";

export type UpstreamFailure = "timeout" | "network" | "http" | "json" | "shape" | "empty";

export class UpstreamError extends Error {
  readonly kind: UpstreamFailure;
  constructor(kind: UpstreamFailure, message: string) {
    super(message);
    this.kind = kind;
  }
}

export interface DogAnswer {
  entries: unknown[];
  cacheTimestamp: string | null;
}

/**
 * The fetch-dogs answer (docs/product/dogs.md#source): a list of dogs, or an object with `dogs`
 * or `pets` (a list) and an optional `cacheTimestamp`.
 */
export function parseDogAnswer(json: unknown): DogAnswer {
  if (Array.isArray(json)) return { entries: json, cacheTimestamp: null };
  if (json && typeof json === "object") {
    const record = json as Record<string, unknown>;
    const list = Array.isArray(record.dogs) ? record.dogs : Array.isArray(record.pets) ? record.pets : null;
    if (list) {
      const ts = record.cacheTimestamp;
      const cacheTimestamp =
        typeof ts === "string" && !Number.isNaN(Date.parse(ts))
          ? new Date(ts).toISOString()
          : typeof ts === "number" && Number.isFinite(ts)
            ? new Date(ts).toISOString()
            : null;
      return { entries: list, cacheTimestamp };
    }
  }
  throw new UpstreamError("shape", "answer is neither a list nor an object with dogs or pets");
}

export interface NormalisedDogs {
  dogs: Dog[];
  /** Entries that were not objects or had no id. */
  skipped: number;
  /** Entries whose id appeared before (the first one is kept). */
  duplicates: number;
}

/**
 * Parses every entry leniently, drops those without an id, and sanitises the
 * descriptions with the one allow-list of docs/product/content.md#sanitised-html before anything is stored.
 */
export function normaliseDogs(entries: readonly unknown[], siteOrigins: readonly string[] = []): NormalisedDogs {
  const seen = new Set<string>();
  const dogs: Dog[] = [];
  let skipped = 0;
  let duplicates = 0;
  for (const entry of entries) {
    const parsed = upstreamDogSchema.safeParse(entry);
    if (!parsed.success || !parsed.data.id) {
      skipped++;
      continue;
    }
    const dog = parsed.data;
    if (seen.has(dog.id!)) {
      duplicates++;
      continue;
    }
    seen.add(dog.id!);
    const clean = (html: string | undefined) => (html === undefined ? undefined : sanitizeHtml(html, { siteOrigins }));
    dogs.push({
      ...dog,
      publicDescription: clean(dog.publicDescription),
      description: clean(dog.description),
      publicDescription_es: clean(dog.publicDescription_es),
    });
  }
  return { dogs, skipped, duplicates };
}

/** GETs the upstream dog list with a timeout; every failure is an UpstreamError with its kind. */
export async function fetchDogAnswer(
  url: string,
  options: { token?: string; timeoutMs: number; fetchImpl?: typeof fetch },
): Promise<DogAnswer> {
  const headers: Record<string, string> = { Accept: "application/json" };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  let response: Response;
  try {
    response = await (options.fetchImpl ?? fetch)(url, { headers, signal: AbortSignal.timeout(options.timeoutMs) });
  } catch (error) {
    const name = (error as Error).name;
    if (name === "TimeoutError" || name === "AbortError") {
      throw new UpstreamError("timeout", `no answer within ${options.timeoutMs} ms`);
    }
    throw new UpstreamError("network", (error as Error).message);
  }
  if (!response.ok) throw new UpstreamError("http", `status ${response.status}`);
  let json: unknown;
  try {
    json = JSON.parse(await response.text());
  } catch (error) {
    if ((error as Error).name === "TimeoutError") throw new UpstreamError("timeout", "answer body too slow");
    throw new UpstreamError("json", "answer is not valid JSON");
  }
  return parseDogAnswer(json);
}
