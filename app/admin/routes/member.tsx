import { data, Form, Link, useActionData, useNavigation } from "react-router";
import type { Route } from "./+types/member";
import { z } from "#app/platform/zod.ts";
import { requireRole, type Authorised } from "#app/admin/auth/require.server.ts";
import { adminIntents, takeForm } from "#app/admin/auth/intents.server.ts";
import { formField } from "#app/platform/forms/rules/intent-fields.ts";
import { firstMessage, refusalOf, type IntentFailure } from "#app/platform/forms/rules/intents.ts";
import { toCents } from "#app/platform/forms/rules/fields.ts";
import { MAX_FEE_CENTS } from "#app/platform/forms/rules/membership.ts";
import { MEMBERSHIP_TYPES, PAYMENT_INTERVALS, type MembershipType, type PaymentInterval } from "#app/platform/forms/rules/constants.ts";
import { getMessages } from "#app/platform/forms/rules/messages.ts";
import { parseIsoDate } from "#app/platform/forms/rules/dates.ts";
import { moveMembership, readMembership } from "#app/features/membership/server/membership.server.ts";
import { feesOf, recordReturn, runFeeDay } from "#app/features/membership/server/fees.server.ts";
import { hasUnconfirmedPayments, receiptsOf, requestReceipt } from "#app/features/membership/server/receipts.server.ts";
import { loadMembershipSettings } from "#app/features/membership/server/settings.server.ts";
import { loadOrganisation } from "#app/features/organisation/server/effective.server.ts";
import { RETURN_REASONS, isReturnReason } from "#app/features/membership/rules/fees.ts";
import { issuesReceipts } from "#app/features/membership/rules/settings.ts";
import { PAYMENT_METHODS_OF_A_RETRY } from "#app/features/membership/rules/fees.ts";
import { centsToEuroInput } from "#app/features/membership/rules/settings.ts";
import { formatEuroCents } from "#app/features/membership/rules/mail.ts";
import { formatLongDate } from "#app/platform/i18n/dates.ts";
import type { FeeStage, MembershipStage } from "#app/features/membership/rules/workflow.ts";
import { adminMessages, t } from "../messages/index.ts";
import { adminPath } from "../route-table.ts";
import { button, dangerButton, FieldProblem, formatDateTime, input, label, Notice, PageTitle, Section, useAdmin } from "../ui.tsx";

/** Private: a member's page is never kept by a browser or a proxy. */
export const headers = () => ({ "Cache-Control": "no-store" });

export async function loader(args: Route.LoaderArgs) {
  const { services } = await requireRole(args, "treasury");
  const row = await readMembership(services.db, args.params.id ?? "");
  if (!row || !row.person) throw data(null, { status: 404 });
  const [fees, receipts, settings, unconfirmed] = await Promise.all([feesOf(services.db, row.id), receiptsOf(services.db, row.id), loadMembershipSettings(services.db), hasUnconfirmedPayments(services.db, row.id)]);
  return {
    fees: fees.map((fee) => ({ id: fee.id, dueDate: fee.dueDate, collectionDate: fee.collectionDate, amountCents: fee.amountCents, method: fee.method, reference: fee.reference, status: fee.status as FeeStage, returnReason: fee.returnReason, paidOn: fee.paidOn })),
    receipts,
    receiptsReady: issuesReceipts(settings),
    // A receipt can be issued when fees were paid that none confirms yet.
    canIssueReceipt: unconfirmed,
    id: row.id,
    status: row.status as MembershipStage,
    memberNumber: row.memberNumber,
    person: row.person,
    membershipType: row.membershipType as MembershipType,
    paymentInterval: row.paymentInterval as PaymentInterval,
    feeCents: row.feeCents,
    entryDate: row.entryDate,
    firstDueDate: row.firstDueDate,
    paymentMethod: row.paymentMethod as "debit" | "transfer",
    accountHolder: row.accountHolder,
    ibanMasked: row.ibanMasked,
    mandateReference: row.mandateReference,
    mandateSignedOn: row.mandateSignedOn,
    transferReference: row.transferReference,
    createdAt: row.createdAt.toISOString(),
  };
}

type ActionData =
  | { done: "accepted"; memberNumber: number }
  | { done: "declined" }
  | { done: "returned" }
  | { done: "receipt"; number: string }
  | { refused: "receipt"; reason: "no-tax-data" | "nothing" | "refused" | "unknown" }
  | { refused: "move" }
  | { fieldErrors: Record<string, string> }
  | IntentFailure;

type Ctx = Authorised & { id: string };
const defineIntent = adminIntents<Ctx>();

