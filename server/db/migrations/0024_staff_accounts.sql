CREATE TABLE "auth_challenges" (
	"id" text PRIMARY KEY NOT NULL,
	"purpose" text NOT NULL,
	"user_id" integer,
	"challenge" text,
	"device_label" text,
	"device_key" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auth_challenges_purpose_valid" CHECK ("auth_challenges"."purpose" IN ('factor', 'passkey_login', 'passkey_registro')),
	CONSTRAINT "auth_challenges_attempts_nonneg" CHECK ("auth_challenges"."attempts" >= 0)
);
--> statement-breakpoint
CREATE TABLE "auth_factors" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"label" text NOT NULL,
	"totp_secret" text,
	"totp_last_step" bigint,
	"credential_id" text,
	"public_key" text,
	"counter" bigint,
	"transports" text,
	"confirmed_at" timestamp with time zone,
	"last_used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auth_factors_kind_valid" CHECK ("auth_factors"."kind" IN ('totp', 'passkey'))
);
--> statement-breakpoint
CREATE TABLE "recovery_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"code_hash" text NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"nivel" smallint DEFAULT 1 NOT NULL,
	"metodo" text NOT NULL,
	"device_label" text NOT NULL,
	"device_key" text,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	"ended_reason" text
);
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_rol_valid";--> statement-breakpoint
ALTER TABLE "auth_challenges" ADD CONSTRAINT "auth_challenges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_factors" ADD CONSTRAINT "auth_factors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recovery_codes" ADD CONSTRAINT "recovery_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auth_challenges_expiry_idx" ON "auth_challenges" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "auth_factors_user_idx" ON "auth_factors" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "auth_factors_credential_unique" ON "auth_factors" USING btree ("credential_id");--> statement-breakpoint
CREATE INDEX "recovery_codes_user_idx" ON "recovery_codes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "sessions_device_idx" ON "sessions" USING btree ("user_id","device_key");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_rol_valid" CHECK ("users"."rol" IN ('customer', 'admin', 'encargado', 'repartidor'));--> statement-breakpoint
-- An ended session must stop its token on every instance: the embedded database's guard keeps
-- sessions in memory and forgets them when 'push_audiencia' says access changed (issue 39).
CREATE TRIGGER sessions_ended_push_audience_trigger
AFTER UPDATE ON sessions
FOR EACH ROW
WHEN (OLD.ended_at IS DISTINCT FROM NEW.ended_at OR OLD.nivel IS DISTINCT FROM NEW.nivel)
EXECUTE FUNCTION push_audience_changed();
--> statement-breakpoint
CREATE TRIGGER sessions_deleted_push_audience_trigger
AFTER DELETE OR TRUNCATE ON sessions
FOR EACH STATEMENT
EXECUTE FUNCTION push_audience_changed();
