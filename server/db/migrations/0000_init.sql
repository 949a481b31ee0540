CREATE TABLE "consents" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"accepted" boolean NOT NULL,
	"policy_version" text NOT NULL,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consents_kind_valid" CHECK ("consents"."kind" IN ('privacy', 'marketing'))
);
--> statement-breakpoint
CREATE TABLE "login_audit" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip" text,
	"email" text,
	"outcome" text NOT NULL,
	"user_id" integer
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL,
	"email" text NOT NULL,
	"cedula" text NOT NULL,
	"telefono" text NOT NULL,
	"telefono_alternativo" text,
	"torre" integer NOT NULL,
	"piso" integer NOT NULL,
	"apartamento" text NOT NULL,
	"notas_entrega" text,
	"rol" text DEFAULT 'customer' NOT NULL,
	"puntos_disponibles" integer DEFAULT 0 NOT NULL,
	"puntos_totales" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email"),
	CONSTRAINT "users_cedula_unique" UNIQUE("cedula"),
	CONSTRAINT "users_email_lower" CHECK ("users"."email" = lower("users"."email")),
	CONSTRAINT "users_torre_range" CHECK ("users"."torre" BETWEEN 1 AND 5),
	CONSTRAINT "users_piso_range" CHECK ("users"."piso" BETWEEN 1 AND 30),
	CONSTRAINT "users_rol_valid" CHECK ("users"."rol" IN ('customer', 'admin')),
	CONSTRAINT "users_puntos_disponibles_nonneg" CHECK ("users"."puntos_disponibles" >= 0),
	CONSTRAINT "users_puntos_totales_nonneg" CHECK ("users"."puntos_totales" >= 0)
);
--> statement-breakpoint
CREATE TABLE "package_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"package_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"cantidad" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "package_items_package_product_unique" UNIQUE("package_id","product_id"),
	CONSTRAINT "package_items_cantidad_positive" CHECK ("package_items"."cantidad" > 0)
);
--> statement-breakpoint
CREATE TABLE "packages" (
	"id" serial PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL,
	"descripcion" text DEFAULT '' NOT NULL,
	"precio_paquete" integer NOT NULL,
	"categoria" text DEFAULT 'general' NOT NULL,
	"imagen" text,
	"activo" boolean DEFAULT true NOT NULL,
	"fecha_inicio" date,
	"fecha_fin" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "packages_precio_nonneg" CHECK ("packages"."precio_paquete" >= 0),
	CONSTRAINT "packages_categoria_valid" CHECK ("packages"."categoria" IN ('general', 'basicos', 'desayuno', 'limpieza', 'snacks', 'bebidas')),
	CONSTRAINT "packages_fechas_order" CHECK ("packages"."fecha_inicio" IS NULL OR "packages"."fecha_fin" IS NULL OR "packages"."fecha_inicio" <= "packages"."fecha_fin")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"codigo" text NOT NULL,
	"nombre" text NOT NULL,
	"descripcion" text DEFAULT '' NOT NULL,
	"categoria" text NOT NULL,
	"precio" integer NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"imagen" text,
	"nutricional" text,
	"costo_compra" integer,
	"margen_objetivo" numeric(5, 2) DEFAULT 25 NOT NULL,
	"descuento_activo" boolean DEFAULT false NOT NULL,
	"descuento_porcentaje" integer DEFAULT 0 NOT NULL,
	"descuento_badge_texto" text,
	"activo" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_codigo_unique" UNIQUE("codigo"),
	CONSTRAINT "products_codigo_format" CHECK ("products"."codigo" ~ '^SC-[0-9]{4,}$'),
	CONSTRAINT "products_precio_nonneg" CHECK ("products"."precio" >= 0),
	CONSTRAINT "products_stock_nonneg" CHECK ("products"."stock" >= 0),
	CONSTRAINT "products_costo_nonneg" CHECK ("products"."costo_compra" IS NULL OR "products"."costo_compra" >= 0),
	CONSTRAINT "products_margen_objetivo_range" CHECK ("products"."margen_objetivo" >= 0 AND "products"."margen_objetivo" < 100),
	CONSTRAINT "products_descuento_range" CHECK ("products"."descuento_porcentaje" BETWEEN 0 AND 90)
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"tipo" text DEFAULT 'producto' NOT NULL,
	"product_id" integer,
	"package_id" integer,
	"codigo" text NOT NULL,
	"nombre" text NOT NULL,
	"cantidad" integer NOT NULL,
	"precio_unitario" integer NOT NULL,
	"precio_original" integer NOT NULL,
	"costo_unitario" integer,
	"componentes" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_lines_tipo_valid" CHECK ("order_lines"."tipo" IN ('producto', 'paquete')),
	CONSTRAINT "order_lines_cantidad_positive" CHECK ("order_lines"."cantidad" > 0),
	CONSTRAINT "order_lines_precios_nonneg" CHECK ("order_lines"."precio_unitario" >= 0 AND "order_lines"."precio_original" >= 0),
	CONSTRAINT "order_lines_costo_nonneg" CHECK ("order_lines"."costo_unitario" IS NULL OR "order_lines"."costo_unitario" >= 0)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"estado" text DEFAULT 'pendiente' NOT NULL,
	"subtotal" integer NOT NULL,
	"descuento_monto" integer DEFAULT 0 NOT NULL,
	"descuento_cupon" integer DEFAULT 0 NOT NULL,
	"descuento_canje" integer DEFAULT 0 NOT NULL,
	"descuento_porcentaje" integer DEFAULT 0 NOT NULL,
	"costo_envio" integer DEFAULT 0 NOT NULL,
	"total" integer NOT NULL,
	"metodo_pago" text NOT NULL,
	"estado_pago" text NOT NULL,
	"payment_reference" text,
	"transaccion_id" text,
	"codigo_promocional" text,
	"codigo_canje" text,
	"torre_entrega" integer NOT NULL,
	"piso_entrega" integer NOT NULL,
	"apartamento_entrega" text NOT NULL,
	"instrucciones_entrega" text,
	"notas_entrega" text,
	"telefono_contacto" text NOT NULL,
	"idempotency_key" text,
	"fecha_entrega" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_payment_reference_unique" UNIQUE("payment_reference"),
	CONSTRAINT "orders_estado_valid" CHECK ("orders"."estado" IN ('pendiente', 'entregado', 'cancelado')),
	CONSTRAINT "orders_metodo_pago_valid" CHECK ("orders"."metodo_pago" IN ('EFECTIVO', 'CARD', 'NEQUI', 'DAVIPLATA', 'PSE')),
	CONSTRAINT "orders_torre_range" CHECK ("orders"."torre_entrega" BETWEEN 1 AND 5),
	CONSTRAINT "orders_piso_range" CHECK ("orders"."piso_entrega" BETWEEN 1 AND 30),
	CONSTRAINT "orders_amounts_nonneg" CHECK ("orders"."subtotal" >= 0 AND "orders"."descuento_monto" >= 0 AND "orders"."descuento_cupon" >= 0 AND "orders"."descuento_canje" >= 0 AND "orders"."costo_envio" >= 0 AND "orders"."total" >= 0),
	CONSTRAINT "orders_descuento_porcentaje_range" CHECK ("orders"."descuento_porcentaje" BETWEEN 0 AND 90)
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"user_id" integer NOT NULL,
	"provider" text NOT NULL,
	"provider_transaction_id" text,
	"method" text NOT NULL,
	"amount" integer NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"status_message" text,
	"cart" jsonb NOT NULL,
	"delivery" jsonb NOT NULL,
	"promo_code" text,
	"canje_code" text,
	"order_id" integer,
	"redirect_url" text,
	"card_last4" text,
	"card_brand" text,
	"stock_reserved" boolean DEFAULT false NOT NULL,
	"refund_due" boolean DEFAULT false NOT NULL,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payments_reference_unique" UNIQUE("reference"),
	CONSTRAINT "payments_provider_transaction_id_unique" UNIQUE("provider_transaction_id"),
	CONSTRAINT "payments_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "payments_method_valid" CHECK ("payments"."method" IN ('CARD', 'NEQUI', 'DAVIPLATA', 'PSE')),
	CONSTRAINT "payments_status_valid" CHECK ("payments"."status" IN ('PENDING', 'APPROVED', 'DECLINED', 'ERROR', 'VOIDED', 'ABANDONED')),
	CONSTRAINT "payments_amount_positive" CHECK ("payments"."amount" > 0),
	CONSTRAINT "payments_card_last4_format" CHECK ("payments"."card_last4" IS NULL OR "payments"."card_last4" ~ '^[0-9]{4}$')
);
--> statement-breakpoint
CREATE TABLE "processed_payment_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_key" text NOT NULL,
	"provider" text NOT NULL,
	"reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "processed_payment_events_event_key_unique" UNIQUE("event_key")
);
--> statement-breakpoint
CREATE TABLE "popup_promotions" (
	"id" serial PRIMARY KEY NOT NULL,
	"titulo" text NOT NULL,
	"descripcion" text DEFAULT '' NOT NULL,
	"imagen_url" text,
	"activa" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promo_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"codigo" text NOT NULL,
	"tipo" text DEFAULT 'bienvenida' NOT NULL,
	"descuento_porcentaje" integer NOT NULL,
	"usado" boolean DEFAULT false NOT NULL,
	"usado_por" integer,
	"usado_en" integer,
	"usado_en_pago" integer,
	"used_at" timestamp with time zone,
	"activo" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_codes_codigo_unique" UNIQUE("codigo"),
	CONSTRAINT "promo_codes_tipo_valid" CHECK ("promo_codes"."tipo" IN ('bienvenida', 'general', 'usuario_unico')),
	CONSTRAINT "promo_codes_descuento_range" CHECK ("promo_codes"."descuento_porcentaje" BETWEEN 1 AND 90),
	CONSTRAINT "promo_codes_codigo_length" CHECK (char_length("promo_codes"."codigo") BETWEEN 1 AND 12)
);
--> statement-breakpoint
CREATE TABLE "points_ledger" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"puntos" integer NOT NULL,
	"order_id" integer,
	"redemption_id" integer,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "points_ledger_kind_valid" CHECK ("points_ledger"."kind" IN ('earned', 'redeemed', 'restored', 'adjusted')),
	CONSTRAINT "points_ledger_sign" CHECK (("points_ledger"."kind" IN ('earned', 'restored') AND "points_ledger"."puntos" > 0) OR ("points_ledger"."kind" = 'redeemed' AND "points_ledger"."puntos" < 0) OR ("points_ledger"."kind" = 'adjusted' AND "points_ledger"."puntos" <> 0))
);
--> statement-breakpoint
CREATE TABLE "redemptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"codigo" text NOT NULL,
	"user_id" integer NOT NULL,
	"puntos_usados" integer NOT NULL,
	"valor_descuento" integer NOT NULL,
	"estado" text DEFAULT 'activo' NOT NULL,
	"order_id" integer,
	"reward_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "redemptions_codigo_unique" UNIQUE("codigo"),
	CONSTRAINT "redemptions_estado_valid" CHECK ("redemptions"."estado" IN ('activo', 'usado', 'cancelado', 'expirado')),
	CONSTRAINT "redemptions_puntos_positive" CHECK ("redemptions"."puntos_usados" > 0),
	CONSTRAINT "redemptions_valor_nonneg" CHECK ("redemptions"."valor_descuento" >= 0)
);
--> statement-breakpoint
CREATE TABLE "rewards" (
	"id" serial PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL,
	"descripcion" text DEFAULT '' NOT NULL,
	"puntos_requeridos" integer NOT NULL,
	"activo" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rewards_puntos_positive" CHECK ("rewards"."puntos_requeridos" > 0)
);
--> statement-breakpoint
CREATE TABLE "expenses" (
	"id" serial PRIMARY KEY NOT NULL,
	"concepto" text NOT NULL,
	"monto" integer NOT NULL,
	"tipo" text DEFAULT 'fijo' NOT NULL,
	"frecuencia" text DEFAULT 'mensual' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "expenses_monto_nonneg" CHECK ("expenses"."monto" >= 0),
	CONSTRAINT "expenses_tipo_valid" CHECK ("expenses"."tipo" IN ('fijo', 'variable'))
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"user_id" integer NOT NULL,
	"route" text NOT NULL,
	"response" jsonb,
	"status_code" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_user_route_key_unique" UNIQUE("user_id","route","key")
);
--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_audit" ADD CONSTRAINT "login_audit_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_items" ADD CONSTRAINT "package_items_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_items" ADD CONSTRAINT "package_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_usado_por_users_id_fk" FOREIGN KEY ("usado_por") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_usado_en_orders_id_fk" FOREIGN KEY ("usado_en") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_usado_en_pago_payments_id_fk" FOREIGN KEY ("usado_en_pago") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_ledger" ADD CONSTRAINT "points_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_ledger" ADD CONSTRAINT "points_ledger_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_ledger" ADD CONSTRAINT "points_ledger_redemption_id_redemptions_id_fk" FOREIGN KEY ("redemption_id") REFERENCES "public"."redemptions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redemptions" ADD CONSTRAINT "redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redemptions" ADD CONSTRAINT "redemptions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redemptions" ADD CONSTRAINT "redemptions_reward_id_rewards_id_fk" FOREIGN KEY ("reward_id") REFERENCES "public"."rewards"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consents_user_idx" ON "consents" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "login_audit_email_idx" ON "login_audit" USING btree ("email","created_at");--> statement-breakpoint
CREATE INDEX "login_audit_ip_idx" ON "login_audit" USING btree ("ip","created_at");--> statement-breakpoint
CREATE INDEX "package_items_product_idx" ON "package_items" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "products_categoria_idx" ON "products" USING btree ("categoria");--> statement-breakpoint
CREATE INDEX "order_lines_order_idx" ON "order_lines" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_lines_product_idx" ON "order_lines" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "order_lines_package_idx" ON "order_lines" USING btree ("package_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_user_idempotency_unique" ON "orders" USING btree ("user_id","idempotency_key") WHERE "orders"."idempotency_key" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_user_created_idx" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_estado_created_idx" ON "orders" USING btree ("estado","created_at");--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "payments_user_created_idx" ON "payments" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_status_expires_idx" ON "payments" USING btree ("status","expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "popup_promotions_one_active" ON "popup_promotions" USING btree ("activa") WHERE "popup_promotions"."activa";--> statement-breakpoint
CREATE INDEX "promo_codes_usado_idx" ON "promo_codes" USING btree ("usado");--> statement-breakpoint
CREATE INDEX "promo_codes_usado_por_idx" ON "promo_codes" USING btree ("usado_por");--> statement-breakpoint
CREATE UNIQUE INDEX "points_ledger_order_earned_unique" ON "points_ledger" USING btree ("order_id") WHERE "points_ledger"."kind" = 'earned' AND "points_ledger"."order_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "points_ledger_redemption_kind_unique" ON "points_ledger" USING btree ("redemption_id","kind") WHERE "points_ledger"."redemption_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "points_ledger_user_idx" ON "points_ledger" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "redemptions_order_unique" ON "redemptions" USING btree ("order_id") WHERE "redemptions"."order_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "redemptions_user_estado_idx" ON "redemptions" USING btree ("user_id","estado");--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");