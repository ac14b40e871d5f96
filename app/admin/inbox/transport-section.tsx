/**
 * The request page's transport part (docs/product/journey.md#transports): the transport the family
 * is on, with place and time, or a link to plan one when the request may travel.
 */
import { Link } from "react-router";
import { t } from "../messages/index.ts";
import { adminPath } from "../route-table.ts";
import { Section, useAdmin } from "../ui.tsx";
import type { TransportPart } from "#app/features/journey/transport/public.server.ts";

export function TransportSection({ part }: { part: TransportPart }) {
  const { m } = useAdmin();
  const p = m.transport;
  if (!part.current && !part.eligible) return null;
  return (
    <Section title={p.section} id="transport">
      {part.current ? (
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
