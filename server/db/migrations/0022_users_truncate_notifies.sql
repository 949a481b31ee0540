-- 'push_audiencia' is how every instance learns that an account's access may have changed (the
-- push dispatcher's list of administrators' devices; on the embedded database, the roles the
-- auth guard keeps in memory). TRUNCATE fires no row or DELETE trigger, yet it empties users and,
-- with RESTART IDENTITY, hands the same ids to new accounts: it must be told too.
CREATE TRIGGER users_truncated_push_audience_trigger
AFTER TRUNCATE ON users
FOR EACH STATEMENT
EXECUTE FUNCTION push_audience_changed();
