/**
 * The request page's transport part (docs/product/journey.md#transports): the transport the family
 * is on, with place and time, or its dog's flight with a flight sponsor (docs/product/travel.md#flight-sponsors),
 * or a link to plan one when the request may travel.
 */
import { Link } from "react-router";
import { t } from "../messages/index.ts";
import { adminPath } from "../route-table.ts";
import { Section, useAdmin } from "../ui.tsx";
import type { TransportPart } from "#app/features/journey/transport/public.server.ts";

export function TransportSection({ part, flight }: { part: TransportPart; flight: { lines: string[]; stage: string } | null }) {
  const { m } = useAdmin();
  const p = m.transport;
  if (!part.current && !part.eligible && !flight) return null;
  return (
    <Section title={p.section} id="transport">
      {flight ? (
        <div data-flight-current>
          <p>{t(m.flights.sectionOn, { line: flight.lines[0] ?? "" })} ({m.flights.stages[flight.stage as keyof typeof m.flights.stages] ?? flight.stage})</p>
          <ul className="mt-1 list-disc pl-6">{flight.lines.slice(1).map((line) => <li key={line}>{line}</li>)}</ul>
          <Link to={adminPath("admin-flights")} className="font-semibold text-brand-800 underline">{m.flights.sectionLink}</Link>
        </div>
      ) : part.current ? (
        <p data-transport-current>
          {t(p.sectionOn, { departure: part.current.departure, arrival: part.current.arrival, place: part.current.place, time: part.current.time })}{" "}
          <Link to={adminPath("admin-transport", { id: part.current.transportId })} className="font-semibold text-brand-800 underline">{p.title}</Link>
        </p>
      ) : (
        <p>
          {p.sectionNone}{" "}
          <Link to={adminPath("admin-transports")} className="font-semibold text-brand-800 underline">{p.sectionLink}</Link>
        </p>
      )}
    </Section>
  );
}
