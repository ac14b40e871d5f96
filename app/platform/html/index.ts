/** Sanitised HTML and content images (docs/product/content.md#sanitised-html, docs/product/content.md#blog-posts-and-guides, docs/product/content.md#page-head). Pure: usable on the server and in tests. */
export { ALLOWED_ATTRIBUTES, ALLOWED_TAGS, HREF_SCHEMES, SRC_SCHEMES } from "./allow-list.ts";
export { sanitizeHtml, type SanitizeOptions } from "./sanitize.ts";
export { GUIDE_FIGURE_CLASS, sanitizeGuideHtml, type GuideHtmlOptions } from "./guide-body.ts";
export { IMAGE_BUCKETS, isPlaceholderImage, resolveImageUrl, type ImageBucket } from "./images.ts";
export {
  META_DESCRIPTION_MAX,
  STRUCTURED_DATA_DESCRIPTION_MAX,
  metaDescription,
  stripHtml,
  truncate,
} from "./text.ts";
