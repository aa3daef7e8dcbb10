-- Changes are announced by the database itself, at commit, whoever makes them (the app, the sweeper, an
-- operator in psql): every server instance LISTENs (realtime/bus.ts). A sale's new status moves the live views;
-- a campaign's change drops the cached public page (campaigns/published-cache.ts).
CREATE OR REPLACE FUNCTION notify_campaign_change() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('campaign_changes', COALESCE(NEW.id, OLD.id)::text);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER campaigns_notify_change
  AFTER INSERT OR UPDATE OR DELETE ON campaigns
  FOR EACH ROW EXECUTE FUNCTION notify_campaign_change();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION notify_sale_change() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' OR NEW.status IS DISTINCT FROM OLD.status THEN
    PERFORM pg_notify('sale_changes', json_build_object(
      'campaign_id', NEW.campaign_id,
      'association_id', NEW.association_id,
      'sale_id', NEW.id,
      'status', NEW.status
    )::text);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER sales_notify_change
  AFTER INSERT OR UPDATE OF status ON sales
  FOR EACH ROW EXECUTE FUNCTION notify_sale_change();
