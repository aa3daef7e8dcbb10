// The made-up shop of bench/scale.ts, written in SQL: the bench measures reads, not the seeding. Orders look like the
// shop's after a year: a mix of products, home deliveries and pick-ups, donations, a few refunds, the workshop
// keeping up with what is paid, and monthly payouts covering what became payable.
import type pg from "pg";
import { ASSOCIATION_SHARE_PERCENT, HOME_DELIVERY_FEE_CENTS } from "../src/shared/catalogue";
import { HOME_DELIVERY_HORIZON_WEEKS } from "../src/shared/capacity-rules";
import { PAYOUT_DELAY_DAYS } from "../src/shared/statement-rules";

/** One payout a month per campaign, the newest still in transfer; payout k was made k months ago. */
const PAYOUT_MONTHS = 11;
const IBAN = "FR7630006000011234567890189";
/** Sellers per campaign: a class or two (docs/product.md#sellers). */
const SELLERS_PER_CAMPAIGN = 20;

/** Associations (each with its bank account) and campaigns, ten campaigns an association. */
export async function seedCampaigns(client: pg.PoolClient, counts: { associations: number; campaigns: number }) {
  await client.query(
    `insert into associations (id, name, contact_email) select gen_random_uuid(), 'Association ' || g, 'contact' || g || '@association.fr'
       from generate_series(1, ${counts.associations}) g`,
  );
  await client.query(
    `insert into bank_accounts (association_id, account_holder, iban, bic) select id, name, '${IBAN}', 'AGRIFRPPXXX' from associations`,
  );
  await client.query(`
    insert into campaigns (association_id, association_name, association_address, campaign_message, public_slug, status,
                           is_published, published_at, validated_at, order_deadline, distribution_date)
    select a.id, a.name, g || ' place de la Mairie, 56000 Vannes', 'Message de la campagne numéro ' || g, 'campagne-' || g,
           'published', true, now(), now(),
           -- Distributions spread over the next eight weeks, so that their pick-up weeks differ (decision 051).
           current_date + 9 + g % 56, current_date + 14 + g % 56
    from generate_series(1, ${counts.campaigns}) g
    join (select id, name, row_number() over (order by id) as n from associations) a on a.n = 1 + (g % ${counts.associations})`);
  // Each campaign's sellers, their ids made from the campaign's so that the orders can name them (seedOrders).
  await client.query(`
    insert into sellers (id, campaign_id, code, first_name, group_name, goal_bars)
    select md5(c.id || ':seller:' || k)::uuid, c.id, substr(md5(c.id || ':code:' || k), 1, 12), 'Vendeur ' || k,
           'Classe ' || (k % 5), 20 + k
      from campaigns c cross join generate_series(0, ${SELLERS_PER_CAMPAIGN} - 1) k`);
  await client.query("alter table sales disable trigger sales_notify_change");
  await seedCapacity(client);
}

/** Weeks ahead already full: a home delivery's availability looks past them (docs/product.md#capacity-and-holds). */
const FULL_WEEKS_AHEAD = 3;

/**
 * The workshop's production weeks (decision 051): a capacity per product for every week of the year of orders and
 * the home deliveries' horizon ahead. The next weeks are set full, the one after nearly so. The counters are written
 * as they stand, not by the orders' trigger: the seeded orders name no week, and the reads measured only look up
 * counters, whatever took them.
 */
async function seedCapacity(client: pg.PoolClient) {
  await client.query(`
    insert into capacity_counters (week, product_id, capacity, sold)
    select w.week, p.product_id, 2000,
           case when w.week < date_trunc('week', current_date) then 1800
                when w.week < date_trunc('week', current_date) + ${FULL_WEEKS_AHEAD} * interval '7 days' then 2000
                when w.week = date_trunc('week', current_date) + ${FULL_WEEKS_AHEAD} * interval '7 days' then 1990
                else 0 end
      from generate_series(date_trunc('week', current_date) - interval '52 weeks',
                           date_trunc('week', current_date) + interval '${HOME_DELIVERY_HORIZON_WEEKS} weeks', interval '7 days') as w(week)
     cross join (values ('noir'), ('praline'), ('blanc')) as p(product_id)`);
}

/**
 * Adds orders `from + 1` to `to`, spread evenly over the campaigns and the last year: 10 % pending, 10 % failed, the
 * rest paid, of which 1 % partly refunded (one bar) and 0,5 % wholly refunded; 30 % delivered at home; 10 % with a
 * donation. Paid orders older than two days are shipped or delivered to the association (then handed over a week
 * later), so only the last two days' are still to prepare. Each order becomes payable 14 days after that; a
 * campaign's payout of each month covers what became payable in the month before it.
 */
