/**
 * The addresses of stored files (docs/decisions/028-files-in-the-database.md): a path
 * `<bucket>/<name>` with forward slashes, e.g. `blog-images/4f…e1.jpg`. Pure: the image
 * route, the backup and the move from DATA_DIR/storage check paths with the same rule.
 */

/** The longest path kept (names are generated or come from content files). */
export const MAX_STORAGE_PATH = 512;

/**
 * A path a stored file may have: a bucket (lower-case letters, digits, hyphens), then one or
 * more segments; no empty, `.`, `..` or hidden segment, no backslash, NUL or control character.
 */
export function isStoragePath(value: string): boolean {
  if (value.length === 0 || value.length > MAX_STORAGE_PATH) return false;
  // Control characters (and NUL) and backslashes never name a stored file.
  // oxlint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return false;
  const segments = value.split("/");
  if (segments.length < 2 || !/^[a-z0-9][a-z0-9-]*$/.test(segments[0]!)) return false;
  return segments.every((s) => s !== "" && !s.startsWith("."));
}

const TYPES: Record<string, string> = {
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  avif: "image/avif",
  gif: "image/gif",
  svg: "image/svg+xml",
};

/** The content type a stored file is served with, from its name's extension. */
export function contentTypeOf(storagePath: string): string {
  const ext = /\.([a-z0-9]+)$/i.exec(storagePath)?.[1]?.toLowerCase() ?? "";
  return TYPES[ext] ?? "application/octet-stream";
}

/** The extension a stored copy of this content type is named with (the first of the table's names for it; "jpg" for a type it does not know). */
export function extensionOf(contentType: string): string {
  return Object.keys(TYPES).find((ext) => TYPES[ext] === contentType) ?? "jpg";
}
