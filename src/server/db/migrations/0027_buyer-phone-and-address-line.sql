ALTER TABLE "sales" ADD COLUMN "delivery_address_line2" text;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "customer_phone" text;