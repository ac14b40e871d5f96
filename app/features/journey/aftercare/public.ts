/**
 * The journey's part "aftercare" (decision 036): after the handover: the follow-up e-mails and the
 * family's news.
 * What other code may use of it: pure rules (no I/O, no React), safe in the browser and in other
 * features' rules/.
 * Code outside the part imports only its public.ts, public.ui.ts and public.server.ts (`npm run
 * lint`).
 */
export { NEWS_MAX, NEWS_PHOTOS_MAX, readNews, takesNews } from "./rules/family-news.ts";
export { FOLLOWUP_TEMPLATES, FOLLOWUP_WINDOW_DAYS, followupLookbackDays, followupOfKind, isFollowupKind, type Followup, type FollowupState } from "./rules/followup.ts";
