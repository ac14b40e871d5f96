/**
 * The status link asked for again (docs/product/journey.md#lost-link): the visitor enters an
 * address; every request of that address with a status page gets its link by e-mail (at most the
 * five newest). The answer is the same whether or not a request exists, and an address gets links
 * at most STATUS_LINKS_PER_ADDRESS_PER_HOUR times an hour.
 */
import { and, desc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { data, type RouterContextProvider } from "react-router";
import { localeContext, servicesContext } from "#app/platform/context.ts";
import { submissions } from "#app/platform/db/schema.ts";
import type { Database } from "#app/platform/db/client.server.ts";
import { guardFormPost, refusalHeaders } from "#app/platform/forms/server/http.server.ts";
import { getMessages } from "#app/platform/forms/rules/messages.ts";
import { EMAIL_PATTERN } from "#app/platform/forms/rules/fields.ts";
import { normaliseText, wellFormed } from "#app/platform/forms/rules/text.ts";
import { errorCode } from "#app/platform/logging/error.ts";
import { journeyCopy, STATUS_PAGE_FORMS } from "#app/features/journey/request/public.ts";
import { queueMail } from "#app/platform/mail/queue.server.ts";

/** The most links one request for them sends. */
export const STATUS_LINKS_AT_MOST = 5;

/** Queues a status-link e-mail for each request of this address with a status page; how many. */
export async function queueStatusLinks(db: Database, email: string): Promise<number> {
  const rows = await db
    .select({ id: submissions.id })
    .from(submissions)
    .where(
      and(
        sql`lower(${submissions.data}->>'email') = ${email.toLowerCase()}`,
        eq(submissions.spam, false),
        inArray(submissions.formType, [...STATUS_PAGE_FORMS]),
        isNotNull(submissions.statusTokenHash),
      ),
    )
    .orderBy(desc(submissions.createdAt))
    .limit(STATUS_LINKS_AT_MOST);
  if (rows.length > 0) await queueMail(db, rows.map((row) => ({ submissionId: row.id, kind: "status_link" as const })));
  return rows.length;
}

export type StatusLinkActionData = { ok: true } | { ok: false; error: string; value?: string };

export async function statusLinkAction(context: Readonly<RouterContextProvider>, request: Request) {
  const { locale } = context.get(localeContext);
  const services = context.get(servicesContext);
  const c = journeyCopy[locale].linkPage;
  const guard = getMessages(locale).guard;
  const headers = { "Cache-Control": "private, no-store" };
  if (request.method !== "POST") {
    return data<StatusLinkActionData>({ ok: false, error: guard.badRequest }, { status: 405, headers: { ...headers, Allow: "GET, HEAD, POST" } });
  }
  const guarded = await guardFormPost(context, request, locale);
  if (!guarded.ok) return data<StatusLinkActionData>({ ok: false, error: guarded.error }, { status: guarded.status, headers: { ...headers, ...refusalHeaders(guarded) } });
  const raw = guarded.body.type === "form" ? guarded.body.value.email : undefined;
  const email = typeof raw === "string" ? normaliseText(wellFormed(raw)).trim() : "";
  if (!EMAIL_PATTERN.test(email) || email.length > 254) {
    return data<StatusLinkActionData>({ ok: false, error: c.invalid, value: email.slice(0, 254) }, { status: 400, headers });
  }
  const limit = await services.rateLimits.take("statusLinkAddress", email.toLowerCase()).catch(() => ({ ok: true }) as const);
  if (!limit.ok) {
    services.logger.warn({ event: "status_link_rate_limited" }, "status links for one address rate-limited");
    return data<StatusLinkActionData>({ ok: false, error: c.limited, value: email }, { status: 429, headers: { ...headers, "Retry-After": String(limit.retryAfterSeconds) } });
  }
  try {
    const queued = await queueStatusLinks(services.db, email);
    // The count is logged, never the address; the visitor's answer does not depend on it.
    services.logger.info({ event: "status_links_requested", queued }, "status links requested");
  } catch (error) {
    services.logger.error({ event: "status_links_failed", error: errorCode(error) }, "status links could not be queued");
    return data<StatusLinkActionData>({ ok: false, error: guard.unavailable, value: email }, { status: 503, headers });
  }
  return data<StatusLinkActionData>({ ok: true }, { headers });
}
