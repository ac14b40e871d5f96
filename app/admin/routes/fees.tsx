import { data, Form, Link, useActionData, useNavigation } from "react-router";
import type { Route } from "./+types/fees";
import { z } from "#app/platform/zod.ts";
import { requireRole, type Authorised } from "#app/admin/auth/require.server.ts";
import { adminIntents, takeForm } from "#app/admin/auth/intents.server.ts";
import { formField } from "#app/platform/forms/rules/intent-fields.ts";
import { firstMessage, refusalOf, type IntentFailure } from "#app/platform/forms/rules/intents.ts";
import { parseIsoDate } from "#app/platform/forms/rules/dates.ts";
import { formatLongDate } from "#app/platform/i18n/dates.ts";
import { loadOrganisation } from "#app/features/organisation/server/effective.server.ts";
import { applyStatement, feesOverview, receiveTransfer, submitBatch, type StatementOutcome } from "#app/features/membership/server/fees.server.ts";
import { issueYearReceipts } from "#app/features/membership/server/receipts.server.ts";
import { loadMembershipSettings } from "#app/features/membership/server/settings.server.ts";
import { CamtStatementError } from "#app/features/membership/rules/camt-statement.ts";
import { formatEuroCents } from "#app/features/membership/rules/mail.ts";
import { issuesReceipts } from "#app/features/membership/rules/settings.ts";
import type { FeeStage } from "#app/features/membership/rules/workflow.ts";
import { t } from "../messages/index.ts";
import { plural } from "#app/platform/i18n/plural.ts";
import { adminPath } from "../route-table.ts";
import { button, FieldProblem, input, label, Notice, PageTitle, secondaryButton, Section, useAdmin } from "../ui.tsx";

/** Private: the association's money is never kept by a browser or a proxy. */
export const headers = () => ({ "Cache-Control": "no-store" });

/** A bank statement larger than this is refused with 413 (a month of a small association's account is a few hundred kilobytes). */
const MAX_STATEMENT_BYTES = 5 * 1024 * 1024;

export async function loader(args: Route.LoaderArgs) {
  const { services } = await requireRole(args, "treasury");
  const [overview, settings] = await Promise.all([feesOverview(services.db), loadMembershipSettings(services.db)]);
  const lastYear = Number(overview.today.slice(0, 4)) - 1;
  return { ...overview, prenotificationDays: settings.prenotificationDays, receiptsReady: issuesReceipts(settings), lastYear };
}

type ActionData =
  | { done: "submitted"; count: number }
  | { done: "received"; reference: string }
  | { done: "statement"; outcome: StatementOutcome }
  | { done: "receipts"; issued: number }
  | { refused: "changed" | "nothing" | "move" | "statement" | "statementMissing" | "statementTooLarge" | "noTaxData" }
  | IntentFailure;

const defineIntent = adminIntents<Authorised>();

