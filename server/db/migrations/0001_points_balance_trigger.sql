-- The points balance always equals the ledger's sum (DESIGN §5): every change to points_ledger
-- is applied to users.puntos_disponibles (all kinds) and users.puntos_totales (earned and
-- adjusted: lifetime points, which spending never lowers) in the same statement. The UPDATE
-- locks the user's row, so concurrent redemptions serialise, and the CHECK
-- users_puntos_disponibles_nonneg refuses an overdraft.
CREATE FUNCTION points_ledger_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE users
       SET puntos_disponibles = puntos_disponibles - OLD.puntos,
           puntos_totales = puntos_totales - CASE WHEN OLD.kind IN ('earned', 'adjusted') THEN OLD.puntos ELSE 0 END
     WHERE id = OLD.user_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE users
       SET puntos_disponibles = puntos_disponibles + NEW.puntos,
           puntos_totales = puntos_totales + CASE WHEN NEW.kind IN ('earned', 'adjusted') THEN NEW.puntos ELSE 0 END
     WHERE id = NEW.user_id;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER points_ledger_apply_trigger
AFTER INSERT OR UPDATE OR DELETE ON points_ledger
FOR EACH ROW EXECUTE FUNCTION points_ledger_apply();
