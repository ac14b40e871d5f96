CREATE TABLE "dog_alert_announcements" (
	"subscription_id" uuid NOT NULL,
	"dog_id" text NOT NULL,
	"dog" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"mailing_id" uuid,
	CONSTRAINT "dog_alert_announcements_subscription_id_dog_id_pk" PRIMARY KEY("subscription_id","dog_id")
);
--> statement-breakpoint
CREATE TABLE "dog_alert_mailings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subscription_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"dogs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dog_alert_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"email_key" text NOT NULL,
	"locale" text NOT NULL,
	"types" text[] NOT NULL,
	"locations" text[] NOT NULL,
	"frequency" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"confirm_token_hash" text,
	"unsubscribe_token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"next_digest_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "outbox" ALTER COLUMN "submission_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "mailing_id" uuid;--> statement-breakpoint
ALTER TABLE "dog_alert_announcements" ADD CONSTRAINT "dog_alert_announcements_subscription_id_dog_alert_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."dog_alert_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dog_alert_announcements" ADD CONSTRAINT "dog_alert_announcements_mailing_id_dog_alert_mailings_id_fk" FOREIGN KEY ("mailing_id") REFERENCES "public"."dog_alert_mailings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dog_alert_mailings" ADD CONSTRAINT "dog_alert_mailings_subscription_id_dog_alert_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."dog_alert_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dog_alert_announcements_pending_idx" ON "dog_alert_announcements" USING btree ("subscription_id","mailing_id");--> statement-breakpoint
CREATE INDEX "dog_alert_mailings_subscription_idx" ON "dog_alert_mailings" USING btree ("subscription_id");--> statement-breakpoint
CREATE UNIQUE INDEX "dog_alert_subscriptions_idempotency_idx" ON "dog_alert_subscriptions" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "dog_alert_subscriptions_confirm_idx" ON "dog_alert_subscriptions" USING btree ("confirm_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "dog_alert_subscriptions_unsubscribe_idx" ON "dog_alert_subscriptions" USING btree ("unsubscribe_token_hash");--> statement-breakpoint
CREATE INDEX "dog_alert_subscriptions_email_key_idx" ON "dog_alert_subscriptions" USING btree ("email_key");--> statement-breakpoint
CREATE INDEX "dog_alert_subscriptions_confirmed_created_idx" ON "dog_alert_subscriptions" USING btree ("confirmed_at","created_at");--> statement-breakpoint
CREATE INDEX "dog_alert_subscriptions_next_digest_idx" ON "dog_alert_subscriptions" USING btree ("next_digest_at");--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_mailing_id_dog_alert_mailings_id_fk" FOREIGN KEY ("mailing_id") REFERENCES "public"."dog_alert_mailings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_mailing_idx" ON "outbox" USING btree ("mailing_id");--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_one_source" CHECK (("outbox"."submission_id" IS NULL) <> ("outbox"."mailing_id" IS NULL));