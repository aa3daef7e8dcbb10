-- An invitation carries its author's authority (docs/product.md#memberships): when their account is deleted, the
-- invitations they sent and that are still pending are revoked in the deleting transaction, one team_events row each,
-- whoever deletes the row (Better Auth's account deletion, an operator). Done before the row goes, while invited_by
-- still names them. Removal, departure and demotion revoke them in team/service.ts, which knows who acted.
CREATE OR REPLACE FUNCTION revoke_invitations_of_deleted_user() RETURNS trigger AS $$
DECLARE
  revoked invitations%ROWTYPE;
BEGIN
  FOR revoked IN
    UPDATE invitations SET revoked_at = now()
     WHERE invited_by = OLD.id AND accepted_at IS NULL AND revoked_at IS NULL
    RETURNING *
  LOOP
    INSERT INTO team_events (association_id, actor_id, kind, subject_email, details)
    VALUES (revoked.association_id, NULL, 'invitation_revoked', revoked.email,
            jsonb_build_object('role', revoked.role, 'invitation_id', revoked.id, 'reason', 'inviter_account_deleted'));
  END LOOP;
  RETURN OLD;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER user_revoke_invitations
  BEFORE DELETE ON "user"
  FOR EACH ROW EXECUTE FUNCTION revoke_invitations_of_deleted_user();
--> statement-breakpoint
-- What a signed-in stream may hear depends on a session and a membership: the database announces a change to either,
-- at commit, whoever makes it (sign-out, a password changed or reset, an account deleted, a member removed or given
-- another role), so that every instance ends the live streams that lost their right (realtime/event-streams.ts).
CREATE OR REPLACE FUNCTION notify_access_change() RETURNS trigger AS $$
BEGIN
  IF TG_TABLE_NAME = 'session' THEN
    PERFORM pg_notify('access_changes', json_build_object('user_id', OLD."user_id", 'session_id', OLD.id)::text);
  ELSE
    PERFORM pg_notify('access_changes', json_build_object('user_id', OLD.user_id, 'association_id', OLD.association_id)::text);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER session_notify_access_change
  AFTER DELETE ON session
  FOR EACH ROW EXECUTE FUNCTION notify_access_change();
--> statement-breakpoint
CREATE TRIGGER memberships_notify_access_change
  AFTER DELETE OR UPDATE OF role ON memberships
  FOR EACH ROW EXECUTE FUNCTION notify_access_change();