const intents = {
  accept: defineIntent({
    schema: () =>
      z.object({
        membershipType: z.enum(MEMBERSHIP_TYPES),
        paymentInterval: z.enum(PAYMENT_INTERVALS),
        fee: formField.trimmed(20),
        firstDueDate: formField.trimmed(10),
      }),
    handle: async (sent, { services, actor, id, user }) => {
      const m = adminMessages[user.locale].members;
      const row = await readMembership(services.db, id);
      if (!row) throw data(null, { status: 404 });
      const feeCents = toCents(sent.fee);
      const errors: Record<string, string> = {};
      if (feeCents === null || feeCents < 100 || feeCents > MAX_FEE_CENTS) errors.fee = m.feeInvalid;
      if (!parseIsoDate(sent.firstDueDate) || sent.firstDueDate < row.entryDate) errors.firstDueDate = m.dateInvalid;
      if (Object.keys(errors).length > 0) return data<ActionData>({ fieldErrors: errors }, { status: 400 });
      const moved = await moveMembership(services.db, actor, id, "accept", "treasurer", {
        acceptance: { membershipType: sent.membershipType, paymentInterval: sent.paymentInterval, feeCents: feeCents!, firstDueDate: sent.firstDueDate },
      });
      if (!moved.ok) return data<ActionData>({ refused: "move" }, { status: moved.reason === "unknown" ? 404 : 409 });
      // The first fees are records at once (and a debit due soon is pre-notified now), not at the next hourly run.
      await runFeeDay(services.db, await loadMembershipSettings(services.db));
      return data<ActionData>({ done: "accepted", memberNumber: moved.memberNumber! });
    },
  }),
  decline: defineIntent({
    schema: () => z.object({ confirm: formField.ticked() }),
    handle: async ({ confirm }, { services, actor, id }) => {
      if (!confirm) return data<ActionData>({ refused: "move" }, { status: 400 });
      const moved = await moveMembership(services.db, actor, id, "decline", "treasurer");
      if (!moved.ok) return data<ActionData>({ refused: "move" }, { status: moved.reason === "unknown" ? 404 : 409 });
      return data<ActionData>({ done: "declined" });
    },
  }),
  return_debit: defineIntent({
    schema: () => z.object({ feeId: formField.trimmed(36), reason: formField.trimmed(4), nextTry: z.enum(PAYMENT_METHODS_OF_A_RETRY) }),
    handle: async ({ feeId, reason, nextTry }, { services, actor }) => {
      if (!isReturnReason(reason)) return data<ActionData>({ refused: "move" }, { status: 400 });
      const settings = await loadMembershipSettings(services.db);
      const outcome = await recordReturn(services.db, actor, "treasurer", settings, feeId, reason, nextTry);
      if (!outcome.ok) return data<ActionData>({ refused: "move" }, { status: outcome.reason === "unknown" ? 404 : 409 });
      await runFeeDay(services.db, settings);
      return data<ActionData>({ done: "returned" });
    },
  }),
  receipt: defineIntent({
    schema: () => z.object({}),
    handle: async (_sent, { services, actor, id }) => {
      const settings = await loadMembershipSettings(services.db);
      const organisation = (await loadOrganisation(services.db)).de;
      const outcome = await requestReceipt(services.db, actor, { settings, organisation }, id);
      if (!outcome.ok) return data<ActionData>({ refused: "receipt", reason: outcome.reason }, { status: outcome.reason === "unknown" ? 404 : 409 });
      return data<ActionData>({ done: "receipt", number: outcome.number });
    },
  }),
};

export async function action(args: Route.ActionArgs) {
  const authorised = await requireRole(args, "treasury");
  const id = args.params.id ?? "";
  if (!(await readMembership(authorised.services.db, id))) throw data(null, { status: 404 });
  return takeForm(args.request, authorised.user.locale, intents, { ...authorised, id });
}

