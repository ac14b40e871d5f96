import { Transform } from "node:stream";

/**
 * Joins the small pieces React writes (2 KB each) into one chunk per turn of
 * the event loop (or per `limit` bytes). The response is compressed and
 * flushed chunk by chunk, so sixty pieces cost sixty compressor flushes; one
 * chunk costs one. What React writes later (a suspended part) still goes out
 * as soon as it is ready.
 */
export function coalesceChunks(limit = 64 * 1024): Transform {
  let parts: Buffer[] = [];
  let size = 0;
  let scheduled = false;
  const release = () => {
    if (size === 0) return;
    stream.push(parts.length === 1 ? parts[0] : Buffer.concat(parts, size));
    parts = [];
    size = 0;
  };
  const stream = new Transform({
    transform(chunk: Buffer | string, _encoding, callback) {
      const buffer = typeof chunk === "string" ? Buffer.from(chunk) : chunk;
      parts.push(buffer);
      size += buffer.length;
      if (size >= limit) release();
      else if (!scheduled) {
        scheduled = true;
        setImmediate(() => {
          scheduled = false;
          release();
        });
      }
      callback();
    },
    flush(callback) {
      release();
      callback();
    },
  });
  return stream;
}
