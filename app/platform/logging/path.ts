/**
 * The path of a request as the log keeps it: without the query, and with every segment that is a
 * link's secret (the 43 characters of a token, app/platform/links/tokens.server.ts: a status page,
 * a new-dog alert's confirm and unsubscribe links) replaced by ":token". Whoever reads the log can
 * open no link with it.
 */
const TOKEN_SEGMENT = /^[\w-]{43}(?=$|\.data$)/;

export function loggedPath(url: string): string {
  const path = url.split("?")[0]!.split("#")[0]!;
  return path
    .split("/")
    // A client-side navigation asks for the page's data at the same path with ".data".
    .map((segment) => segment.replace(TOKEN_SEGMENT, ":token"))
    .join("/");
}
