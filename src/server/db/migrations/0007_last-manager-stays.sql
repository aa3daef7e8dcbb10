-- An association with members always has a manager (docs/product.md#roles): whoever writes (a role change, a
-- member removed, an account deleted and its memberships with it), a change that would leave members without
-- one is refused. The team routes and the account deletion check it first and explain it in French; this is
-- the floor under them. The association's very last member may still go (migration 0006's trigger follows).
CREATE OR REPLACE FUNCTION keep_a_manager() RETURNS trigger AS $$
BEGIN
  IF OLD.role <> 'manager' OR (TG_OP = 'UPDATE' AND NEW.role = 'manager') THEN
    RETURN NULL;
  END IF;
  IF EXISTS (SELECT 1 FROM memberships WHERE association_id = OLD.association_id)
     AND NOT EXISTS (SELECT 1 FROM memberships WHERE association_id = OLD.association_id AND role = 'manager') THEN
    RAISE EXCEPTION 'LAST_MANAGER: association % would have members and no manager', OLD.association_id
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER memberships_keep_a_manager
  AFTER DELETE OR UPDATE OF role ON memberships
  FOR EACH ROW EXECUTE FUNCTION keep_a_manager();
