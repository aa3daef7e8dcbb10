import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { selectRows } from "../db/raw-rows";
import { startBackgroundJob } from "../lib/background-job";
import { deleteExpiredSellers } from "../sellers/service";

// What the privacy policy says we keep, and for how long (src/client/marketing/legal/privacy-processing.tsx,
// docs/product.md#privacy), deleted on schedule by the server itself: nothing waits for an operator to remember.

/** A copy of a mail sent (or given up on) is kept 12 months after it left ('E-mails envoyés'). */
export const MAIL_COPY_RETENTION_MONTHS = 12;
/**
 * A used confirmation link is remembered so that it works once; the link itself stops working after a day (Better
 * Auth's signed token): a month later the record serves nothing.
 */
export const CONSUMED_TOKEN_RETENTION_DAYS = 30;
/**
 * An invitation is deleted this long after it ended (accepted, revoked, or expired 7 days after it was sent); the
 * address of someone who never joined goes with it from the team's history ('Personnes invitées').
 */
export const ENDED_INVITATION_RETENTION_DAYS = 30;
/** A newsletter sign-up never confirmed, and an address unsubscribed, are deleted this long after ('Newsletter'). */
export const NEWSLETTER_LAPSED_RETENTION_DAYS = 30;

/** A paper order's address never confirmed: its request is kept this long after its link expired, then deleted. */
export const UNCONFIRMED_ADDRESS_RETENTION_DAYS = 30;

/**
 * A home delivery's phone number serves the carrier only: it is erased this long after the parcel left the workshop
 * (the order itself, a piece of accounts, stays its 10 years).
 */
export const BUYER_PHONE_RETENTION_MONTHS = 3;

const PURGE_EVERY_MS = 6 * 3600 * 1000;

type Counts = Record<string, number>;

async function countDeleted(db: Db, query: ReturnType<typeof sql>): Promise<number> {
  return (await selectRows<{ n: number | string }>(db, sql`with gone as (${query} returning 1) select count(*) as n from gone`)).map(
    (row) => Number(row.n),
  )[0];
}

/**
 * Deletes what has outlived its period at `now`: mail copies (not a mail still being tried), expired sessions (with
 * their address and browser) and expired sign-in links, used confirmation links, the sellers of ended campaigns,
 * ended invitations (and a non-member's address in the team's history), lapsed newsletter sign-ups and unsubscribed
 * addresses, the phone numbers of home deliveries shipped long ago, and the confirmation requests of paper orders'
 * addresses never confirmed.
 */
export async function deleteExpiredPersonalData(db: Db, now: Date): Promise<Counts> {
  const at = now.toISOString();
  return {
    mails: await countDeleted(
      db,
      sql`delete from mail_outbox
           where status in ('sent', 'failed')
             and coalesce(sent_at, created_at) < ${at}::timestamptz - make_interval(months => ${MAIL_COPY_RETENTION_MONTHS}::int)`,
    ),
    sessions: await countDeleted(db, sql`delete from session where expires_at < ${at}::timestamptz`),
    links: await countDeleted(db, sql`delete from verification where expires_at < ${at}::timestamptz`),
    usedLinks: await countDeleted(
      db,
      sql`delete from consumed_tokens
           where consumed_at < ${at}::timestamptz - make_interval(days => ${CONSUMED_TOKEN_RETENTION_DAYS}::int)`,
    ),
    sellers: await deleteExpiredSellers(db, now),
    invitations: await deleteEndedInvitations(db, at),
    newsletter: await countDeleted(
      db,
      sql`delete from newsletter_subscribers
           where (status = 'pending' and created_at < ${at}::timestamptz - make_interval(days => ${NEWSLETTER_LAPSED_RETENTION_DAYS}::int))
              or (status = 'unsubscribed'
                  and coalesce(unsubscribed_at, created_at) < ${at}::timestamptz - make_interval(days => ${NEWSLETTER_LAPSED_RETENTION_DAYS}::int))`,
    ),
    // docs/product.md#buyer-addresses: a confirmed request is the proof of consent and stays with its order.
    buyerPhones: await countDeleted(
      db,
      sql`update sales set customer_phone = null
           where customer_phone is not null
             and fulfilled_at < ${at}::timestamptz - make_interval(months => ${BUYER_PHONE_RETENTION_MONTHS}::int)`,
    ),
    unconfirmedAddresses: await countDeleted(
      db,
      sql`delete from buyer_email_confirmations
           where confirmed_at is null
             and expires_at < ${at}::timestamptz - make_interval(days => ${UNCONFIRMED_ADDRESS_RETENTION_DAYS}::int)`,
    ),
  };
}

/**
 * Invitations ended ENDED_INVITATION_RETENTION_DAYS ago. For one never accepted, the invited address is erased from the
 * team's history rows that name it (sent, revoked), in the same statement; a member's own address stays with them.
 */
async function deleteEndedInvitations(db: Db, at: string): Promise<number> {
  const ended = sql`coalesce(accepted_at, revoked_at, expires_at)`;
  const rows = await selectRows<{ n: number | string }>(
    db,
    sql`with gone as (
          delete from invitations
           where (accepted_at is not null or revoked_at is not null or expires_at <= ${at}::timestamptz)
             and ${ended} < ${at}::timestamptz - make_interval(days => ${ENDED_INVITATION_RETENTION_DAYS}::int)
          returning id, accepted_at
        ), erased as (
          update team_events set subject_email = null
           where kind in ('invited', 'invitation_revoked')
             and details ->> 'invitation_id' in (select id::text from gone where accepted_at is null)
          returning 1
        )
        select (select count(*) from gone) as n, (select count(*) from erased) as erased`,
  );
  return Number(rows[0].n);
}

type Log = { warn(obj: object, msg: string): void; info(obj: object, msg: string): void };

/** Runs the deletions at start and every six hours, in the background of the server; returns how to stop them. */
export function startPrivacyRetention(db: Db, log: Log) {
  return startBackgroundJob({
    name: "privacy-retention",
    run: async () => {
      const counts = await deleteExpiredPersonalData(db, new Date());
      const deleted = Object.fromEntries(Object.entries(counts).filter(([, count]) => count > 0));
      if (Object.keys(deleted).length > 0) log.info({ deleted }, "personal data deleted at the end of its period");
    },
    everyMs: PURGE_EVERY_MS,
    onError: (err) => log.warn({ err }, "personal data retention failed"),
  });
}