const intents = {
  submit: defineIntent({
    schema: () => z.object({ collectionDate: formField.trimmed(10), messageId: formField.trimmed(40) }),
    handle: async ({ collectionDate, messageId }, { services, actor }) => {
      if (!parseIsoDate(collectionDate)) return data<ActionData>({ refused: "nothing" }, { status: 400 });
      const settings = await loadMembershipSettings(services.db);
      const outcome = await submitBatch(services.db, actor, settings, collectionDate, messageId);
      if (!outcome.ok) return data<ActionData>({ refused: outcome.reason === "refused" ? "move" : outcome.reason }, { status: 409 });
      return data<ActionData>({ done: "submitted", count: outcome.submitted });
    },
  }),
  receive: defineIntent({
    schema: () => z.object({ feeId: formField.trimmed(36), reference: formField.trimmed(40), paidOn: formField.trimmed(10) }),
    handle: async ({ feeId, reference, paidOn }, { services, actor }) => {
      if (!parseIsoDate(paidOn)) return data<ActionData>({ refused: "move" }, { status: 400 });
      const settings = await loadMembershipSettings(services.db);
      const moved = await receiveTransfer(services.db, actor, "treasurer", settings, feeId, paidOn);
      if (!moved.ok) return data<ActionData>({ refused: "move" }, { status: moved.reason === "unknown" ? 404 : 409 });
      return data<ActionData>({ done: "received", reference });
    },
  }),
  statement: defineIntent({
    schema: () => z.object({ statement: formField.files() }),
    handle: async ({ statement }, { services, actor }) => {
      const file = statement[0];
      if (!file || file.size === 0) return data<ActionData>({ refused: "statementMissing" }, { status: 400 });
      if (file.size > MAX_STATEMENT_BYTES) return data<ActionData>({ refused: "statementTooLarge" }, { status: 413 });
      const settings = await loadMembershipSettings(services.db);
      try {
        const outcome = await applyStatement(services.db, actor, settings, await file.text());
        return data<ActionData>({ done: "statement", outcome });
      } catch (error) {
        if (error instanceof CamtStatementError) return data<ActionData>({ refused: "statement" }, { status: 400 });
        throw error;
      }
    },
  }),
  receipts: defineIntent({
    schema: () => z.object({ year: formField.trimmed(4) }),
    handle: async ({ year }, { services, actor }) => {
      const settings = await loadMembershipSettings(services.db);
      const organisation = (await loadOrganisation(services.db)).de;
      const outcome = await issueYearReceipts(services.db, actor, { settings, organisation }, Number(year));
      if ("ok" in outcome) return data<ActionData>({ refused: outcome.reason === "no-tax-data" ? "noTaxData" : "nothing" }, { status: 409 });
      return data<ActionData>({ done: "receipts", issued: outcome.issued });
    },
  }),
};

export async function action(args: Route.ActionArgs) {
  const authorised = await requireRole(args, "treasury");
  return takeForm(args.request, authorised.user.locale, intents, authorised);
}

type Fee = Route.ComponentProps["loaderData"]["upcoming"][number];

