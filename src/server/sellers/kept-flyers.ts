import { createHash } from "node:crypto";
import type { FlyerCampaign, FlyerSeller } from "../documents/seller-flyers";

// A campaign's sheet of flyers, kept per version of what it prints (decision 027): asked again with the same sellers,
// name, colours, order deadline and pick-up day and place, it is sent from memory rather than drawn again. The version is a hash of the very
// data the flyers are drawn from, read at each request: no announcement to miss, nothing another server process could
// change behind this one's back, so a kept sheet is never out of date. A few sheets at most, the least recently asked
// going first.

/** What the flyers print of the campaign: nothing else changes them. */
export const flyerCampaignOf = (campaign: FlyerCampaign): FlyerCampaign => ({
  association_name: campaign.association_name,
  branding_primary_color: campaign.branding_primary_color,
  branding_secondary_color: campaign.branding_secondary_color,
  order_deadline: campaign.order_deadline,
  distribution_date: campaign.distribution_date,
  distribution_start_time: campaign.distribution_start_time,
  distribution_end_time: campaign.distribution_end_time,
  distribution_place: campaign.distribution_place,
  association_address: campaign.association_address,
});

/** The version of a sheet: a hash of everything drawn on it, the sellers in their order. */
export function flyersVersion(campaign: FlyerCampaign, sellers: FlyerSeller[]): string {
  const printed = [flyerCampaignOf(campaign), sellers.map((s) => [s.firstName, s.groupName, s.url])];
  return createHash("sha256").update(JSON.stringify(printed)).digest("base64url");
}

export type KeptFlyers = {
  /** The sheet of this version: kept, being drawn for another request, or drawn now by `draw`. */
  get(version: string, draw: () => Promise<Buffer>): Promise<Buffer>;
  /** Sheets kept or being drawn. */
  size(): number;
};

// 1 000 sellers make a sheet of about 3 MB.
const MAX_SHEETS = 4;
const MAX_BYTES = 24 * 1024 * 1024;

export function createKeptFlyers(
  limits: { maxSheets: number; maxBytes: number } = { maxSheets: MAX_SHEETS, maxBytes: MAX_BYTES },
): KeptFlyers {
  // A Map iterates in insertion order: the first entry is the least recently asked.
  const sheets = new Map<string, { pdf: Promise<Buffer>; bytes: number }>();
  const trim = () => {
    let bytes = [...sheets.values()].reduce((sum, sheet) => sum + sheet.bytes, 0);
    for (const [version, sheet] of sheets) {
      if (sheets.size <= limits.maxSheets && bytes <= limits.maxBytes) break;
      sheets.delete(version);
      bytes -= sheet.bytes;
    }
  };
  return {
    get(version, draw) {
      const kept = sheets.get(version);
      if (kept) {
        sheets.delete(version);
        sheets.set(version, kept);
        return kept.pdf;
      }
      const sheet = { pdf: draw(), bytes: 0 };
      sheets.set(version, sheet);
      sheet.pdf.then(
        (pdf) => {
          sheet.bytes = pdf.byteLength;
          trim();
        },
        // A sheet that could not be drawn is not kept: the next request tries again.
        () => {
          if (sheets.get(version) === sheet) sheets.delete(version);
        },
      );
      trim();
      return sheet.pdf;
    },
    size: () => sheets.size,
  };
}
