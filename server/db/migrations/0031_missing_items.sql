CREATE TABLE "order_missing_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"line_id" integer NOT NULL,
	"faltan" integer NOT NULL,
	"estado" text NOT NULL,
	"propuestas" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"vence_en" timestamp with time zone,
	"eleccion" jsonb,
	"reemplazo_linea_id" integer,
	"admin_id" integer,
	"cerrada_en" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_missing_items_estado_valid" CHECK ("order_missing_items"."estado" IN ('abierta', 'aceptada', 'rechazada', 'vencida', 'cancelada', 'reemplazada', 'quitada')),
	CONSTRAINT "order_missing_items_faltan_positive" CHECK ("order_missing_items"."faltan" > 0),
	CONSTRAINT "order_missing_items_question_deadline" CHECK ("order_missing_items"."estado" IN ('reemplazada', 'quitada') OR "order_missing_items"."vence_en" IS NOT NULL)
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "faltantes_preferencia" text;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "faltante" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "reemplaza_linea_id" integer;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "reemplazo_producto_id" integer;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "no_reemplazar" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "reembolso_monto" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "faltantes_preferencia" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "montos_originales" jsonb;--> statement-breakpoint
ALTER TABLE "order_missing_items" ADD CONSTRAINT "order_missing_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_missing_items" ADD CONSTRAINT "order_missing_items_line_id_order_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_missing_items" ADD CONSTRAINT "order_missing_items_reemplazo_linea_id_order_lines_id_fk" FOREIGN KEY ("reemplazo_linea_id") REFERENCES "public"."order_lines"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_missing_items" ADD CONSTRAINT "order_missing_items_admin_id_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_missing_items_order_idx" ON "order_missing_items" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "order_missing_items_open_idx" ON "order_missing_items" USING btree ("vence_en") WHERE "order_missing_items"."estado" = 'abierta';--> statement-breakpoint
CREATE UNIQUE INDEX "order_missing_items_one_open_per_line" ON "order_missing_items" USING btree ("line_id") WHERE "order_missing_items"."estado" = 'abierta';--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_reemplaza_linea_id_order_lines_id_fk" FOREIGN KEY ("reemplaza_linea_id") REFERENCES "public"."order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_reemplazo_producto_id_products_id_fk" FOREIGN KEY ("reemplazo_producto_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_lines_reemplaza_idx" ON "order_lines" USING btree ("reemplaza_linea_id") WHERE "order_lines"."reemplaza_linea_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_faltantes_preferencia_valid" CHECK ("users"."faltantes_preferencia" IS NULL OR "users"."faltantes_preferencia" IN ('reemplazar', 'preguntar', 'quitar'));--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_faltante_range" CHECK ("order_lines"."faltante" BETWEEN 0 AND "order_lines"."cantidad");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_faltantes_preferencia_valid" CHECK ("orders"."faltantes_preferencia" IS NULL OR "orders"."faltantes_preferencia" IN ('reemplazar', 'preguntar', 'quitar'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_reembolso_monto_nonneg" CHECK ("orders"."reembolso_monto" IS NULL OR "orders"."reembolso_monto" >= 0);