import { data, Link } from "react-router";
import type { Route } from "./+types/transport-manifest";
import { requireRole } from "#app/admin/auth/require.server.ts";
import { transferPointNames, TRANSFER_POINTS, dayInWords } from "#app/features/journey/transport/public.ts";
import { loadTransport } from "#app/features/journey/transport/public.server.ts";
import { papersOfDogs } from "#app/features/travel/server/papers.server.ts";
import { t } from "../messages/index.ts";
import { adminPath } from "../route-table.ts";
import { PageTitle, useAdmin } from "../ui.tsx";

/**
 * The driver's manifest of a transport (docs/product/journey.md#transports): per family the dog,
 * its chip, passport and TRACES certificate numbers (docs/product/travel.md#manifest: the chip typed
 * for the transport or the contract, else the dog's papers), the family's name and phone, the transfer point and the time, in the route's
 * order. A page to print (the back office's frame is left out on paper); private and never
 * stored by a cache, as every back-office page.
 */
export async function loader(args: Route.LoaderArgs) {
  const { services, user } = await requireRole(args, "inbox");
  const transport = await loadTransport(services.db, args.params.id ?? "");
  if (!transport) throw data(null, { status: 404 });
  const order = (point: string) => TRANSFER_POINTS.indexOf(point as (typeof TRANSFER_POINTS)[number]);
  const papers = await papersOfDogs(services.db, transport.entries.flatMap((entry) => (entry.dogId ? [entry.dogId] : [])));
  const rows = [...transport.entries]
    .sort((a, b) => order(a.point) - order(b.point) || a.time.localeCompare(b.time))
    .map((e) => {
      const dogPapers = e.dogId ? papers.get(e.dogId) : undefined;
      return {
        id: e.id,
        dog: e.dogName,
        chip: e.chip || dogPapers?.chipNumber || "",
        passport: dogPapers?.passportNumber ?? "",
        traces: e.traces,
        family: e.familyName,
        phone: e.phone,
        point: transferPointNames[user.locale][e.point],
        time: e.time,
        note: e.note,
      };
    });
  return { id: transport.id, departureText: dayInWords(transport.departure, user.locale), arrivalText: dayInWords(transport.arrival, user.locale), rows };
}

/** A cell: a line of its card on a phone, a table cell on paper and wide screens (the label then stands in the header). */
const cell = "block px-1 py-0.5 sm:table-cell sm:p-2 print:table-cell print:p-2";
const cellLabel = "font-semibold sm:sr-only print:sr-only";
/** A line to write on when a number is not known yet. */
const blank = <span className="inline-block w-32 border-b border-stone-500 print:w-24" aria-hidden="true">&nbsp;</span>;

export default function TransportManifest({ loaderData }: Route.ComponentProps) {
  const { m } = useAdmin();
  const p = m.transport;
  const dates = t(p.dates, { departure: loaderData.departureText, arrival: loaderData.arrivalText });
  return (
    <div className="print:text-black" data-manifest>
      <p className="flex flex-wrap gap-x-4 print:hidden">
        <Link to={adminPath("admin-transport", { id: loaderData.id })} className="inline-flex min-h-11 items-center text-brand-800 underline">{p.back}</Link>
      </p>
      <PageTitle title={`${p.manifestTitle} ${dates} – ${m.title}`}>{p.manifestTitle}: {dates}</PageTitle>
      <p className="mt-2 font-semibold">{p.manifestIntro}</p>
      {loaderData.rows.length === 0 ? <p className="mt-4">{p.noEntries}</p> : null}
      {/* A table on paper and wide screens; on a phone each family is a card of label and value (no sideways scrolling at 390 px). */}
      <table className="mt-4 block w-full border-collapse text-left sm:table print:table print:text-sm">
        <thead className="sr-only sm:not-sr-only sm:table-header-group print:not-sr-only print:table-header-group">
          <tr className="border-b-2 border-stone-800">
            <th scope="col" className="p-2">{p.dog}</th>
            <th scope="col" className="p-2">{p.chip}</th>
            <th scope="col" className="p-2">{p.passport}</th>
            <th scope="col" className="p-2">{p.traces}</th>
            <th scope="col" className="p-2">{p.family}</th>
            <th scope="col" className="p-2">{p.phone}</th>
            <th scope="col" className="p-2">{p.point}</th>
            <th scope="col" className="p-2">{p.time}</th>
          </tr>
        </thead>
        <tbody className="block space-y-3 sm:table-row-group sm:space-y-0 print:table-row-group print:space-y-0">
          {loaderData.rows.map((r) => (
            <tr key={r.id} className="block rounded-md border border-stone-300 bg-white p-2 align-top break-inside-avoid sm:table-row sm:rounded-none sm:border-0 sm:border-b sm:p-0 print:table-row print:border-0 print:border-b print:p-0" data-manifest-row>
              <td className={cell}><span className={cellLabel}>{p.dog}: </span><span className="font-semibold">{r.dog ?? "–"}</span></td>
              <td className={cell}><span className={cellLabel}>{p.chip}: </span><span className="font-mono break-all" data-chip>{r.chip || blank}</span></td>
              <td className={cell}><span className={cellLabel}>{p.passport}: </span><span className="font-mono break-all" data-passport>{r.passport || blank}</span></td>
              <td className={cell}><span className={cellLabel}>{p.traces}: </span><span className="font-mono break-all" data-traces>{r.traces || blank}</span></td>
              <td className={cell}><span className={cellLabel}>{p.family}: </span>{r.family || "–"}{r.note ? <span className="block text-sm text-stone-700 whitespace-pre-wrap">{r.note}</span> : null}</td>
              <td className={cell}><span className={cellLabel}>{p.phone}: </span><span className="whitespace-nowrap">{r.phone || "–"}</span></td>
              <td className={cell}><span className={cellLabel}>{p.point}: </span>{r.point}</td>
              <td className={cell}><span className={cellLabel}>{p.time}: </span><span className="whitespace-nowrap">{r.time}</span></td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
