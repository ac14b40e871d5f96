/**
 * The journey's part "mail" (decision 036): the journey's e-mails, built when the outbox sends them.
 * What other code may use of it: pure rules (no I/O, no React), safe in the browser and in other
 * features' rules/.
 * Code outside the part imports only its public.ts, public.ui.ts and public.server.ts (`npm run
 * lint`).
 */
export { journeyMessage, journeyMessageId, signedOff, type ApplicantMail, type RequestMail } from "./rules/mail.ts";
