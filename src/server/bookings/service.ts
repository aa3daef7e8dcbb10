import { and, eq, gt, gte, inArray, ne, sql } from "drizzle-orm";
import { BOOKING_MINUTES, type Booking, type BookingSlot } from "../../shared/booking";
import { AppError } from "../../shared/errors";
import type { Db } from "../db/client";
import { bookings, user } from "../db/schema";
import { isUniqueViolation } from "../lib/database-errors";
import { queueMail } from "../mail/outbox";
import { bookingConfirmationMail } from "./booking-mail";
import { calendarInvitation } from "./ics";
import { candidateSlots, isCandidateSlot, type OpeningHours } from "./slots";
import { CALL_LENGTH } from "../../shared/call-length";

const toBooking = (row: typeof bookings.$inferSelect): Booking => ({
  id: row.id,
  campaign_id: row.campaign_id,
  starts_at: row.starts_at.toISOString(),
  ends_at: row.ends_at.toISOString(),
});

/** Open slots: the opening hours minus the slots already booked. */
export async function listFreeSlots(db: Db, { hours, now }: { hours: OpeningHours; now: Date }): Promise<BookingSlot[]> {
  const candidates = candidateSlots(hours, now);
  if (candidates.length === 0) return [];
  const taken = await db
    .select({ starts_at: bookings.starts_at })
    .from(bookings)
    .where(and(eq(bookings.status, "booked"), gte(bookings.starts_at, new Date(candidates[0].starts_at))));
  const takenSet = new Set(taken.map((t) => t.starts_at.toISOString()));
  return candidates.filter((slot) => !takenSet.has(slot.starts_at));
}

export async function getCampaignBooking(db: Db, campaignId: string): Promise<Booking | null> {
  const [row] = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.campaign_id, campaignId), eq(bookings.status, "booked")))
    .limit(1);
  return row ? toBooking(row) : null;
}

/**
 * Calls still to come that one account may hold at once, all its campaigns together: a throw-away draft per slot
 * could otherwise take the whole calendar. BOOKING_LIMIT's message says 2.
 */
export const MAX_FUTURE_CALLS_PER_USER = 2;

type BookOptions = {
  user: { id: string; email: string };
  /** The campaign the route loaded for a member of its association. */
  campaign: { id: string; association_name: string };
  startsAt: Date;
  /** The number the team calls. */
  phone: string;
  hours: OpeningHours;
  now: Date;
  publicUrl: string;
  organizerEmail: string;
};

/**
 * Books the call for a campaign (moving an earlier booking of the same campaign). The partial unique index on
 * booked start times is what makes a slot impossible to take twice, even between two servers.
 */
export async function bookCall(db: Db, options: BookOptions): Promise<Booking> {
  const { campaign } = options;
  if (!isCandidateSlot(options.hours, options.now, options.startsAt)) throw new AppError("SLOT_UNAVAILABLE");
  const endsAt = new Date(options.startsAt.getTime() + BOOKING_MINUTES * 60_000);
  try {
    return await db.transaction(async (tx) => {
      // The account's row locked: two bookings at once can't both pass the count.
      await tx.select({ id: user.id }).from(user).where(eq(user.id, options.user.id)).for("update");
      const [{ count }] = await tx
        .select({ count: sql<number>`count(*)::int` })
        .from(bookings)
        .where(
          and(
            eq(bookings.booked_by, options.user.id),
            eq(bookings.status, "booked"),
            gt(bookings.starts_at, options.now),
            // Moving this campaign's call replaces it: it doesn't count.
            ne(bookings.campaign_id, campaign.id),
          ),
        );
      if (count >= MAX_FUTURE_CALLS_PER_USER) throw new AppError("BOOKING_LIMIT");
      await tx
        .update(bookings)
        .set({ status: "cancelled" })
        .where(and(eq(bookings.campaign_id, campaign.id), inArray(bookings.status, ["booked"])));
      const [row] = await tx
        .insert(bookings)
        .values({
          campaign_id: campaign.id,
          booked_by: options.user.id,
          phone: options.phone,
          starts_at: options.startsAt,
          ends_at: endsAt,
        })
        .returning();
      const mail = bookingConfirmationMail({
        associationName: campaign.association_name,
        startsAt: options.startsAt,
        accountUrl: `${options.publicUrl}/compte`,
      });
      const ics = calendarInvitation({
        uid: `${row.id}@boutique-solidaire`,
        startsAt: options.startsAt,
        endsAt,
        summary: `Boutique Solidaire : validation de la boutique de ${campaign.association_name}`,
        description: `Appel de ${CALL_LENGTH} avec l'équipe Boutique Solidaire pour publier la boutique de ${campaign.association_name}.`,
        organizerEmail: options.organizerEmail,
        attendeeEmail: options.user.email,
      });
      await queueMail(tx, {
        to: options.user.email,
        ...mail,
        attachments: [
          {
            filename: "rendez-vous.ics",
            content_type: "text/calendar; charset=utf-8; method=REQUEST",
            content: Buffer.from(ics).toString("base64"),
          },
        ],
      });
      return toBooking(row);
    });
  } catch (error) {
    if (isUniqueViolation(error, "bookings_slot_taken_idx")) throw new AppError("SLOT_TAKEN");
    throw error;
  }
}
