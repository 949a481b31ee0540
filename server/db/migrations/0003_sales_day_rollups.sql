CREATE TABLE "sales_day_items" (
	"dia" date NOT NULL,
	"tipo" text NOT NULL,
	"item_id" integer NOT NULL,
	"nombre" text NOT NULL,
	"unidades" bigint NOT NULL,
	"ingreso" bigint NOT NULL,
	"costo_real" bigint NOT NULL,
	"ingreso_sin_costo" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sales_day_items_dia_tipo_item_id_pk" PRIMARY KEY("dia","tipo","item_id")
);
--> statement-breakpoint
CREATE TABLE "sales_day_orders" (
	"dia" date NOT NULL,
	"torre" integer NOT NULL,
	"digital" boolean NOT NULL,
	"ventas" bigint NOT NULL,
	"pedidos" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sales_day_orders_dia_torre_digital_pk" PRIMARY KEY("dia","torre","digital")
);
--> statement-breakpoint
CREATE TABLE "sales_days" (
	"dia" date PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
