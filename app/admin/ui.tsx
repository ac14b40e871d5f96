/** Small building blocks of the back office's pages (no public page imports this). */
import type { ReactNode } from "react";
import { Link, useRouteLoaderData } from "react-router";
import type { AdminMessages } from "./messages/index.ts";
import type { Role } from "#app/admin/auth/roles.ts";
import { perLocale } from "#app/platform/i18n/format.ts";
import { ADMIN_TIME_ZONE } from "./locale.ts";

export interface AdminLayoutData {
  locale: "de" | "es";
  m: AdminMessages;
  user: { id: string; name: string; email: string; role: Role } | null;
}

export function useAdmin(): AdminLayoutData {
  const data = useRouteLoaderData("admin") as AdminLayoutData | undefined;
  if (!data) throw new Error("useAdmin outside the back office");
  return data;
}

export const button =
  "inline-flex min-h-11 items-center justify-center rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-60";
export const secondaryButton =
  "inline-flex min-h-11 items-center justify-center rounded-md border border-stone-400 bg-white px-4 py-2 font-semibold text-stone-900 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700";
export const dangerButton =
  "inline-flex min-h-11 items-center justify-center rounded-md border border-red-800 bg-white px-4 py-2 font-semibold text-red-800 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-800";
export const input =
  "mt-1 block min-h-11 w-full rounded-md border border-stone-500 bg-white px-3 py-2 text-stone-900 focus-visible:outline-2 focus-visible:outline-brand-700";
export const label = "block text-sm font-semibold text-stone-800";

export function PageTitle({ children, title }: { children: ReactNode; title: string }) {
  return (
    <>
      <title>{title}</title>
      <h1 className="text-2xl font-bold text-stone-900 sm:text-3xl">{children}</h1>
    </>
  );
}

export function Section({ title, children, id }: { title: string; children: ReactNode; id?: string }) {
  const headingId = id ?? `section-${title.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
  return (
    <section aria-labelledby={headingId} className="mt-8 rounded-lg border border-stone-300 bg-white p-4 sm:p-6">
      <h2 id={headingId} className="text-xl font-bold text-stone-900">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

export function Notice({ children, tone = "info" }: { children: ReactNode; tone?: "info" | "error" | "success" }) {
  const colours = {
    info: "border-sky-700 bg-sky-50 text-sky-950",
    error: "border-red-800 bg-red-50 text-red-950",
    success: "border-green-800 bg-green-50 text-green-950",
  }[tone];
  return (
    <p role={tone === "error" ? "alert" : "status"} className={`mt-4 rounded-md border-l-4 px-4 py-3 ${colours}`}>
      {children}
    </p>
  );
}

/** A field's problem under it (`id` is what the field's `aria-describedby` names), or nothing. */
export function FieldProblem({ id, field, problem }: { id: string; field: string; problem: ReactNode }) {
  return problem ? (
    <p id={id} className="mt-1 text-sm font-semibold text-red-800" data-field-error={field}>
      {problem}
    </p>
  ) : null;
}

/** A form's send button with the confirmation of what it did next to it (announced), where the volunteer just pressed. */
export function SaveRow({ text, busy, done }: { text: string; busy: boolean; done?: ReactNode }) {
  return (
    <div className="mt-6">
      <button type="submit" className={button} disabled={busy}>
        {text}
      </button>
      {done ? <Notice tone="success">{done}</Notice> : null}
    </div>
  );
}

const dateTimeFormat = perLocale(
  (locale) =>
    new Intl.DateTimeFormat(locale === "de" ? "de-DE" : "es-ES", { dateStyle: "medium", timeStyle: "short", timeZone: ADMIN_TIME_ZONE }),
);

export function formatDateTime(value: string | Date | null, locale: "de" | "es"): string {
  if (!value) return "";
  return dateTimeFormat(locale).format(new Date(value));
}

/** "Previous", the place ("page n of m"), "next" under a list that has pages; the addresses keep the list's filters. */
export function Pager({ place, previous, next, previousText, nextText }: { place: string; previous: string | null; next: string | null; previousText: string; nextText: string }) {
  return (
    <nav aria-label={place} className="mt-4 flex items-center justify-between gap-2">
      {previous ? <Link to={previous} className={secondaryButton}>{previousText}</Link> : <span />}
      <span>{place}</span>
      {next ? <Link to={next} className={secondaryButton}>{nextText}</Link> : <span />}
    </nav>
  );
}
