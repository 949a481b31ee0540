ALTER TABLE "orders" ADD COLUMN "reembolso_estado" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "reembolso_fecha" date;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "reembolso_referencia" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "prioritario" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "redemptions" ADD COLUMN "prioridad_order_id" integer;--> statement-breakpoint
ALTER TABLE "rewards" ADD COLUMN "efecto" text;--> statement-breakpoint
ALTER TABLE "redemptions" ADD CONSTRAINT "redemptions_prioridad_order_id_orders_id_fk" FOREIGN KEY ("prioridad_order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_board_priority_idx" ON "orders" USING btree (("prioritario" AND "estado" IN ('pendiente', 'pendiente_efectivo')),"created_at","id");--> statement-breakpoint
ALTER TABLE "redemptions" ADD CONSTRAINT "redemptions_prioridad_order_unique" UNIQUE("prioridad_order_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_reembolso_valid" CHECK ("orders"."reembolso_estado" IS NULL OR "orders"."reembolso_estado" IN ('pendiente', 'anulado') OR ("orders"."reembolso_estado" = 'realizado' AND "orders"."reembolso_fecha" IS NOT NULL AND "orders"."reembolso_referencia" IS NOT NULL));--> statement-breakpoint
ALTER TABLE "rewards" ADD CONSTRAINT "rewards_efecto_valid" CHECK ("rewards"."efecto" IN ('prioridad'));--> statement-breakpoint
-- Cancelled orders already waiting for their money (payments.refund_due) or voided at the gateway.
UPDATE "orders" SET "reembolso_estado" = 'pendiente' FROM "payments" WHERE "payments"."order_id" = "orders"."id" AND "payments"."refund_due" AND "orders"."estado" = 'cancelado';--> statement-breakpoint
UPDATE "orders" SET "reembolso_estado" = 'anulado' FROM "payments" WHERE "payments"."order_id" = "orders"."id" AND "payments"."status" = 'VOIDED' AND "orders"."estado" = 'cancelado';--> statement-breakpoint
-- The seeded "Domicilio prioritario" now does what it says (issue 22).
UPDATE "rewards" SET "efecto" = 'prioridad' WHERE "nombre" = 'Domicilio prioritario';