export default function Member({ loaderData: r }: Route.ComponentProps) {
  const { m, locale } = useAdmin();
  const s = m.members;
  const f = m.fees;
  const options = getMessages(locale).options;
  const result = useActionData<ActionData>();
  const busy = useNavigation().state !== "idle";
  const refused = refusalOf(result);
  const fieldErrors = result && "fieldErrors" in result ? result.fieldErrors : {};
  const p = r.person;
  return (
    <>
      <p>
        <Link to={adminPath("admin-members")} className="inline-flex min-h-11 items-center text-brand-800 underline">{s.back}</Link>
      </p>
      <PageTitle title={`${p.firstName} ${p.lastName} – ${s.title} – ${m.title}`}>{`${p.firstName} ${p.lastName}`}</PageTitle>
      <p className="text-stone-700" data-member-stage={r.status}>{`${s.stage}: ${s.stages[r.status]}`}</p>
      {result && "done" in result ? (
        <Notice tone="success">
          {result.done === "accepted"
            ? t(s.accepted, { number: result.memberNumber })
            : result.done === "returned"
              ? f.returnRecorded
              : result.done === "receipt"
                ? t(f.receiptIssued, { number: result.number })
                : s.declined}
        </Notice>
      ) : null}
      {result && "refused" in result ? (
        <Notice tone="error">{result.refused === "receipt" ? (result.reason === "no-tax-data" ? f.noTaxData : f.issueNothing) : s.moveRefused}</Notice>
      ) : null}
      {refused ? <Notice tone="error">{firstMessage(refused)}</Notice> : null}
      <Section title={s.person}>
        <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[minmax(10rem,auto)_1fr]">
          <dt className="font-semibold">{s.memberNumber}</dt><dd data-member-number>{r.memberNumber ?? "–"}</dd>
          <dt className="font-semibold">{s.email}</dt><dd>{p.email}</dd>
          <dt className="font-semibold">{s.birthday}</dt><dd>{p.birthday ? formatLongDate(p.birthday, locale) : "–"}</dd>
          <dt className="font-semibold">{s.address}</dt>
          <dd>{[p.street, p.addressAddition, `${p.postalCode} ${p.city}`, p.country].filter(Boolean).join(", ")}</dd>
          <dt className="font-semibold">{s.type}</dt><dd>{options.membershipTypes[r.membershipType]}</dd>
          <dt className="font-semibold">{s.fee}</dt><dd>{`${formatEuroCents(r.feeCents, locale)} (${options.paymentIntervals[r.paymentInterval]})`}</dd>
          <dt className="font-semibold">{s.entryDate}</dt><dd>{formatLongDate(r.entryDate, locale)}</dd>
          {r.firstDueDate ? (<><dt className="font-semibold">{s.firstDue}</dt><dd>{formatLongDate(r.firstDueDate, locale)}</dd></>) : null}
          <dt className="font-semibold">{s.applied}</dt><dd>{formatDateTime(r.createdAt, locale)}</dd>
        </dl>
      </Section>
      <Section title={s.payment}>
        <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[minmax(10rem,auto)_1fr]" data-payment={r.paymentMethod}>
          <dt className="font-semibold">{s.method}</dt><dd>{s[r.paymentMethod]}</dd>
          {r.paymentMethod === "debit" ? (
            <>
              <dt className="font-semibold">{s.accountHolder}</dt><dd>{r.accountHolder}</dd>
              <dt className="font-semibold">{s.account}</dt><dd className="font-mono" data-iban-masked>{r.ibanMasked}</dd>
              <dt className="font-semibold">{s.mandateReference}</dt><dd className="font-mono" data-mandate-reference>{r.mandateReference ?? "–"}</dd>
              <dt className="font-semibold">{s.signedOn}</dt><dd>{r.mandateSignedOn ? formatLongDate(r.mandateSignedOn, locale) : "–"}</dd>
            </>
          ) : (
            <><dt className="font-semibold">{s.transferReference}</dt><dd className="font-mono" data-transfer-reference>{r.transferReference ?? "–"}</dd></>
          )}
        </dl>
      </Section>
      {r.status !== "applied" && r.status !== "declined" ? (
        <>
          <Section title={f.memberFees}>
            {r.fees.length === 0 ? <p className="text-stone-700">{f.noFees}</p> : null}
            {r.fees.length > 0 ? (
              <ul className="grid gap-3" data-member-fees>
                {r.fees.map((fee) => (
                  <li key={fee.id} className="rounded border border-stone-200 p-3" data-fee={fee.reference} data-fee-stage={fee.status}>
                    <p>
                      <span className="font-mono">{fee.reference}</span>
                      {` · ${formatLongDate(fee.dueDate, locale)} · ${formatEuroCents(fee.amountCents, locale)} · ${s[fee.method as "debit" | "transfer"]} · `}
                      <strong>{f.stages[fee.status]}</strong>
                      {fee.returnReason ? ` (${fee.returnReason})` : ""}
                    </p>
                    {fee.status === "submitted" || fee.status === "collected" ? (
                      <details className="mt-2">
                        <summary className="inline-flex min-h-11 cursor-pointer items-center text-brand-800 underline">{f.recordReturn}</summary>
                        <Form method="post" className="mt-3 grid max-w-xl gap-4" data-return={fee.reference}>
                          <input type="hidden" name="intent" value="return_debit" />
                          <input type="hidden" name="feeId" value={fee.id} />
                          <div>
                            <label htmlFor={`reason-${fee.id}`} className={label}>{f.reason}</label>
                            <select id={`reason-${fee.id}`} name="reason" className={input} defaultValue="AM04">
                              {Object.keys(RETURN_REASONS).map((code) => <option key={code} value={code}>{code}</option>)}
                            </select>
                          </div>
                          <fieldset className="grid gap-2">
                            <legend className={label}>{f.nextTry}</legend>
                            <label className="flex min-h-11 items-center gap-3"><input type="radio" name="nextTry" value="debit" defaultChecked className="size-5" />{f.nextDebit}</label>
                            <label className="flex min-h-11 items-center gap-3"><input type="radio" name="nextTry" value="transfer" className="size-5" />{f.nextTransfer}</label>
                          </fieldset>
                          <div>
                            <button type="submit" className={dangerButton} disabled={busy}>{f.recordReturn}</button>
                          </div>
                        </Form>
                      </details>
                    ) : null}
                  </li>
                ))}
              </ul>
            ) : null}
          </Section>
          <Section title={f.receipts}>
            {r.receipts.length === 0 ? <p className="text-stone-700">{f.noReceipts}</p> : null}
            {r.receipts.length > 0 ? (
              <ul className="grid gap-2" data-member-receipts>
                {r.receipts.map((receipt) => (
                  <li key={receipt.id}>
                    <a href={adminPath("admin-member-receipt", { id: r.id, number: receipt.number })} className="inline-flex min-h-11 items-center text-brand-800 underline" download>
                      {t(f.receiptLine, { number: receipt.number, from: formatLongDate(receipt.periodFrom, locale), to: formatLongDate(receipt.periodTo, locale), total: formatEuroCents(receipt.totalCents, locale) })}
                    </a>
                  </li>
                ))}
              </ul>
            ) : null}
            {r.receiptsReady && r.canIssueReceipt ? (
              <Form method="post" className="mt-4" data-issue-receipt>
                <input type="hidden" name="intent" value="receipt" />
                <button type="submit" className={button} disabled={busy}>{f.issueOne}</button>
              </Form>
            ) : r.receiptsReady ? null : (
              <p className="mt-2 text-stone-700">{f.noTaxData}</p>
            )}
          </Section>
        </>
      ) : null}
      {r.status === "applied" ? (
        <>
          <Section title={s.accept}>
            <p className="max-w-3xl text-stone-700">{s.acceptIntro}</p>
            <Form method="post" className="mt-4 grid max-w-xl gap-4" data-accept>
              <input type="hidden" name="intent" value="accept" />
              <div>
                <label htmlFor="membershipType" className={label}>{s.type}</label>
                <select id="membershipType" name="membershipType" defaultValue={r.membershipType} className={input}>
                  {MEMBERSHIP_TYPES.map((type) => <option key={type} value={type}>{options.membershipTypes[type]}</option>)}
                </select>
              </div>
              <div>
                <label htmlFor="paymentInterval" className={label}>{getMessages(locale).labels.membership.paymentInterval}</label>
                <select id="paymentInterval" name="paymentInterval" defaultValue={r.paymentInterval} className={input}>
                  {PAYMENT_INTERVALS.map((interval) => <option key={interval} value={interval}>{options.paymentIntervals[interval]}</option>)}
                </select>
              </div>
              <div>
                <label htmlFor="fee" className={label}>{`${s.fee} (€)`}</label>
                <input id="fee" name="fee" inputMode="decimal" defaultValue={centsToEuroInput(r.feeCents)} className={input} aria-invalid={fieldErrors.fee ? true : undefined} aria-describedby={fieldErrors.fee ? "fee-error" : undefined} />
                <FieldProblem id="fee-error" field="fee" problem={fieldErrors.fee} />
              </div>
              <div>
                <label htmlFor="firstDueDate" className={label}>{s.firstDue}</label>
                <input id="firstDueDate" name="firstDueDate" type="date" min={r.entryDate} defaultValue={r.entryDate} className={input} aria-invalid={fieldErrors.firstDueDate ? true : undefined} aria-describedby={fieldErrors.firstDueDate ? "firstDueDate-error" : undefined} />
                <FieldProblem id="firstDueDate-error" field="firstDueDate" problem={fieldErrors.firstDueDate} />
              </div>
              <div>
                <button type="submit" className={button} disabled={busy}>{s.acceptButton}</button>
              </div>
            </Form>
          </Section>
          <Section title={s.decline}>
            <Form method="post" className="grid gap-4" data-decline>
              <input type="hidden" name="intent" value="decline" />
              <label className="flex items-start gap-3">
                <input type="checkbox" name="confirm" value="yes" required className="mt-1 size-5" />
                <span>{s.declineConfirm}</span>
              </label>
              <div>
                <button type="submit" className={dangerButton} disabled={busy}>{s.declineButton}</button>
              </div>
            </Form>
          </Section>
        </>
      ) : null}
    </>
  );
}
