CREATE TABLE "data_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"tipo" text NOT NULL,
	"detalle" text NOT NULL,
	"estado" text DEFAULT 'en_tramite' NOT NULL,
	"fecha_limite" date NOT NULL,
	"respuesta" text,
	"respondida_por" integer,
	"respondida_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "data_requests_tipo_valid" CHECK ("data_requests"."tipo" IN ('consulta', 'reclamo', 'rectificacion', 'supresion', 'revocatoria')),
	CONSTRAINT "data_requests_estado_valid" CHECK ("data_requests"."estado" IN ('en_tramite', 'respondida', 'cerrada'))
);
--> statement-breakpoint
CREATE TABLE "job_runs" (
	"job" text NOT NULL,
	"run_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_runs_job_run_key_pk" PRIMARY KEY("job","run_key")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_active_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "data_requests" ADD CONSTRAINT "data_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_requests" ADD CONSTRAINT "data_requests_respondida_por_users_id_fk" FOREIGN KEY ("respondida_por") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "data_requests_user_idx" ON "data_requests" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "data_requests_estado_idx" ON "data_requests" USING btree ("estado","fecha_limite");--> statement-breakpoint
-- An erased account (users.deleted_at) takes no new order or payment. The key-share lock waits
-- for a deletion in progress and then reads its result, so an order racing the deletion cannot
-- slip in after it with the person's delivery data. (KEY SHARE, like the foreign key's own check,
-- so it never blocks the balance trigger's update of the same row: no deadlock between orders.)
CREATE FUNCTION refuse_rows_of_deleted_users() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM users WHERE id = NEW.user_id FOR KEY SHARE;
  IF EXISTS (SELECT 1 FROM users WHERE id = NEW.user_id AND deleted_at IS NOT NULL) THEN
    RAISE EXCEPTION 'account deleted' USING ERRCODE = 'P0001', CONSTRAINT = 'account_deleted';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER orders_refuse_deleted_users BEFORE INSERT ON orders FOR EACH ROW EXECUTE FUNCTION refuse_rows_of_deleted_users();
--> statement-breakpoint
CREATE TRIGGER payments_refuse_deleted_users BEFORE INSERT ON payments FOR EACH ROW EXECUTE FUNCTION refuse_rows_of_deleted_users();
