import type { Route } from "./+types/submit-membership";
import { methodNotAllowed } from "#app/platform/forms/server/post.server.ts";
import { submitMembershipAction } from "#app/features/submissions/server/action.server.ts";

export const loader = () => methodNotAllowed();
export const action = (args: Route.ActionArgs) => submitMembershipAction(args);
