/**
 * The journey's part "mail" (decision 036): the journey's e-mails, built when the outbox sends them.
 * What other code may use of it on the server.
 * Code outside the part imports only its public.ts, public.ui.ts and public.server.ts (`npm run
 * lint`).
 */
export { journeyMailSource } from "./server/mail-source.server.ts";