export default function Fees({ loaderData: r }: Route.ComponentProps) {
  const { m, locale } = useAdmin();
  const s = m.fees;
  const result = useActionData<ActionData>();
  const busy = useNavigation().state !== "idle";
  const refused = refusalOf(result);
  const euro = (cents: number) => formatEuroCents(cents, locale);
  const date = (iso: string) => formatLongDate(iso, locale);
  const memberLink = (fee: Fee) => (
    <Link to={adminPath("admin-member", { id: fee.membershipId })} className="text-brand-800 underline">
      {fee.memberNumber ? `${fee.memberNumber} · ${fee.name}` : fee.name}
    </Link>
  );
  // A list, not a table: on a phone each fee is a small block (labels beside the values), from 40rem a row under column heads.
  const columns = "sm:grid sm:grid-cols-[minmax(9rem,1.4fr)_minmax(7rem,1fr)_minmax(11rem,1.2fr)_6rem_minmax(7rem,1fr)] sm:gap-3";
  const cell = (name: string, value: React.ReactNode, className = "") => (
    <div className={`flex gap-2 sm:block ${className}`}>
      <span className="font-semibold sm:sr-only">{`${name}:`}</span>
      <span>{value}</span>
    </div>
  );
  const table = (fees: Fee[], extra?: (fee: Fee) => React.ReactNode) => (
    <div className="text-sm">
      <div className={`hidden border-b border-stone-300 py-2 font-semibold ${columns}`} aria-hidden="true">
        <span>{s.member}</span>
        <span>{s.due}</span>
        <span>{s.reference}</span>
        <span className="text-right">{s.amount}</span>
        <span>{s.stageLabel}</span>
      </div>
      <ul>
        {fees.map((fee) => (
          <li key={fee.id} className="border-b border-stone-200 py-2" data-fee={fee.reference} data-fee-stage={fee.status}>
            <div className={columns}>
              {cell(s.member, memberLink(fee))}
              {cell(s.due, date(fee.dueDate))}
              {cell(s.reference, <span className="font-mono break-all">{fee.reference}</span>)}
              {cell(s.amount, euro(fee.amountCents), "sm:text-right")}
              {cell(s.stageLabel, `${s.stages[fee.status as FeeStage]}${fee.returnReason ? ` (${fee.returnReason})` : ""}`)}
            </div>
            {extra ? <div className="mt-2">{extra(fee)}</div> : null}
          </li>
        ))}
      </ul>
    </div>
  );
  return (
    <>
      <PageTitle title={`${s.title} – ${m.title}`}>{s.title}</PageTitle>
      <p className="max-w-3xl text-stone-700">{t(s.intro, { days: r.prenotificationDays })}</p>
      {result && "done" in result ? (
        <Notice tone="success">
          {result.done === "submitted"
            ? t(s.submittedNow, { count: result.count })
            : result.done === "received"
              ? t(s.received, { reference: result.reference })
              : result.done === "receipts"
                ? plural(locale, s.issued, result.issued)
                : t(s.statementDone, { received: result.outcome.received.length, returned: result.outcome.returned.length })}
        </Notice>
      ) : null}
      {result && "refused" in result ? (
        <Notice tone="error">
          {{
            changed: s.batchChanged,
            nothing: s.nothingToSubmit,
            move: m.members.moveRefused,
            statement: s.statementProblem,
            statementMissing: s.statementMissing,
            statementTooLarge: s.statementTooLarge,
            noTaxData: s.noTaxData,
          }[result.refused]}
        </Notice>
      ) : null}
      {refused ? <Notice tone="error">{firstMessage(refused)}</Notice> : null}
      {result && "done" in result && result.done === "statement" ? <StatementResult outcome={result.outcome} /> : null}

      <Section title={s.collections}>
        {r.collections.length === 0 ? <p className="text-stone-700">{s.noCollections}</p> : null}
        <div className="grid gap-6">
          {r.collections.map((collection) => {
            const open = collection.fees.filter((fee) => fee.status === "announced");
            const total = collection.fees.reduce((sum, fee) => sum + fee.amountCents, 0);
            return (
              <article key={collection.date} className="grid gap-3" data-collection={collection.date}>
                <h3 className="text-lg font-bold text-stone-900">{t(s.collectionOn, { date: date(collection.date) })}</h3>
                <p>{`${plural(locale, s.count, collection.fees.length)} · ${s.total}: ${euro(total)}`}</p>
                {table(collection.fees)}
                {open.length > 0 ? (
                  <div className="flex flex-wrap items-center gap-3">
                    <a href={adminPath("admin-debit-file", { date: collection.date })} className={secondaryButton} download data-debit-file>
                      {s.download}
                    </a>
                    <Form method="post" className="flex flex-wrap items-center gap-3">
                      <input type="hidden" name="intent" value="submit" />
                      <input type="hidden" name="collectionDate" value={collection.date} />
                      <input type="hidden" name="messageId" value={collection.pendingMessageId ?? ""} />
                      <button type="submit" className={button} disabled={busy}>{s.markSubmitted}</button>
                    </Form>
                    <p className="basis-full text-sm text-stone-700">{s.submitIntro}</p>
                  </div>
                ) : (
                  <p className="text-stone-700">{t(s.submitted, { messageId: collection.messageId ?? "" })}</p>
                )}
              </article>
            );
          })}
        </div>
      </Section>

      {r.upcoming.length > 0 ? <Section title={s.upcoming}>{table(r.upcoming)}</Section> : null}

      <Section title={s.transfers}>
        {r.transfers.length === 0 ? <p className="text-stone-700">{s.noTransfers}</p> : null}
        {r.transfers.length > 0
          ? table(r.transfers, (fee) => (
              <Form method="post" className="flex flex-wrap items-end gap-2" data-receive={fee.reference}>
                <input type="hidden" name="intent" value="receive" />
                <input type="hidden" name="feeId" value={fee.id} />
                <input type="hidden" name="reference" value={fee.reference} />
                <div>
                  <label htmlFor={`paidOn-${fee.id}`} className={label}>{s.receivedOn}</label>
                  <input id={`paidOn-${fee.id}`} name="paidOn" type="date" defaultValue={r.today} max={r.today} className={input} />
                </div>
                <button type="submit" className={button} disabled={busy}>{s.receive}</button>
              </Form>
            ))
          : null}
      </Section>

      <Section title={s.statement}>
        <p className="max-w-3xl text-stone-700">{s.statementIntro}</p>
        <Form method="post" encType="multipart/form-data" className="mt-4 grid max-w-xl gap-4" data-statement>
          <input type="hidden" name="intent" value="statement" />
          <div>
            <label htmlFor="statement" className={label}>{s.statementFile}</label>
            <input id="statement" name="statement" type="file" accept=".xml,application/xml,text/xml" required className={input} />
            <FieldProblem id="statement-error" field="statement" problem={null} />
          </div>
          <div>
            <button type="submit" className={button} disabled={busy}>{s.statementButton}</button>
          </div>
        </Form>
      </Section>

      <Section title={s.returns}>
        {r.returned.length === 0 ? <p className="text-stone-700">{s.noReturns}</p> : table(r.returned)}
      </Section>

      {r.received.length > 0 ? <Section title={s.recentlyReceived}>{table(r.received)}</Section> : null}

      <Section title={t(s.issueYear, { year: r.lastYear })}>
        {r.receiptsReady ? (
          <>
            <p className="max-w-3xl text-stone-700">{t(s.issueYearIntro, { year: r.lastYear })}</p>
            <Form method="post" className="mt-4" data-issue-year>
              <input type="hidden" name="intent" value="receipts" />
              <input type="hidden" name="year" value={r.lastYear} />
              <button type="submit" className={button} disabled={busy}>{t(s.issueYearButton, { year: r.lastYear })}</button>
            </Form>
          </>
        ) : (
          <p className="text-stone-700">
            {s.noTaxData}{" "}
            <Link to={adminPath("admin-membership-settings")} className="text-brand-800 underline">{s.settingsLink}</Link>
          </p>
        )}
      </Section>
    </>
  );
}

