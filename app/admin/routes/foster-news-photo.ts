/** Being built (#39): answers 404 until it lands. */
export function loader(): Response {
  return new Response(null, { status: 404 });
}
