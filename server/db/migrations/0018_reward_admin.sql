ALTER TABLE "rewards" ADD COLUMN "valor" integer;--> statement-breakpoint
ALTER TABLE "rewards" ADD COLUMN "orden" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "rewards" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "rewards_active_discount_points_unique" ON "rewards" USING btree ("puntos_requeridos") WHERE "rewards"."valor" IS NOT NULL AND "rewards"."activo";--> statement-breakpoint
ALTER TABLE "rewards" ADD CONSTRAINT "rewards_valor_kind" CHECK ("rewards"."valor" IS NULL OR ("rewards"."valor" > 0 AND "rewards"."efecto" IS NULL));--> statement-breakpoint
-- The discount table that was constants in domain/points.ts (REDEMPTION_OPTIONS) becomes rows, with
-- the same points and pesos, so nothing changes for residents (issue 24). The test of this
-- migration compares these rows with REDEMPTION_OPTIONS.
INSERT INTO "rewards" ("nombre", "descripcion", "puntos_requeridos", "valor", "orden") VALUES
  ('Descuento de $500', '', 50, 500, 1),
  ('Descuento de $1.000', '', 100, 1000, 2),
  ('Descuento de $2.200', '', 200, 2200, 3),
  ('Descuento de $6.000', '', 500, 6000, 4);--> statement-breakpoint
-- Discount canjes made before this migration name their reward, so the admin's counts include
-- them; their own points and value stay as they were.
UPDATE "redemptions" SET "reward_id" = r."id"
  FROM "rewards" r
  WHERE "redemptions"."reward_id" IS NULL AND "redemptions"."valor_descuento" > 0
    AND r."valor" IS NOT NULL AND r."puntos_requeridos" = "redemptions"."puntos_usados";
