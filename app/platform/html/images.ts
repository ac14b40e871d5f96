/** Public storage buckets for content images (docs/product/content.md#blog-posts-and-guides). */
export const IMAGE_BUCKETS = ["blog-images", "guide-images"] as const;
export type ImageBucket = (typeof IMAGE_BUCKETS)[number];

/**
 * The URL of a blog or guide image (docs/product/content.md#blog-posts-and-guides): a value that is an absolute
 * http(s) URL is used as is; anything else is a path in the public bucket and
 * becomes `${storagePublicUrl}/${bucket}/${path}`.
 *
 * - No double slashes: trailing slashes of the base and leading, trailing and
 *   repeated slashes of the path go.
 * - Each path segment is URL-encoded (`/` kept). Already encoded segments are
 *   not encoded twice (`a%20b.jpg` stays `a%20b.jpg`).
 * - `.` and `..` segments are dropped, so a path cannot leave its bucket.
 * - The path is used as given: a path that already starts with the bucket
 *   name gets the bucket twice, as with the storage client's public URL.
 * - An empty value (or one that is only slashes) gives null, so the caller
 *   can fall back to the placeholder image.
 *
 * "Starts with http" is read as "starts with http:// or https://" (any case),
 * so that a storage path such as `http-test/a.jpg` is still treated as a path.
 * `storagePublicUrl` is the public-object base of the storage service, e.g.
 * `https://files.example.org/storage/v1/object/public`; an empty base gives a
 * root-relative URL.
 */
export function resolveImageUrl(
  value: string | null | undefined,
  bucket: ImageBucket,
  storagePublicUrl: string,
): string | null {
  const trimmed = (value ?? "").trim();
  if (trimmed === "") return null;
  if (/^https?:\/\//i.test(trimmed)) return trimmed;
  const segments = trimmed
    .split("/")
    .filter((segment) => segment !== "" && segment !== "." && segment !== "..")
    .map(encodeSegment)
    .filter((segment) => segment !== "" && !/^(?:\.|%2e){1,2}$/i.test(segment));
  if (segments.length === 0) return null;
  const base = storagePublicUrl.trim().replace(/\/+$/, "");
  return `${base}/${bucket}/${segments.join("/")}`;
}

function encodeSegment(segment: string): string {
  let decoded = segment;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    // a stray "%": encode the segment as it is
  }
  return encodeURIComponent(decoded);
}

/**
 * True when `src` points at the site's placeholder image file
 * (`placeholder.svg`, alone or as the last path segment, any case, ignoring a
 * query or hash). Such images are hidden in article bodies (docs/product/content.md#sanitised-html).
 */
export function isPlaceholderImage(src: string | null | undefined): boolean {
  if (!src) return false;
  const path = src.trim().split(/[?#]/, 1)[0] ?? "";
  return /(?:^|\/)placeholder\.svg$/i.test(path);
}
