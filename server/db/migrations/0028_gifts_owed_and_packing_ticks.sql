CREATE TABLE "packing_ticks" (
	"order_id" integer NOT NULL,
	"clave" text NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "packing_ticks_pk" PRIMARY KEY("order_id","clave"),
	CONSTRAINT "packing_ticks_clave_length" CHECK (char_length("packing_ticks"."clave") BETWEEN 1 AND 80)
);
--> statement-breakpoint
ALTER TABLE "redemptions" ADD COLUMN "obsequio_order_id" integer;--> statement-breakpoint
ALTER TABLE "packing_ticks" ADD CONSTRAINT "packing_ticks_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packing_ticks" ADD CONSTRAINT "packing_ticks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redemptions" ADD CONSTRAINT "redemptions_obsequio_order_id_orders_id_fk" FOREIGN KEY ("obsequio_order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "redemptions_obsequio_order_idx" ON "redemptions" USING btree ("obsequio_order_id") WHERE "redemptions"."obsequio_order_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "redemptions_activo_idx" ON "redemptions" USING btree ("created_at") WHERE "redemptions"."estado" = 'activo';