/**
 * The journey's part "precheck" (decision 036): the pre-check: the volunteers' areas, the checklist,
 * the visit.
 * What other code may use of it: pure rules (no I/O, no React), safe in the browser and in other
 * features' rules/.
 * Code outside the part imports only its public.ts, public.ui.ts and public.server.ts (`npm run
 * lint`).
 */
export { areaLabel, areasText, parseAreas } from "./rules/precheck-areas.ts";
export { ANSWERS, parseChecklist, PHOTOS_MAX, questionsOf, RECOMMENDATIONS, type ChecklistInput, type ChecklistProblem } from "./rules/precheck-checklist.ts";
export { precheckStatusText } from "./rules/precheck-copy.ts";
export { precheckFormSchema, type PrecheckFormInput } from "./rules/precheck-forms.ts";
