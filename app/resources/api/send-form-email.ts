import type { Route } from "./+types/send-form-email";
import { methodNotAllowed } from "#app/platform/forms/server/post.server.ts";
import { sendFormEmailAction } from "#app/features/submissions/server/action.server.ts";

export const loader = () => methodNotAllowed();
export const action = (args: Route.ActionArgs) => sendFormEmailAction(args);
