import type { Route } from "./+types/dog-alerts";
import { methodNotAllowed } from "#app/platform/forms/server/post.server.ts";
import { dogAlertApiAction } from "#app/features/dog-alerts/server/action.server.ts";

export const loader = () => methodNotAllowed();
export const action = (args: Route.ActionArgs) => dogAlertApiAction(args);
