/**
 * The journey's part "precheck" (decision 036): the pre-check: the volunteers' areas, the checklist,
 * the visit.
 * What other code may use of it on the server.
 * Code outside the part imports only its public.ts, public.ui.ts and public.server.ts (`npm run
 * lint`).
 */
export { precheckAction, precheckPart, type PrecheckActionData, type PrecheckPart } from "./server/back-office.server.ts";
export { activeQuestions, completePrecheck, listPrechecks, loadPrecheck, precheckAreasOf, precheckOfRequest, precheckPhoto, saveAreas, saveQuestions, seedPrecheckQuestions, type Volunteer } from "./server/prechecks.server.ts";
