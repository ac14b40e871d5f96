CREATE TABLE "precheck_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"precheck_id" uuid NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "precheck_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"position" integer NOT NULL,
	"text_de" text NOT NULL,
	"text_es" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prechecks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"submission_id" uuid NOT NULL,
	"volunteer_id" uuid,
	"assigned_by" uuid,
	"country" text NOT NULL,
	"postcode" text NOT NULL,
	"address" text NOT NULL,
	"status" text DEFAULT 'assigned' NOT NULL,
	"answers" jsonb,
	"recommendation" text,
	"summary" text,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "outbox" DROP CONSTRAINT "outbox_one_source";--> statement-breakpoint
ALTER TABLE "admin_users" ADD COLUMN "precheck_areas" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "precheck_photos" ADD CONSTRAINT "precheck_photos_precheck_id_prechecks_id_fk" FOREIGN KEY ("precheck_id") REFERENCES "public"."prechecks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prechecks" ADD CONSTRAINT "prechecks_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prechecks" ADD CONSTRAINT "prechecks_volunteer_id_admin_users_id_fk" FOREIGN KEY ("volunteer_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prechecks" ADD CONSTRAINT "prechecks_assigned_by_admin_users_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "precheck_photos_precheck_idx" ON "precheck_photos" USING btree ("precheck_id");--> statement-breakpoint
CREATE INDEX "prechecks_submission_idx" ON "prechecks" USING btree ("submission_id");--> statement-breakpoint
CREATE INDEX "prechecks_volunteer_idx" ON "prechecks" USING btree ("volunteer_id","status");--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_one_source" CHECK (CASE WHEN "outbox"."mailing_id" IS NOT NULL THEN "outbox"."submission_id" IS NULL AND "outbox"."account_id" IS NULL ELSE "outbox"."submission_id" IS NOT NULL OR "outbox"."account_id" IS NOT NULL END);--> statement-breakpoint
-- The association's first checklist (owners edit it in the back office: docs/product/journey.md#checklist).
INSERT INTO "precheck_questions" ("position", "text_de", "text_es") VALUES
  (1, 'Möchten alle im Haushalt mit einem Hund leben?', '¿Todas las personas del hogar quieren convivir con un perro?'),
  (2, 'Passt die Wohnung zum Hund (Platz, Treppen, ein ruhiger Schlafplatz)?', '¿La vivienda es adecuada para el perro (espacio, escaleras, un lugar tranquilo para dormir)?'),
  (3, 'Sind Garten oder Balkon sicher eingezäunt oder gesichert?', '¿El jardín o el balcón están bien vallados o protegidos?'),
  (4, 'Erlaubt die Vermieterin oder der Vermieter einen Hund (bei einer Mietwohnung)?', '¿La persona propietaria permite tener perro (si la vivienda es de alquiler)?'),
  (5, 'Ist geklärt, wer den Hund betreut, wenn die Familie arbeitet oder verreist?', '¿Está claro quién cuida del perro cuando la familia trabaja o viaja?'),
  (6, 'Kommen die Tiere, die schon da sind, voraussichtlich mit einem Hund zurecht?', '¿Los animales que ya viven en casa se llevarán previsiblemente bien con un perro?'),
  (7, 'Weiß die Familie über Kosten, Tierarzt und die ersten Wochen Bescheid?', '¿La familia conoce los gastos, el veterinario y cómo son las primeras semanas?');
