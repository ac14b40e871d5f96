/**
 * The journey's part "request" (decision 036): a request and its conversation: its stages, the reply
 * templates, the applicant's messages, the reservation of a dog, the status link's token, what waits
 * for the association.
 * What other code may use of it on the server.
 * Code outside the part imports only its public.ts, public.ui.ts and public.server.ts (`npm run
 * lint`).
 */
export { backfillRequestDogs, backfillStatusTokens } from "./server/backfill.server.ts";
export { foundFamilyTexts, replyDrafts } from "./server/compose.server.ts";
export { accountFirstName, addAnswer, APPLICANT_ACTOR_LABEL, applicantActor, assignRequest, findByToken, otherOpenRequests, reservationHolder, reserveDog, sendReply, threadOf, unreserve, withdraw } from "./server/conversation.server.ts";
export { heldDogIds } from "./server/holds.server.ts";
export { advanceRequest, applyEvent, cancelOpenPrechecks, correctRequestStage, guardFactsOf } from "./server/request-stage.server.ts";
export { loadTemplates, resetTemplate, saveTemplate, templateText } from "./server/templates.server.ts";
export { newsUrl, statusUrl } from "./server/token.server.ts";
export { dailySummaryChore, madridDay, requestsForGoneDogs, waitingRequests } from "./server/waiting.server.ts";
