ALTER TABLE "points_ledger" DROP CONSTRAINT "points_ledger_kind_valid";--> statement-breakpoint
ALTER TABLE "points_ledger" DROP CONSTRAINT "points_ledger_sign";--> statement-breakpoint
DROP INDEX "points_ledger_order_earned_unique";--> statement-breakpoint
DROP INDEX "points_ledger_order_compensacion_unique";--> statement-breakpoint
ALTER TABLE "points_ledger" ADD COLUMN "ajuste_totales" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "points_ledger" ADD COLUMN "revertido_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "points_ledger_order_earned_unique" ON "points_ledger" USING btree ("order_id") WHERE "points_ledger"."kind" = 'earned' AND "points_ledger"."order_id" IS NOT NULL AND "points_ledger"."revertido_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "points_ledger_order_compensacion_unique" ON "points_ledger" USING btree ("order_id") WHERE "points_ledger"."kind" = 'compensacion' AND "points_ledger"."order_id" IS NOT NULL AND "points_ledger"."revertido_at" IS NULL;--> statement-breakpoint
ALTER TABLE "points_ledger" ADD CONSTRAINT "points_ledger_ajuste_totales" CHECK ("points_ledger"."ajuste_totales" = 0 OR ("points_ledger"."kind" = 'revertido' AND "points_ledger"."ajuste_totales" < 0));--> statement-breakpoint
ALTER TABLE "points_ledger" ADD CONSTRAINT "points_ledger_kind_valid" CHECK ("points_ledger"."kind" IN ('earned', 'redeemed', 'restored', 'adjusted', 'compensacion', 'revertido'));--> statement-breakpoint
ALTER TABLE "points_ledger" ADD CONSTRAINT "points_ledger_sign" CHECK (("points_ledger"."kind" IN ('earned', 'restored', 'compensacion') AND "points_ledger"."puntos" > 0) OR ("points_ledger"."kind" = 'redeemed' AND "points_ledger"."puntos" < 0) OR ("points_ledger"."kind" = 'adjusted' AND "points_ledger"."puntos" <> 0) OR ("points_ledger"."kind" = 'revertido' AND "points_ledger"."puntos" <= 0));--> statement-breakpoint
-- A reverted delivery (issue 23) takes back from the balance what is there (puntos) and from the
-- lifetime points all the delivery earned (ajuste_totales), so the level follows; the balance
-- is still the ledger's sum. Marking a credit reverted (revertido_at) moves no points, and is
-- skipped: applying it as minus-then-plus would dip a small balance below zero on the way.
CREATE OR REPLACE FUNCTION points_ledger_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.user_id = NEW.user_id AND OLD.kind = NEW.kind
     AND OLD.puntos = NEW.puntos AND OLD.ajuste_totales = NEW.ajuste_totales THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE users
       SET puntos_disponibles = puntos_disponibles - OLD.puntos,
           puntos_totales = puntos_totales - CASE WHEN OLD.kind IN ('earned', 'adjusted') THEN OLD.puntos ELSE 0 END - OLD.ajuste_totales
     WHERE id = OLD.user_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE users
       SET puntos_disponibles = puntos_disponibles + NEW.puntos,
           puntos_totales = puntos_totales + CASE WHEN NEW.kind IN ('earned', 'adjusted') THEN NEW.puntos ELSE 0 END + NEW.ajuste_totales
     WHERE id = NEW.user_id;
  END IF;
  RETURN NULL;
END;
$$;
