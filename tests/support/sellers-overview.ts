import { sellerSchema, sellersOverviewSchema, type Seller, type SellersOverview } from "../../src/shared/sellers-responses";
import { fixture } from "./client-fixtures";

// The 'Vendeurs' page's read (GET /api/campaigns/:id/sellers), as its tests build it: sellers of the campaign at
// /c/ecole-jules-ferry, nothing sold unless a test says so.

/** A seller as the server sends it; `fields` gives who it is and what differs. */
export const seller = (fields: Partial<Seller> & Pick<Seller, "id" | "code" | "first_name">): Seller =>
  fixture(sellerSchema, {
    group_name: null,
    goal_bars: null,
    is_minor: false,
    parental_consent_at: null,
    link: `https://boutique.example/c/ecole-jules-ferry/v/${fields.code}`,
    created_at: "2025-03-01T09:00:00.000Z",
    bars: 0,
    amount_cents: 0,
    orders: 0,
    ...fields,
  });

/** The overview of `sellers`: no group, no sale without a seller, no leaderboard, unless `extra` says. */
export const overviewOf = (sellers: Seller[], extra: Partial<SellersOverview> = {}): SellersOverview =>
  fixture(sellersOverviewSchema, {
    sellers,
    groups: [],
    without_seller: { bars: 0, amount_cents: 0, orders: 0 },
    leaderboard_enabled: false,
    delete_on: null,
    ...extra,
  });
