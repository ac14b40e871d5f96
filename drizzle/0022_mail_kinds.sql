-- Decision 038: the registry of e-mail kinds (app/platform/mail/kinds.ts). A new-dog alert request's confirmation
-- was a "confirmation" like a form's; it is a kind of its own now, before the constraint allows only the registry's kinds.
UPDATE "outbox" SET "kind" = 'alert_confirmation' WHERE "kind" = 'confirmation' AND "mailing_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_kind_registered" CHECK (CASE WHEN "outbox"."mailing_id" IS NOT NULL THEN "outbox"."kind" IN ('alert_confirmation', 'alert', 'digest') ELSE "outbox"."kind" IN ('notification', 'confirmation', 'reply', 'status_link', 'answer_notice', 'withdrawn_notice', 'daily_summary', 'precheck_assigned', 'precheck_done', 'transport_update', 'transport_reminder', 'contract_ready', 'contract_signed', 'contract_countersigned', 'contract_fee_received', 'followup_two_weeks', 'followup_three_months', 'news_notice', 'news_editor_notice', 'consent_withdrawn_notice', 'happy_end_published') END);--> statement-breakpoint
-- The outbox wakes itself (decision 038): a row queued, or queued again ("retry now"), notifies the channel
-- `outbox` when its transaction commits (one notification per transaction: PostgreSQL folds identical ones);
-- every server copy listens and its worker runs (app/platform/mail/outbox.server.ts).
CREATE OR REPLACE FUNCTION outbox_queued() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('outbox', '');
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER outbox_queued AFTER INSERT OR UPDATE OF status ON outbox FOR EACH ROW WHEN (NEW.status = 'pending') EXECUTE FUNCTION outbox_queued();
