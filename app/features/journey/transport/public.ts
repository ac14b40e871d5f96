/**
 * The journey's part "transport" (decision 036): the transports: the transfer points, a transport and
 * its families, the reminders, the dog page's travel note.
 * What other code may use of it: pure rules (no I/O, no React), safe in the browser and in other
 * features' rules/.
 * Code outside the part imports only its public.ts, public.ui.ts and public.server.ts (`npm run
 * lint`).
 */
export { dayInWords, monthInWords, publicTravelNote, transportMail, transportStatusLines } from "./rules/transport-copy.ts";
export { authorityNoticeMail, type AuthorityNoticeDog } from "./rules/authority-mail.ts";
export { checkDates, checkEntry, normaliseTime, normaliseTraces, TRANSFER_POINTS, transferPointNames, type DatesProblem, type EntryProblem } from "./rules/transport-plan.ts";
