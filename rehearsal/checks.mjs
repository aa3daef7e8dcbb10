// After the load: what the clients were told against what the database holds and what the relay delivered.

const euros = (cents) => `${(cents / 100).toFixed(2).replace(".", ",")} €`;
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Orders the clients were answered (200 with a reference) against the campaign's orders in PostgreSQL, by checkout
 * key; the amounts Stripe's page showed each buyer against the database's, to the cent.
 */
export async function checkOrders({ postgres, campaign, orders, attempts, stripe }) {
  const rows = await postgres.query(
    "SELECT order_reference, checkout_key::text AS key, round(amount_total * 100)::int AS cents, status FROM sales WHERE campaign_id = $1",
    [campaign.id],
  );
  const byKey = new Map(rows.map((row) => [row.key, row]));
  const told = new Map(orders.map((order) => [order.key, order]));
  const missing = orders.filter((order) => byKey.get(order.key)?.order_reference !== order.reference);
  // Attempts the database holds but whose client was not told of an order: cut by the end of the load (autocannon
  // stops with requests under way), or answered an error although the order was written, which the buyer's retry
  // with the same key would find (decision 045). Either way a pending order nobody pays, which expires.
  // (The walk's order, on the same campaign, is not the load's: only the load's attempts count here.)
  const notTold = rows.filter((row) => attempts.has(row.key) && !told.has(row.key));
  const statusOf = (row) => attempts.get(row.key)?.status;
  const cutAtStop = notTold.filter((row) => statusOf(row) === null).length;
  const writtenDespiteError = notTold
    .filter((row) => statusOf(row) !== null)
    .map((row) => `${row.order_reference} (${statusOf(row) ?? "?"})`);

  const sessions = stripe ? stripe.standIn.sessions() : [];
  const sessionByReference = new Map(sessions.map((s) => [s.metadata.order_reference, s]));
  let toldCents = 0;
  let storedCents = 0;
  let withoutSession = 0;
  for (const order of orders) {
    const session = sessionByReference.get(order.reference);
    if (!session) withoutSession++;
    toldCents += session?.amount_total ?? 0;
    storedCents += byKey.get(order.key)?.cents ?? 0;
  }
  const paidSessions = sessions.filter(
    (s) => s.payment_status === "paid" && orders.some((o) => o.reference === s.metadata.order_reference),
  );
  const paidAtStripe = paidSessions.reduce((sum, s) => sum + s.amount_total, 0);
  const [{ cents: paidInDatabase, count: paidCount }] = await postgres.query(
    "SELECT coalesce(round(sum(amount_total) * 100), 0)::bigint AS cents, count(*)::int AS count FROM sales WHERE campaign_id = $1 AND status = 'paid' AND checkout_key = ANY($2::uuid[])",
    [campaign.id, orders.map((o) => o.key)],
  );
  return {
    made: orders.length,
    found: orders.length - missing.length,
    missing,
    cutAtStop,
    writtenDespiteError,
    toldCents,
    storedCents,
    withoutSession,
    paidAtStripe,
    paidInDatabase: Number(paidInDatabase),
    paidCount,
    paidSessions,
    euros,
  };
}

/** Every paid order's receipt ('Merci pour votre commande BS-…') delivered to its buyer exactly once. */
export async function checkReceipts({ mailbox, paidOrders, timeoutMs = 90_000 }) {
  const byReference = new Map(paidOrders.map((o) => [o.reference, o]));
  const count = async () => {
    const counts = new Map(paidOrders.map((o) => [o.reference, 0]));
    for (const mail of await mailbox.messages()) {
      const reference = /Merci pour votre (?:commande|don) (BS-[A-Z0-9]{8})/.exec(mail.subject)?.[1];
      const order = reference && byReference.get(reference);
      if (order && mail.recipients.includes(order.email.toLowerCase())) counts.set(reference, counts.get(reference) + 1);
    }
    return counts;
  };
  const deadline = Date.now() + timeoutMs;
  while ([...(await count()).values()].some((n) => n === 0) && Date.now() < deadline) await pause(500);
  // A mail sent twice would come moments after the first: look again a little later.
  await pause(3_000);
  const counts = [...(await count()).values()];
  return {
    expected: paidOrders.length,
    once: counts.filter((n) => n === 1).length,
    never: counts.filter((n) => n === 0).length,
    twice: counts.filter((n) => n > 1).length,
  };
}
