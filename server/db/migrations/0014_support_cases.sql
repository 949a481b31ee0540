CREATE TABLE "support_case_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"case_id" integer NOT NULL,
	"autor" text NOT NULL,
	"admin_id" integer,
	"texto" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "support_case_messages_autor_valid" CHECK ("support_case_messages"."autor" IN ('residente', 'tienda'))
);
--> statement-breakpoint
CREATE TABLE "support_cases" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"motivo" text NOT NULL,
	"descripcion" text NOT NULL,
	"lineas" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"estado" text DEFAULT 'abierto' NOT NULL,
	"puntos_abonados" integer DEFAULT 0 NOT NULL,
	"reembolso_monto" integer,
	"reembolso_referencia" text,
	"reembolso_fecha" date,
	"cerrado_por" integer,
	"cerrado_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "support_cases_motivo_valid" CHECK ("support_cases"."motivo" IN ('incompleto', 'vencido', 'danado', 'cobro_doble', 'entrega', 'otro')),
	CONSTRAINT "support_cases_estado_valid" CHECK ("support_cases"."estado" IN ('abierto', 'respondido', 'cerrado')),
	CONSTRAINT "support_cases_puntos_nonneg" CHECK ("support_cases"."puntos_abonados" >= 0),
	CONSTRAINT "support_cases_reembolso_valid" CHECK (("support_cases"."reembolso_monto" IS NULL AND "support_cases"."reembolso_referencia" IS NULL) OR ("support_cases"."reembolso_monto" > 0 AND "support_cases"."reembolso_referencia" IS NOT NULL AND "support_cases"."reembolso_fecha" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "support_case_messages" ADD CONSTRAINT "support_case_messages_case_id_support_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."support_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_case_messages" ADD CONSTRAINT "support_case_messages_admin_id_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_cases" ADD CONSTRAINT "support_cases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_cases" ADD CONSTRAINT "support_cases_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_cases" ADD CONSTRAINT "support_cases_cerrado_por_users_id_fk" FOREIGN KEY ("cerrado_por") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "support_case_messages_case_idx" ON "support_case_messages" USING btree ("case_id","id");--> statement-breakpoint
CREATE INDEX "support_cases_user_idx" ON "support_cases" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "support_cases_order_idx" ON "support_cases" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "support_cases_estado_idx" ON "support_cases" USING btree ("estado","id");