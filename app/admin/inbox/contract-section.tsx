/**
 * The request page's protection-contract part (docs/product/journey.md#protection-contract):
 * generate the contract from the template of the request's language, see where it stands,
 * download its PDF, countersign it and mark the fee received. Plain forms, without JavaScript too.
 */
import { Form, Link } from "react-router";
import { t } from "../messages/index.ts";
import { adminPath } from "../route-table.ts";
import { button, formatDateTime, input, label, Notice, secondaryButton, Section, useAdmin } from "../ui.tsx";
import type { ContractActionData, ContractPart, ContractProblem } from "#app/features/journey/contract/public.server.ts";

export function ContractSection({ part, result, submissionId, canEditTemplates }: { part: ContractPart; result: ContractActionData | null; submissionId: string; canEditTemplates: boolean }) {
  const { m, locale } = useAdmin();
  const c = m.contract;
  const errors: Partial<Record<ContractProblem, true>> = result && !result.ok ? result.errors : {};
  const values = (result && !result.ok && result.values) || part.values;
  const current = part.current;
  const problem = (key: ContractProblem) => (errors[key] ? c.problems[key] : null);
  const fieldError = (key: "name" | "address" | "dog" | "chip") =>
    problem(key) ? <p id={`contract_${key}-error`} className="mt-1 text-sm font-semibold text-red-800">{problem(key)}</p> : null;
  const described = (key: "name" | "address" | "dog" | "chip") => (problem(key) ? { "aria-invalid": true as const, "aria-describedby": `contract_${key}-error` } : {});
  const general = (["stage", "signed", "unknown", "unsigned", "day", "closed", "confirm"] as const).find((k) => errors[k]);
  return (
    <Section title={c.section} id="vertrag">
      {result?.ok ? <Notice tone="success">{result.done === "generated" ? c.generated : result.done === "countersigned" ? c.countersigned : c.marked}</Notice> : null}
      {general ? <Notice tone="error">{c.problems[general]}</Notice> : null}
      <p className="text-stone-800">{part.canGenerate || current ? c.intro : c.notYet}</p>
      {canEditTemplates ? (
        <p className="mt-2"><Link to={adminPath("admin-contract-templates")} className="font-semibold text-brand-800 underline">{c.templatesLink}</Link></p>
      ) : null}
      {current ? (
        <div className="mt-4 space-y-3" data-contract-admin={current.state}>
          <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[minmax(10rem,auto)_1fr]">
            <dt className="font-semibold">{c.state}</dt>
            <dd>{c.states[current.state]}</dd>
            <dt className="font-semibold">{c.reference}</dt>
            <dd className="font-mono" data-contract-reference>{current.reference}</dd>
            <dt className="font-semibold">{c.fee}</dt>
            <dd>{current.fee} · {current.feeReceivedOn ? t(c.feeReceived, { date: formatDateTime(`${current.feeReceivedOn}T12:00:00Z`, locale).split(",")[0]! }) : c.feeOpen}</dd>
            <dt className="font-semibold">{c.version}</dt>
            <dd>{current.version}</dd>
          </dl>
          {current.signedAt ? <p data-contract-signed>{t(c.signedBy, { name: current.signedName ?? "–", date: formatDateTime(current.signedAt, locale) })}</p> : null}
          {current.countersignedAt ? <p data-contract-countersigned>{t(c.countersignedBy, { name: current.countersignedName ?? "–", date: formatDateTime(current.countersignedAt, locale) })}</p> : null}
          <details>
            <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-brand-800">{c.text}</summary>
            <div className="mt-2 rounded-md border border-stone-300 bg-stone-50 p-3 break-words whitespace-pre-wrap">{current.body}</div>
          </details>
          <div className="flex flex-wrap items-end gap-3">
            {current.signedAt ? (
              <a href={adminPath("admin-contract-pdf", { id: submissionId })} className={secondaryButton} data-contract-admin-pdf>{c.pdf}</a>
            ) : null}
          </div>
          {part.closed && current.state !== "countersigned" ? <p data-contract-closed>{c.closed}</p> : null}
          {/* Countersignature and fee cannot be undone: each asks for its tick first (as deleting does). */}
          {current.state === "signed" && !part.closed ? (
            <Form method="post" preventScrollReset className="flex flex-wrap items-center gap-3" data-countersign-form>
              <input type="hidden" name="intent" value="contract-countersign" />
              <label className="flex items-start gap-2">
                <input type="checkbox" name="confirm" value="yes" required className="mt-1 size-5 shrink-0" data-countersign-confirm />
                {c.countersignConfirm}
              </label>
              <button type="submit" className={button} data-countersign>{c.countersign}</button>
            </Form>
          ) : null}
          {!current.feeReceivedOn && current.signedAt ? (
            <Form method="post" preventScrollReset className="flex flex-wrap items-end gap-3" data-fee-form>
              <input type="hidden" name="intent" value="contract-fee" />
              <div>
                <label htmlFor="contract_fee_day" className={label}>{c.receivedOn}</label>
                <input id="contract_fee_day" name="contract_fee_day" type="date" required max={part.today} defaultValue={part.today} className={input} />
              </div>
              <label className="flex items-start gap-2">
                <input type="checkbox" name="confirm" value="yes" required className="mt-1 size-5 shrink-0" data-fee-confirm />
                {c.feeConfirm}
              </label>
              <button type="submit" className={secondaryButton} data-fee-received>{c.markReceived}</button>
            </Form>
          ) : null}
        </div>
      ) : null}
      {part.canGenerate ? (
        <Form method="post" preventScrollReset className="mt-6 grid gap-4 sm:grid-cols-2" key={current?.id ?? "none"} data-contract-form>
          <div>
            <label htmlFor="contract_name" className={label}>{c.adopterName}</label>
            <input id="contract_name" name="contract_name" defaultValue={values.name} autoComplete="off" maxLength={200} className={input} {...described("name")} />
            {fieldError("name")}
          </div>
          <div>
            <label htmlFor="contract_address" className={label}>{c.adopterAddress}</label>
            <input id="contract_address" name="contract_address" defaultValue={values.address} autoComplete="off" maxLength={300} className={input} {...described("address")} />
            {fieldError("address")}
          </div>
          <div>
            <label htmlFor="contract_dog" className={label}>{c.dog}</label>
            <input id="contract_dog" name="contract_dog" defaultValue={values.dog} autoComplete="off" maxLength={100} className={input} {...described("dog")} />
            {fieldError("dog")}
          </div>
          <div>
            <label htmlFor="contract_chip" className={label}>{c.chip}</label>
            <input id="contract_chip" name="contract_chip" defaultValue={values.chip} autoComplete="off" inputMode="numeric" maxLength={40} className={input} {...described("chip")} />
            {fieldError("chip")}
          </div>
          <div className="sm:col-span-2">
            <button type="submit" name="intent" value="contract-generate" className={current ? secondaryButton : button} data-contract-generate>
              {current ? c.regenerate : c.generate}
            </button>
          </div>
        </Form>
      ) : null}
    </Section>
  );
}
