/**
 * The journey's part "status" (decision 036): the applicant's pages under the status link's token: the
 * status page (and its contract PDF), the family's news page, the link asked for again.
 * The components other code may use of the applicant's pages under the status link's token: the status
 * page (and its contract PDF), the family's news page, the link asked for again.
 * Code outside the part imports only its public.ts, public.ui.ts and public.server.ts (`npm run
 * lint`).
 */
export { StageTrack } from "./ui/stage-track.tsx";
