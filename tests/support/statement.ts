import type { StatementPaperOrders } from "../../src/shared/statement";

// A campaign statement's parts as the tests of its page and of its PDF give them.

/** The paper orders of a statement when the campaign has none: every count and amount at zero. */
export const noPaperOrders: StatementPaperOrders = {
  cash: { count: 0, held_cents: 0 },
  cheque: { count: 0, held_cents: 0 },
  next_payout: { count: 0, held_cents: 0, due_cents: 0 },
  cancelled_after_payout: { count: 0, due_cents: 0 },
  awaiting_confirmation: { count: 0, amount_cents: 0 },
};
