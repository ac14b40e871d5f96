/**
 * The journey's part "flight" (decision 036): flight sponsors' offers, matching a dog to a flight,
 * the one writer of a flight's stage.
 * What other code may use of it on the server.
 * Code outside the part imports only its public.ts, public.ui.ts and public.server.ts (`npm run
 * lint`).
 */
export {
  applyFlightEvent, cancelOfferFlights, flightOffers, flightOfRequest, flightsById, flightsOfOffer, hasPlannedFlight, matchFlight, moveFlight, OFFER_FORM,
  type FlightMoveOutcome, type FlightView, type MatchOutcome, type OfferView,
} from "./server/flights.server.ts";
