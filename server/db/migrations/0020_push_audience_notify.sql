-- The push dispatcher keeps the administrators' devices in memory instead of reading them for
-- every new order (issue 26's A/B: that read was one more query per order on the embedded
-- database). Whatever changes that list (a device subscribed, moved or forgotten; an account
-- made or unmade administrator, erased or deleted) is published on 'push_audiencia', delivered at
-- COMMIT to every instance, which then reads the list again when it next needs it.
CREATE FUNCTION push_audience_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('push_audiencia', '');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER push_subscriptions_audience_trigger
AFTER INSERT OR UPDATE OR DELETE ON push_subscriptions
FOR EACH STATEMENT
EXECUTE FUNCTION push_audience_changed();
--> statement-breakpoint
CREATE TRIGGER users_push_audience_trigger
AFTER UPDATE ON users
FOR EACH ROW
WHEN (OLD.rol IS DISTINCT FROM NEW.rol OR OLD.deleted_at IS DISTINCT FROM NEW.deleted_at)
EXECUTE FUNCTION push_audience_changed();
--> statement-breakpoint
CREATE TRIGGER users_deleted_push_audience_trigger
AFTER DELETE ON users
FOR EACH STATEMENT
EXECUTE FUNCTION push_audience_changed();