function StatementResult({ outcome }: { outcome: StatementOutcome }) {
  const { m, locale } = useAdmin();
  const s = m.fees;
  const euro = (cents: number) => formatEuroCents(cents, locale);
  return (
    <Section title={s.statementResult}>
      <div className="grid gap-4" data-statement-result>
        {outcome.received.length > 0 ? (
          <ul className="list-disc pl-6" data-statement-received>
            {outcome.received.map((line) => <li key={line.reference}>{`${line.reference} · ${euro(line.amountCents)} · ${formatLongDate(line.bookingDate, locale)}`}</li>)}
          </ul>
        ) : null}
        {outcome.returned.length > 0 ? (
          <ul className="list-disc pl-6" data-statement-returned>
            {outcome.returned.map((line) => <li key={line.reference}>{`${line.reference} · ${line.reason} · ${line.nextTry === "debit" ? s.nextDebit : s.nextTransfer}`}</li>)}
          </ul>
        ) : null}
        {outcome.amountMismatches.length > 0 ? (
          <div>
            <h3 className="font-bold">{s.statementMismatch}</h3>
            <ul className="list-disc pl-6">
              {outcome.amountMismatches.map((line, i) => <li key={i}>{`${line.reference} · ${s.expected} ${euro(line.expectedCents)} · ${euro(line.amountCents)}`}</li>)}
            </ul>
          </div>
        ) : null}
        {outcome.unmatched.length > 0 ? (
          <div data-statement-unmatched>
            <h3 className="font-bold">{s.statementUnmatched}</h3>
            <p className="text-stone-700">{s.statementUnmatchedIntro}</p>
            <ul className="list-disc pl-6">
              {outcome.unmatched.map((line, i) => <li key={i}>{`${formatLongDate(line.bookingDate, locale)} · ${euro(line.amountCents)} · ${line.counterparty} · ${line.text}`}</li>)}
            </ul>
          </div>
        ) : null}
        {outcome.returnsUnknown > 0 ? <p>{plural(locale, s.statementUnknownReturns, outcome.returnsUnknown)}</p> : null}
      </div>
    </Section>
  );
}
