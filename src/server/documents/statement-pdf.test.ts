import { writeFileSync } from "node:fs";
import { extractText } from "unpdf";
import { describe, expect, it } from "vitest";
import type { CampaignStatement, StatementMovement } from "../../shared/statement";
import { noPaperOrders } from "../../../tests/support/statement";
import { statementPdf } from "./statement-pdf";

// A statement made by hand, its totals worked out on paper: two orders (one delivered home, with a donation on the
// other), a refund of one bar, one payout executed by the bank.

const statement: CampaignStatement = {
  campaign: { id: "c1", name: "Classe de neige 2025", slug: "classe-de-neige-2025", message: null },
  association: { id: "a1", name: "APE de l'école Jules-Ferry" },
  payout_delay_days: 14,
  computed_at: "2025-03-14T23:30:00Z", // 15 March, 00:30 in Paris
  totals: {
    orders: 2,
    bar_sales_cents: 652_600,
    bar_refunds_cents: 650,
    share_cents: 130_390, // 20 % of 6 526,00 €, less the 1,30 € refunded
    donations_cents: 1_000,
    delivery_fees_cents: 1_290,
    refunds_cents: 650,
    held_by_association_cents: 0,
    paid_out_cents: 80_000,
    in_transfer_cents: 0,
    balance_cents: 51_390,
    payable_cents: 50_000,
  },
  next_payable_on: "2025-03-28",
  orders_to_prepare: 0,
  payouts: [
    {
      id: "p1",
      amount_cents: 80_000,
      status: "paid",
      created_at: "2025-03-01T09:00:00Z",
      paid_on: "2025-03-03",
      bank_reference: "VIR-2025-0042",
    },
  ],
  paper_orders: noPaperOrders,
};

const movement = (m: Partial<StatementMovement> & Pick<StatementMovement, "kind" | "reference" | "label">): StatementMovement => ({
  date: "2025-02-10T10:00:00Z",
  amount_cents: 0,
  bars_cents: 0,
  share_cents: 0,
  donation_cents: 0,
  delivery_cents: 0,
  held_cents: 0,
  due_cents: 0,
  payable_from: null,
  ...m,
});

const movements: StatementMovement[] = [
  movement({
    kind: "order",
    reference: "BS-A0001",
    label: "Gwenaëlle Le Bihan",
    amount_cents: 3_600,
    bars_cents: 2_600,
    share_cents: 520,
    donation_cents: 1_000,
    due_cents: 1_520,
  }),
  movement({
    kind: "order",
    reference: "BS-A0002",
    label: "Hervé Guégan",
    amount_cents: 651_290,
    bars_cents: 650_000,
    share_cents: 130_000,
    delivery_cents: 1_290,
    due_cents: 130_000,
  }),
  movement({
    kind: "refund",
    reference: "BS-A0001",
    label: "Gwenaëlle Le Bihan",
    date: "2025-02-20T12:00:00Z",
    amount_cents: -650,
    bars_cents: -650,
    share_cents: -130,
    due_cents: -130,
  }),
  movement({ kind: "payout", reference: "VIR-2025-0042", label: "Versement (versé)", date: "2025-03-01T09:00:00Z", due_cents: -80_000 }),
];

async function pages(pdf: Buffer) {
  // KEEP_PDF=/tmp/x.pdf keeps the file, to look at it.
  if (process.env.KEEP_PDF) writeFileSync(process.env.KEEP_PDF, pdf);
  // Read back with a PDF library, as a person would read the page; the amounts' spaces may come back as any space.
  const { totalPages, text } = await extractText(new Uint8Array(pdf), { mergePages: false });
  return { totalPages, text: text.map((page) => page.replace(/[\u202f\u00a0]/g, " ")) };
}

describe("statementPdf", () => {
  it("shows the totals in French, the payout and each movement", async () => {
    const { totalPages, text } = await pages(await statementPdf(statement, movements));
    expect(totalPages).toBe(1);
    const page = text[0];
    for (const expected of [
      "Boutique Solidaire — Relevé de campagne",
      "APE de l'école Jules-Ferry",
      "Classe de neige 2025",
      "Établi le 15 mars 2025 à 00:30",
      "Ventes de tablettes",
      "6 526,00 €",
      "-6,50 €",
      "1 303,90 €",
      "10,00 €",
      "12,90 €",
      "Déjà versé",
      "800,00 €",
      "Solde dû",
      "513,90 €",
      "Dont versable aujourd'hui",
      "500,00 €",
      "devient versable 14 jours après son expédition",
      "Prochaine date de versement : 28 mars 2025",
      "03/03/2025",
      "Versé",
      "VIR-2025-0042",
      "BS-A0002",
      "Hervé Guégan",
      "6 512,90 €",
      "Page 1 / 1",
      "chaque montant est détaillé dans l'export CSV des mouvements",
    ]) {
      expect(page).toContain(expected);
    }
    // Nothing is in transfer: no such line in the summary.
    expect(page).not.toContain("Virement en cours");
  });

  it("shows a transfer under way, and no next date when none is known", async () => {
    const inTransfer: CampaignStatement = {
      ...statement,
      totals: { ...statement.totals, in_transfer_cents: 30_000, balance_cents: 21_390, payable_cents: 20_000 },
      next_payable_on: null,
      payouts: [
        ...statement.payouts,
        { id: "p2", amount_cents: 30_000, status: "generated", created_at: "2025-03-14T08:00:00Z", paid_on: null, bank_reference: null },
      ],
    };
    const { text } = await pages(await statementPdf(inTransfer, []));
    expect(text[0]).toContain("Virement en cours");
    expect(text[0]).toContain("300,00 €");
    expect(text[0]).toContain("213,90 €");
    expect(text[0]).toContain("Aucun mouvement pour le moment.");
    expect(text[0]).not.toContain("Prochaine date de versement");
  });

  it("spreads many movements over numbered pages, each with its header", async () => {
    const many = Array.from({ length: 120 }, (_, i) =>
      movement({
        kind: "order",
        reference: `BS-L${String(i + 1).padStart(5, "0")}`,
        label: `Acheteur numéro ${i + 1}`,
        amount_cents: 1_300,
        bars_cents: 1_300,
        share_cents: 260,
        due_cents: 260,
      }),
    );
    const { totalPages, text } = await pages(await statementPdf(statement, many));
    expect(totalPages).toBeGreaterThanOrEqual(3);
    text.forEach((page, i) => {
      expect(page).toContain(`Page ${i + 1} / ${totalPages}`);
      expect(page).toContain("APE de l'école Jules-Ferry");
    });
    // Every page the movements go on to repeats the table's header.
    for (const page of text.slice(1)) expect(page).toContain("Montant payé");
    const all = text.join("\n");
    for (const m of many) expect(all).toContain(m.reference);
  });
});
