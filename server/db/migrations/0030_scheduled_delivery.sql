ALTER TABLE "orders" ADD COLUMN "entrega_programada_inicio" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "entrega_programada_fin" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "programado_activado_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "entrega_programada_inicio" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "entrega_programada_fin" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "orders_scheduled_slot_idx" ON "orders" USING btree ("entrega_programada_inicio") WHERE "orders"."entrega_programada_inicio" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_scheduled_waiting_idx" ON "orders" USING btree ("entrega_programada_inicio") WHERE "orders"."entrega_programada_inicio" IS NOT NULL AND "orders"."programado_activado_at" IS NULL;--> statement-breakpoint
CREATE INDEX "payments_pending_slot_idx" ON "payments" USING btree ("entrega_programada_inicio") WHERE "payments"."status" = 'PENDING' AND "payments"."entrega_programada_inicio" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_entrega_programada_valid" CHECK (("orders"."entrega_programada_inicio" IS NULL AND "orders"."entrega_programada_fin" IS NULL) OR "orders"."entrega_programada_fin" > "orders"."entrega_programada_inicio");