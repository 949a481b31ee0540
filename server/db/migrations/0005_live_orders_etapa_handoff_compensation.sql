ALTER TABLE "points_ledger" DROP CONSTRAINT "points_ledger_kind_valid";--> statement-breakpoint
ALTER TABLE "points_ledger" DROP CONSTRAINT "points_ledger_sign";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "entrega_modo" text DEFAULT 'apartamento' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "entrega_recibe" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "etapa" text DEFAULT 'recibido' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "entrega_modo" text DEFAULT 'apartamento' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "recibe" text;--> statement-breakpoint
CREATE UNIQUE INDEX "points_ledger_order_compensacion_unique" ON "points_ledger" USING btree ("order_id") WHERE "points_ledger"."kind" = 'compensacion' AND "points_ledger"."order_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_entrega_modo_valid" CHECK ("users"."entrega_modo" IN ('apartamento', 'porteria'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_etapa_valid" CHECK ("orders"."etapa" IN ('recibido', 'en_camino'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_entrega_modo_valid" CHECK ("orders"."entrega_modo" IN ('apartamento', 'porteria'));--> statement-breakpoint
ALTER TABLE "points_ledger" ADD CONSTRAINT "points_ledger_kind_valid" CHECK ("points_ledger"."kind" IN ('earned', 'redeemed', 'restored', 'adjusted', 'compensacion'));--> statement-breakpoint
ALTER TABLE "points_ledger" ADD CONSTRAINT "points_ledger_sign" CHECK (("points_ledger"."kind" IN ('earned', 'restored', 'compensacion') AND "points_ledger"."puntos" > 0) OR ("points_ledger"."kind" = 'redeemed' AND "points_ledger"."puntos" < 0) OR ("points_ledger"."kind" = 'adjusted' AND "points_ledger"."puntos" <> 0));