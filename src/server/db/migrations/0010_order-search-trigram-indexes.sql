-- 'Commandes' finds an order by any part of the buyer's name or e-mail (ILIKE '%…%', admin/orders-queries.ts): a
-- B-tree can't serve a match that doesn't start at the beginning, trigram indexes can, and pg_trgm's operator
-- class serves ILIKE on the column itself (trigrams are case-folded), so the query is unchanged (decision 017).
-- pg_trgm is a trusted extension: the database's owner may create it. PGlite loads it (db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX "sales_customer_name_trgm_idx" ON "sales" USING gin ("customer_name" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "sales_customer_email_trgm_idx" ON "sales" USING gin ("customer_email" gin_trgm_ops);
