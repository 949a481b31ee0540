-- The chat assistant keeps a snapshot of each resident it talks to (name, points, latest orders)
-- instead of reading the database for every question (issue 12). A change to what the snapshot
-- holds of the user's row (points by any ledger entry, the name, an erasure) is published on the
-- 'clientes' channel with the user's id, delivered at COMMIT to every instance; order changes
-- already travel on 'pedidos'. Other updates of the row (the remembered delivery data, the last
-- activity) publish nothing.
CREATE FUNCTION users_caller_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('clientes', NEW.id::text);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER users_caller_changed_trigger
AFTER UPDATE ON users
FOR EACH ROW
WHEN (
  OLD.puntos_disponibles IS DISTINCT FROM NEW.puntos_disponibles
  OR OLD.puntos_totales IS DISTINCT FROM NEW.puntos_totales
  OR OLD.nombre IS DISTINCT FROM NEW.nombre
  OR OLD.deleted_at IS DISTINCT FROM NEW.deleted_at
)
EXECUTE FUNCTION users_caller_changed();
