/**
 * The journey's part "aftercare" (decision 036): after the handover: the follow-up e-mails and the
 * family's news.
 * What other code may use of it on the server.
 * Code outside the part imports only its public.ts, public.ui.ts and public.server.ts (`npm run
 * lint`).
 */
export { followupsPart, newsPart, type FollowupsPart, type NewsPart } from "./server/back-office.server.ts";
export { addNews, consentedNewsPhoto, consentedNewsWithoutHappyEnd, newsOfRequest, newsPhotoOfRequest, withdrawConsent, type NewsPhotoInput } from "./server/family-news.server.ts";
export { followupChore } from "./server/followups.server.ts";
