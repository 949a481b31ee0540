-- Issue 23: a sale is a delivered order or a pending one paid online (domain/sales.ts), so a
-- summarised day now also depends on the order's state and payment state: delivering a cash
-- order, or a payment approved, forgets its day like a cancellation does.
CREATE OR REPLACE FUNCTION orders_sales_day_forget() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM sales_day_forget((NEW.created_at AT TIME ZONE 'America/Bogota')::date);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM sales_day_forget((OLD.created_at AT TIME ZONE 'America/Bogota')::date);
  ELSIF OLD.estado IS DISTINCT FROM NEW.estado
     OR OLD.estado_pago IS DISTINCT FROM NEW.estado_pago
     OR OLD.total IS DISTINCT FROM NEW.total
     OR OLD.torre_entrega IS DISTINCT FROM NEW.torre_entrega
     OR OLD.metodo_pago IS DISTINCT FROM NEW.metodo_pago
     OR OLD.created_at IS DISTINCT FROM NEW.created_at THEN
    PERFORM sales_day_forget((OLD.created_at AT TIME ZONE 'America/Bogota')::date);
    PERFORM sales_day_forget((NEW.created_at AT TIME ZONE 'America/Bogota')::date);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Days summarised under the old rule (every order not cancelled) are rebuilt under the new one.
DELETE FROM sales_days;
--> statement-breakpoint
DELETE FROM sales_day_items;
--> statement-breakpoint
DELETE FROM sales_day_orders;
