/**
 * The journey's part "flight" (decision 036): flight sponsors, travellers who take a dog along on
 * their flight from Spain to Germany (docs/product/travel.md#flight-sponsors).
 * What other code may use of it: pure rules (no I/O, no React), safe in the browser and in other
 * features' rules/.
 * Code outside the part imports only its public.ts, public.ui.ts and public.server.ts (`npm run
 * lint`).
 */
export { checkMatch, offeredFlight, TRAVELLER_CHECKLIST, type MatchInput, type MatchProblem, type OfferedFlight } from "./rules/flight-plan.ts";
export { checkFlightMove, FLIGHT_EVENTS, FLIGHT_STAGES, FLIGHT_TABLE, isFlightStage, type FlightEvent, type FlightStage } from "./rules/flight-workflow.ts";
export { familyFlightLines, flightCancelledMail, flightCopy, flightFamilyMail, flightMatchedMail, travellerChecklist, travellerFlightLines, type FlightFacts } from "./rules/flight-copy.ts";
