/**
 * The journey's part "transport" (decision 036): the transports: the transfer points, a transport and
 * its families, the reminders, the dog page's travel note.
 * What other code may use of it on the server.
 * Code outside the part imports only its public.ts, public.ui.ts and public.server.ts (`npm run
 * lint`).
 */
export { transportPart, type TransportPart } from "./server/back-office.server.ts";
export { addEntry, authorityNoticeChore, authorityNoticeDogs, canTravel, createTransport, earlyArrivalOf, queueAuthorityNotices, type AuthorityNoticeSettings, listTransports, loadTransport, markDeparted, type DepartureOutcome, publicTravel, publicTravelRows, removeEntry, removeTransport, todayOf, transportOfRequest, transportReminderChore, transportsOfRequests, travelCandidates, updateEntry, updateTransport } from "./server/transports.server.ts";
