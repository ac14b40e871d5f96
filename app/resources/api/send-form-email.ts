import type { Route } from "./+types/send-form-email";
import { methodNotAllowed, sendFormEmailAction } from "#app/features/submissions/server/api.server.ts";

export const loader = () => methodNotAllowed();
export const action = (args: Route.ActionArgs) => sendFormEmailAction(args);
