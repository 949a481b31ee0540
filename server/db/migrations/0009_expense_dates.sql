ALTER TABLE "expenses" ADD COLUMN "fecha_inicio" date DEFAULT ((now() AT TIME ZONE 'America/Bogota')::date) NOT NULL;--> statement-breakpoint
ALTER TABLE "expenses" ADD COLUMN "fecha_fin" date;--> statement-breakpoint
-- Existing expenses start on the Bogotá day they were created (issue 23).
UPDATE "expenses" SET "fecha_inicio" = ("created_at" AT TIME ZONE 'America/Bogota')::date;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_fechas_orden" CHECK ("expenses"."fecha_fin" IS NULL OR "expenses"."fecha_fin" >= "expenses"."fecha_inicio");