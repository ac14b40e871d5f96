/**
 * The journey's part "request" (decision 036): a request and its conversation: its stages, the reply
 * templates, the applicant's messages, the reservation of a dog, the status link's token, what waits
 * for the association.
 * What other code may use of it: pure rules (no I/O, no React), safe in the browser and in other
 * features' rules/.
 * Code outside the part imports only its public.ts, public.ui.ts and public.server.ts (`npm run
 * lint`).
 */
export { bySex } from "./rules/by-sex.ts";
export { adoptionSteps, fosterSteps, journeyCopy, type JourneyCopy } from "./rules/copy.ts";
export { ANSWER_MAX, ANSWER_MIN, CORRECTION_REASON_MAX, MESSAGE_BODY_MAX } from "./rules/limits.ts";
export { closingOf, CLOSINGS, firstStage, hasStatusPage, isOpen, nextStage, pageStepOf, phaseOf, PHASES, stageIndex, stagesOf, STATUS_PAGE_FORMS, STATUS_TOKEN_PURPOSE, statusesOf, statusesOfPhase, takesAnswers, workflowOf, type Phase, type Stage } from "./rules/stages.ts";
export { applicantFirstName, EDITABLE_TEMPLATE_KEYS, fillTemplate, forEmail, forStatusPage, isEditableTemplateKey, isTemplateKey, PLACEHOLDERS, stageOfTemplate, templateForStage, unfilledPlaceholders, type EditableTemplateKey } from "./rules/templates.ts";
export { daysBetween, groupByAssignee, type WaitingReason } from "./rules/waiting.ts";
export { eventTo, nextSteps, travelStages, type Guard } from "./rules/workflow.ts";
