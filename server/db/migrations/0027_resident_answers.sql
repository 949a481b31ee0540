ALTER TABLE "points_ledger" DROP CONSTRAINT "points_ledger_kind_valid";--> statement-breakpoint
ALTER TABLE "points_ledger" DROP CONSTRAINT "points_ledger_sign";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancelacion_motivo" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancelacion_detalle" text;--> statement-breakpoint
ALTER TABLE "support_cases" ADD COLUMN "novedad_residente" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_cancelacion_motivo_valid" CHECK ("orders"."cancelacion_motivo" IS NULL OR "orders"."cancelacion_motivo" IN ('sin_stock', 'a_pedido', 'sin_respuesta', 'pago', 'fuera_de_servicio', 'otro'));--> statement-breakpoint
ALTER TABLE "points_ledger" ADD CONSTRAINT "points_ledger_kind_valid" CHECK ("points_ledger"."kind" IN ('earned', 'redeemed', 'restored', 'adjusted', 'compensacion', 'revertido', 'soporte'));--> statement-breakpoint
ALTER TABLE "points_ledger" ADD CONSTRAINT "points_ledger_sign" CHECK (("points_ledger"."kind" IN ('earned', 'restored', 'compensacion', 'soporte') AND "points_ledger"."puntos" > 0) OR ("points_ledger"."kind" = 'redeemed' AND "points_ledger"."puntos" < 0) OR ("points_ledger"."kind" = 'adjusted' AND "points_ledger"."puntos" <> 0) OR ("points_ledger"."kind" = 'revertido' AND "points_ledger"."puntos" <= 0));--> statement-breakpoint
-- Issue 40: a support case's credit is a gift like the late-delivery compensation, so it no
-- longer counts toward the lifetime points (domain/points-ledger.ts `countsTowardLevel`). The
-- credits already given move to the new kind and leave the lifetime points; the balance keeps
-- them. The trigger is held while the kind changes: applied as minus-then-plus it would dip a
-- balance already spent below zero on the way.
UPDATE "users" AS u
   SET "puntos_totales" = GREATEST(0, u."puntos_totales" - s.total)
  FROM (
    SELECT "user_id", SUM("puntos") AS total
      FROM "points_ledger"
     WHERE "kind" = 'adjusted' AND "puntos" > 0 AND "order_id" IS NOT NULL AND "note" ~ '^CASO-[0-9]+: '
     GROUP BY "user_id"
  ) AS s
 WHERE u."id" = s."user_id";--> statement-breakpoint
ALTER TABLE "points_ledger" DISABLE TRIGGER "points_ledger_apply_trigger";--> statement-breakpoint
UPDATE "points_ledger" SET "kind" = 'soporte'
 WHERE "kind" = 'adjusted' AND "puntos" > 0 AND "order_id" IS NOT NULL AND "note" ~ '^CASO-[0-9]+: ';--> statement-breakpoint
ALTER TABLE "points_ledger" ENABLE TRIGGER "points_ledger_apply_trigger";
