-- A summarised day (sales_days) is forgotten when one of its orders changes in a way that
-- moves the profitability figures (created, cancelled or un-cancelled, total, tower, method,
-- date); the next dashboard rebuilds it from the orders. Lines are written in their order's
-- transaction, so the order's own trigger covers them. Deliveries do not touch the roll-ups.
CREATE FUNCTION sales_day_forget(d date) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF d IS NOT NULL AND EXISTS (SELECT 1 FROM sales_days WHERE dia = d) THEN
    DELETE FROM sales_days WHERE dia = d;
    DELETE FROM sales_day_items WHERE dia = d;
    DELETE FROM sales_day_orders WHERE dia = d;
  END IF;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION orders_sales_day_forget() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM sales_day_forget((NEW.created_at AT TIME ZONE 'America/Bogota')::date);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM sales_day_forget((OLD.created_at AT TIME ZONE 'America/Bogota')::date);
  ELSIF (OLD.estado = 'cancelado') IS DISTINCT FROM (NEW.estado = 'cancelado')
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
CREATE TRIGGER orders_sales_day_forget_trigger
AFTER INSERT OR UPDATE OR DELETE ON orders
FOR EACH ROW EXECUTE FUNCTION orders_sales_day_forget();
