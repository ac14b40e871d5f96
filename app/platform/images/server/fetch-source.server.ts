/** Why an original could not be fetched (never the visitor's fault: the page shows the placeholder). */
export class SourceError extends Error {
  readonly kind: "timeout" | "status" | "too-large" | "network";
  constructor(kind: SourceError["kind"], message: string) {
    super(message);
    this.kind = kind;
  }
}

/**
 * Fetches an original from the image host with a time limit and a size limit (the body is read
 * in chunks and abandoned as soon as it is larger), never following a redirect to elsewhere.
 */
export async function fetchSource(
  url: string,
  options: { timeoutMs: number; maxBytes: number; fetchImpl?: typeof fetch },
): Promise<Uint8Array> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs);
  try {
    const response = await (options.fetchImpl ?? fetch)(url, { signal: controller.signal, redirect: "error" });
    if (!response.ok || !response.body) {
      await response.body?.cancel().catch(() => {});
      throw new SourceError("status", `image host answered ${response.status}`);
    }
    const declared = Number(response.headers.get("content-length") ?? "0");
    if (declared > options.maxBytes) {
      await response.body.cancel().catch(() => {});
      throw new SourceError("too-large", `image of ${declared} bytes is over the limit`);
    }
    const chunks: Uint8Array[] = [];
    let total = 0;
    const reader = response.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > options.maxBytes) {
        await reader.cancel().catch(() => {});
        throw new SourceError("too-large", "image is over the size limit");
      }
      chunks.push(value);
    }
    return Buffer.concat(chunks);
  } catch (error) {
    if (error instanceof SourceError) throw error;
    if (controller.signal.aborted) throw new SourceError("timeout", `image host did not answer in ${options.timeoutMs} ms`);
    throw new SourceError("network", (error as Error).name);
  } finally {
    clearTimeout(timer);
  }
}
