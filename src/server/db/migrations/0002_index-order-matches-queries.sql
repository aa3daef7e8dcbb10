DROP INDEX "campaigns_association_idx";--> statement-breakpoint
DROP INDEX "campaigns_status_idx";--> statement-breakpoint
DROP INDEX "sales_campaign_created_idx";--> statement-breakpoint
DROP INDEX "sales_association_created_idx";--> statement-breakpoint
DROP INDEX "mail_outbox_created_idx";--> statement-breakpoint
CREATE INDEX "campaigns_association_idx" ON "campaigns" USING btree ("association_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "campaigns_status_idx" ON "campaigns" USING btree ("status","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "sales_campaign_created_idx" ON "sales" USING btree ("campaign_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "sales_association_created_idx" ON "sales" USING btree ("association_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "mail_outbox_created_idx" ON "mail_outbox" USING btree ("created_at" DESC NULLS FIRST);