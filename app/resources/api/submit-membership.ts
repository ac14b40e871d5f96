import type { Route } from "./+types/submit-membership";
import { methodNotAllowed, submitMembershipAction } from "#app/features/submissions/server/api.server.ts";

export const loader = () => methodNotAllowed();
export const action = (args: Route.ActionArgs) => submitMembershipAction(args);
