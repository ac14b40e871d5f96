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
import { queueMail } from "#app/platform/mail/queue.server.ts";
import type { Database } from "#app/platform/db/client.server.ts";
import { z } from "#app/platform/zod.ts";
import type { Services } from "#app/services.server.ts";
import type { Locale } from "#app/platform/i18n/locale.ts";
import { getMessages } from "#app/platform/forms/rules/messages.ts";
import { EMAIL_PATTERN } from "#app/platform/forms/rules/fields.ts";
import { formField } from "#app/platform/forms/rules/intent-fields.ts";
import { FORM_ERROR_KEY, type IntentFailure } from "#app/platform/forms/rules/intents.ts";
import { errorCode } from "#app/platform/logging/error.ts";
import { journeyCopy, STATUS_PAGE_FORMS } from "#app/features/journey/request/public.ts";
import { pageRefusal, statusIntents, takeStatusForm } from "./forms.server.ts";

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

export type StatusLinkActionData = { ok: true } | IntentFailure;

type PostCtx = { services: Services; locale: Locale };
const defineIntent = statusIntents<PostCtx>();
const headers = { "Cache-Control": "private, no-store" };

/** The page's one form: an e-mail address; the answer is the same whether or not it has requests. */
const statusLinkIntents = {
  request: defineIntent({
    schema: (m) => z.object({ email: formField.trimmed(1000).refine((email) => EMAIL_PATTERN.test(email) && email.length <= 254, m.linkPage.invalid) }),
    handle: async ({ email }, { services, locale }, form) => {
      const limit = await services.rateLimits.take("statusLinkAddress", email.toLowerCase()).catch(() => ({ ok: true }) as const);
      if (!limit.ok) {
        services.logger.warn({ event: "status_link_rate_limited" }, "status links for one address rate-limited");
        return form.refuse({ email: journeyCopy[locale].linkPage.limited }, { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } });
      }
      try {
        const queued = await queueStatusLinks(services.db, email);
        // The count is logged, never the address; the visitor's answer does not depend on it.
        services.logger.info({ event: "status_links_requested", queued }, "status links requested");
      } catch (error) {
        services.logger.error({ event: "status_links_failed", error: errorCode(error) }, "status links could not be queued");
        return form.refuse({ [FORM_ERROR_KEY]: getMessages(locale).guard.unavailable }, { status: 503 });
      }
      return data<StatusLinkActionData>({ ok: true }, { headers });
    },
  }),
};

export async function statusLinkAction(context: Readonly<RouterContextProvider>, request: Request) {
  const { locale } = context.get(localeContext);
  const services = context.get(servicesContext);
  if (request.method !== "POST") return pageRefusal(getMessages(locale).guard.badRequest, 405, { ...headers, Allow: "GET, HEAD, POST" });
  return takeStatusForm(context, request, statusLinkIntents, { services, locale }, { headers, fallback: "request", failedEvent: "status_links_failed" });
}
