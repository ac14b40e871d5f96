import type { Route } from "./+types/dog-alerts";
import { methodNotAllowed } from "#app/forms/api.server.ts";
import { dogAlertApiAction } from "#app/dog-alerts/action.server.ts";

export const loader = () => methodNotAllowed();
export const action = (args: Route.ActionArgs) => dogAlertApiAction(args);
