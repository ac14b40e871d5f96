import type { Route } from "./+types/form-token";
import { formTokenLoader } from "#app/features/submissions/server/action.server.ts";

export const loader = (args: Route.LoaderArgs) => formTokenLoader(args);
