/** Being built (#39): answers 404 until its page lands. */
import { data } from "react-router";

export function loader(): never {
  throw data(null, { status: 404 });
}

export default function Page() {
  return null;
}
