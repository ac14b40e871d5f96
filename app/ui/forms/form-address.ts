/**
 * Where a form posts and how its "new request" link brings it back, without
 * JavaScript. A form posts to its own page with its anchor (`…#anfrage`), so
 * the answer (success or the field messages) comes back scrolled to the form.
 * After a post the page's address ends in that anchor, so a link to the same
 * address would only jump: the "new request" link adds `?new`, which makes it
 * a page load, and the form's address leaves `new` out again.
 */
const NEW = "new";

function searchWithout(search: string, name: string): string {
  const params = new URLSearchParams(search);
  params.delete(name);
  const rest = params.toString();
  return rest ? `?${rest}` : "";
}

/** The action of a form on the page at `pathname` + `search`, answering at `#anchor`. */
export function formActionAddress(pathname: string, search: string, anchor: string): string {
  return `${pathname}${searchWithout(search, NEW)}#${anchor}`;
}

/** The address of an empty form again: the form's own address with `?new`, so the browser loads the page. */
export function newRequestAddress(pathname: string, search: string, anchor: string): string {
  const rest = searchWithout(search, NEW);
  return `${pathname}${rest ? `${rest}&` : "?"}${NEW}#${anchor}`;
}
