-- A seller added, renamed, moved to another group or removed changes what a published campaign's page offers (the
-- sellers to choose from, the leaderboard): announced as a change of its campaign (migration 0003), whoever makes it,
-- so that every instance drops the campaign's answers built from them (campaigns/published-cache.ts).
CREATE OR REPLACE FUNCTION notify_seller_change() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('campaign_changes', COALESCE(NEW.campaign_id, OLD.campaign_id)::text);
  IF TG_OP = 'UPDATE' AND NEW.campaign_id IS DISTINCT FROM OLD.campaign_id THEN
    PERFORM pg_notify('campaign_changes', OLD.campaign_id::text);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER sellers_notify_change
  AFTER INSERT OR UPDATE OF campaign_id, first_name, group_name OR DELETE ON sellers
  FOR EACH ROW EXECUTE FUNCTION notify_seller_change();
