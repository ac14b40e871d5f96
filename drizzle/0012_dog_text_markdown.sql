ALTER TABLE "dog_texts" ADD COLUMN "markdown_de" text;--> statement-breakpoint
ALTER TABLE "dog_texts" ADD COLUMN "markdown_es" text;