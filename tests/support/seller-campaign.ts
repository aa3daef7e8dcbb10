import type { PublicCampaign } from "../../src/shared/campaign";
import { publicCampaignSchema } from "../../src/shared/campaign-responses";
import { publicSellerSchema } from "../../src/shared/sellers-responses";
import { demoCampaign } from "../../src/client/shop/demo/demo-data";
import { fixture } from "./client-fixtures";

// The public campaign page of the sellers' tests (docs/product.md#sellers): the demo campaign at one address, a
// seller's link to it, the seller the link names, and a stand-in for the page's amount-raised stream.

export const sellerCampaignSlug = "ecole-des-pins";
export const sellerCode = "k7m2p9qa";

/** The seller of `sellerCode`, as GET /api/campaigns/by-slug/:slug/sellers/:code sends her. */
export const lea = fixture(publicSellerSchema, {
  id: "5b0c4d2e-1f3a-4b5c-8d6e-7f8091a2b3c4",
  first_name: "Léa",
  group_name: "CM2",
  goal_bars: 30,
  bars: 12,
  orders: 5,
});

let campaigns = 0;
/**
 * The demo campaign at `sellerCampaignSlug`, with `changes`, and a new id (`c-{name}-{n}`) at each call: the page's
 * modules keep one cart store per campaign for the whole run, so each test has its own campaign.
 */
export function sellerCampaign(name: string, changes: Partial<PublicCampaign> = {}): PublicCampaign {
  campaigns += 1;
  return fixture(publicCampaignSchema, { ...demoCampaign, id: `c-${name}-${campaigns}`, public_slug: sellerCampaignSlug, ...changes });
}

/** The amount-raised stream (EventSource), pushed by the test. */
export class FakeEventSource {
  static last: FakeEventSource | null = null;
  private listeners = new Map<string, (event: MessageEvent<string>) => void>();
  constructor(readonly url: string) {
    FakeEventSource.last = this;
  }
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, listener);
  }
  close() {}
  push(amount: number) {
    this.listeners.get("raised")?.({ data: JSON.stringify({ amount_raised_eur: amount }) } as MessageEvent<string>);
  }
}