export async function seedOrders(client: pg.PoolClient, from: number, to: number, campaigns: number) {
  // Every campaign's monthly payouts, made before the orders that name them; those left covering nothing go below.
  await client.query(`
    insert into payout_batches (id, message_id, idempotency_key, execution_date, debtor_name, debtor_iban, debtor_bic, created_at)
    select md5('batch:' || k)::uuid, 'BENCH-' || k, 'bench-batch-' || k, (now() - k * interval '30 days' + interval '1 day')::date,
           'Boutique Solidaire', '${IBAN}', 'AGRIFRPPXXX', now() - k * interval '30 days'
      from generate_series(1, ${PAYOUT_MONTHS}) k
    on conflict do nothing`);
  await client.query(`
    insert into payouts (id, batch_id, association_id, campaign_id, amount_cents, status, creditor_name, creditor_iban,
                         creditor_bic, paid_on, bank_reference, created_at, updated_at)
    select md5(c.id || ':' || k)::uuid, md5('batch:' || k)::uuid, c.association_id, c.id, 1,
           case when k = 1 then 'generated' else 'paid' end, c.association_name, '${IBAN}', 'AGRIFRPPXXX',
           case when k > 1 then (now() - k * interval '30 days' + interval '2 days')::date end,
           case when k > 1 then 'VIR-' || k || '-' || left(c.id::text, 8) end,
           now() - k * interval '30 days', now() - k * interval '30 days'
      from campaigns c cross join generate_series(1, ${PAYOUT_MONTHS}) k
    on conflict (id) do nothing`);

  await client.query(`
    insert into sales (order_reference, campaign_id, association_id, amount_total, delivery_fee, status, customer_name,
                       customer_email, items, bars_count, donation_cents, delivery_mode, delivery_address, delivery_postal_code,
                       delivery_city, fulfilment_status, fulfilled_at, refunded_cents, refunded_bars, payout_id, payment_provider,
                       payment_method, cheque_number, paid_at, created_at, seller_id)
    select 'BS-' || lpad(to_hex(n), 8, '0'), campaign_id, association_id,
           (bars_cents + fee + donation) / 100.0, fee / 100.0, status, 'Client ' || n, 'client' || n || '@exemple.fr',
           jsonb_build_array(jsonb_build_object('product_id', 'noir', 'name', 'Chocolat Noir', 'unit_price_eur', '8.00', 'quantity', noir))
             || case when praline > 0 then jsonb_build_array(jsonb_build_object('product_id', 'praline', 'name', 'Chocolat Amandes',
                  'unit_price_eur', '9.00', 'quantity', praline)) else '[]' end
             || case when blanc > 0 then jsonb_build_array(jsonb_build_object('product_id', 'blanc', 'name', 'Chocolat Blanc',
                  'unit_price_eur', '7.00', 'quantity', blanc)) else '[]' end
             || case when donation > 0 then jsonb_build_array(jsonb_build_object('product_id', 'don', 'name', 'Don',
                  'unit_price_eur', to_char(donation / 100.0, 'FM990.00'), 'quantity', 1)) else '[]' end,
           bars, donation, case when home then 'home_delivery' else 'pickup' end,
           case when home then (n % 200) || ' rue des Lilas' end, case when home then '56000' end, case when home then 'Vannes' end,
           case when fulfilled_at is null then 'to_prepare' when home then 'shipped'
                when created_at < now() - interval '9 days' then 'handed_over' else 'delivered_to_association' end,
           fulfilled_at,
           case status when 'partially_refunded' then 800 when 'refunded' then bars_cents + fee + donation else 0 end,
           case status when 'partially_refunded' then 1 when 'refunded' then bars else 0 end,
           case when fulfilled_at is not null and months >= 1 and not paper then md5(campaign_id || ':' || least(months, ${PAYOUT_MONTHS}))::uuid end,
           case when settled and not paper then 'simulated' end,
           case when not paper then 'card' when h % 2 = 0 then 'cash' else 'cheque' end,
           case when paper and h % 2 = 1 then (h % 10000000)::text end,
           case when settled then created_at end, created_at,
           -- Three orders in four for one of the campaign's sellers (docs/product.md#sellers), the rest without one.
           case when (h / 3) % 4 <> 0 then md5(campaign_id || ':seller:' || ((h / 11) % ${SELLERS_PER_CAMPAIGN}))::uuid end
    from (
      select *, case when settled and created_at < now() - interval '2 days' then created_at + interval '2 days' end as fulfilled_at,
             floor(extract(epoch from now() - created_at - interval '${2 + PAYOUT_DELAY_DAYS} days') / (30 * 86400))::int as months
        from (
          select *, noir + praline + blanc as bars, 800 * noir + 900 * praline + 700 * blanc as bars_cents,
                 case when home then ${HOME_DELIVERY_FEE_CENTS} else 0 end as fee,
                 status in ('paid', 'partially_refunded', 'refunded') as settled,
                 -- One order in twenty picked up is a paper order paid in cash or by cheque (docs/product.md#paper-orders).
                 (not home and status = 'paid' and (h / 7) % 20 = 3) as paper
            from (
              select ${from} + g as n, h, c.id as campaign_id, c.association_id,
                     now() - (g::bigint * 31536000 / ${to - from}) * interval '1 second' as created_at,
                     case when g % 10 = 0 then 'pending' when g % 10 = 1 then 'failed'
                          when (h / 100) % 200 = 23 then 'refunded' when (h / 100) % 100 = 17 then 'partially_refunded'
                          else 'paid' end as status,
                     h % 10 < 3 as home,
                     case when (h / 10) % 10 = 0 then 500 * (1 + (h / 1000) % 3) else 0 end as donation,
                     1 + (h / 10000) % 3 as noir, (h / 30000) % 3 as praline, (h / 90000) % 2 as blanc
                from (select g, hashint4(g)::bigint + 2147483648 as h from generate_series(1, ${to - from}) g) r
                join (select id, association_id, row_number() over (order by public_slug) - 1 as n from campaigns) c
                  on c.n = (g / 10) % ${campaigns}
            ) base
        ) priced
    ) o`);

  // Each refunded order's refund, taken from the parts the way orders/refund-attribution.ts does, in its payout.
  const share = (bars: string) => `((${bars}) * ${ASSOCIATION_SHARE_PERCENT} + 50) / 100`;
  const barsCents = `round(s.amount_total * 100)::int - round(s.delivery_fee * 100)::int - s.donation_cents`;
  await client.query(`
    insert into refunds (sale_id, amount_cents, bars, lines, bars_cents, donation_cents, delivery_cents, share_cents, payout_id,
                         reason, status, provider, provider_refund_id, idempotency_key, created_at, settled_at)
    select s.id, s.refunded_cents, s.refunded_bars,
           case when s.status = 'refunded'
                then (select jsonb_agg(jsonb_build_object('product_id', l->>'product_id', 'quantity', (l->>'quantity')::int))
                        from jsonb_array_elements(s.items) l)
                else '[{"product_id": "noir", "quantity": 1}]' end,
           case when s.status = 'refunded' then ${barsCents} else 800 end,
           case when s.status = 'refunded' then s.donation_cents else 0 end,
           case when s.status = 'refunded' then round(s.delivery_fee * 100)::int else 0 end,
           case when s.status = 'refunded' then ${share(barsCents)} else ${share("800")} end,
           s.payout_id, case when s.status = 'refunded' then 'Commande annulée' else 'Tablette cassée' end, 'succeeded',
           'simulated', 're_bench_' || s.order_reference, 'bench-' || s.order_reference,
           s.created_at + least(interval '1 day', (now() - s.created_at) / 2), s.created_at + least(interval '1 day', (now() - s.created_at) / 2)
      from sales s
     where s.status in ('partially_refunded', 'refunded') and s.order_reference > 'BS-' || lpad(to_hex(${from}), 8, '0')`);

  // What each payout sent: its orders' share and donations less its refunds'. One covering nothing is taken back.
  await client.query(`
    create temp table payout_due as
    select p.id, coalesce(o.cents, 0) - coalesce(r.cents, 0) as cents
      from payouts p
      left join (select payout_id, sum(((${barsCents}) * ${ASSOCIATION_SHARE_PERCENT} + 50) / 100 + s.donation_cents) as cents
                   from sales s where s.payout_id is not null group by payout_id) o on o.payout_id = p.id
      left join (select payout_id, sum(share_cents + donation_cents) as cents from refunds where payout_id is not null group by payout_id) r
        on r.payout_id = p.id`);
  await client.query("update payouts p set amount_cents = d.cents from payout_due d where d.id = p.id and d.cents > 0");
  await client.query("update refunds set payout_id = null where payout_id in (select id from payout_due where cents <= 0)");
  await client.query("update sales set payout_id = null where payout_id in (select id from payout_due where cents <= 0)");
  await client.query("delete from payouts where id in (select id from payout_due where cents <= 0)");
  await client.query("delete from payout_batches b where not exists (select 1 from payouts p where p.batch_id = b.id)");
  await client.query("drop table payout_due");
  // Steady state: autovacuum would have set the visibility map that index-only scans rely on.
  await client.query("vacuum analyze sales, refunds, payouts, payout_batches");
}
