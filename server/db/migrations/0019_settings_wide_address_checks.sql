ALTER TABLE "users" DROP CONSTRAINT "users_torre_range";--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_piso_range";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_torre_range";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_piso_range";--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_torre_range" CHECK ("users"."torre" BETWEEN 1 AND 50);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_piso_range" CHECK ("users"."piso" BETWEEN 1 AND 80);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_torre_range" CHECK ("orders"."torre_entrega" BETWEEN 1 AND 50);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_piso_range" CHECK ("orders"."piso_entrega" BETWEEN 1 AND 80);