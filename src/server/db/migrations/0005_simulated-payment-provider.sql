-- The embedded provider was called 'test'; it is now 'simulated', so that "test" means the tests only. Orders
-- stored under the old name keep what they had: the sweeper still expires them (orders/queries.ts), and a
-- confirmation already applied still counts as one (processed_payment_events).
UPDATE sales SET payment_session_id = 'simulated' || substr(payment_session_id, 5)
  WHERE payment_provider = 'test' AND payment_session_id LIKE 'test\_%';
--> statement-breakpoint
UPDATE sales SET payment_provider = 'simulated' WHERE payment_provider = 'test';
--> statement-breakpoint
UPDATE processed_payment_events SET event_id = 'simulated' || substr(event_id, 5)
  WHERE provider = 'test' AND event_id LIKE 'test\_%';
--> statement-breakpoint
UPDATE processed_payment_events SET provider = 'simulated' WHERE provider = 'test';
