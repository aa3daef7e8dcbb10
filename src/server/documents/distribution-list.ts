import { products as catalogue } from "../../shared/catalogue";
import type { Distribution } from "../../shared/distribution-responses";
import { barsOf, productColumns } from "../../shared/distribution-rules";
import { createPdf, pageHeader, pageNumbers, paragraph, pdfBytes, table, type Column } from "./pdf-document";
import { formatParisDateTime } from "../../shared/paris-time";

// docs/product.md#distribution-list: the list printed for the distribution day, to tick by hand. One line per
// buyer (a square, the name, the order, the bars of each product), 'Remises : n / N' at the top; an order already
// handed over has its square ticked.

const TITLE = "Boutique Solidaire — Liste de distribution";
const BODY_WIDTH = 499; // A4 less the margins of pdf-document.ts

/** 'Chocolat Noir' -> 'Noir': the columns are narrow. */
const shortName = (name: string) => name.replace(/^Chocolat\s+/i, "");

export async function distributionListPdf(distribution: Distribution, options: { printedAt: Date }): Promise<Buffer> {
  const doc = createPdf(TITLE);
  const printedAt = formatParisDateTime(options.printedAt);
  const header = () => pageHeader(doc, TITLE, `${distribution.campaign.name} · imprimée le ${printedAt}`);
  header();
  const { counts, bars } = distribution;
  doc.font("Helvetica-Bold").fontSize(16).text(`Remises : ${counts.handed_over} / ${counts.total}`);
  doc.moveDown(0.2);
  paragraph(doc, `${bars.total} ${bars.total === 1 ? "tablette" : "tablettes"} au total, dont ${bars.handed_over} déjà remises.`);

  const orders = distribution.groups.flatMap((group) => group.orders);
  if (orders.length === 0) {
    paragraph(doc, "Aucune commande à retirer pour le moment.");
  } else {
    const products = productColumns(
      orders,
      catalogue.map((p) => p.id),
    );
    // The name keeps 120 pt at least; the products share what is left (60 pt each at most: three fit well).
    const fixed = 24 + 92 + 48;
    const productWidth = Math.min(60, Math.floor((BODY_WIDTH - fixed - 120) / Math.max(1, products.length)));
    const nameWidth = BODY_WIDTH - fixed - products.length * productWidth;
    const columns: Column[] = [
      { header: "", width: 24, checkbox: true },
      { header: "Acheteur", width: nameWidth },
      { header: "Commande", width: 92 },
      ...products.map((p) => ({ header: shortName(p.name), width: productWidth, align: "right" as const })),
      { header: "Total", width: 48, align: "right" },
    ];
    table(
      doc,
      columns,
      orders.map((order) => [
        order.fulfilment_status === "handed_over" ? "x" : "",
        order.customer_name,
        order.reference,
        ...products.map((p) => {
          const n = barsOf(order, p.product_id);
          return n === 0 ? "" : String(n);
        }),
        String(order.bars),
      ]),
      { onNewPage: header },
    );
  }
  pageNumbers(doc, { note: `${distribution.campaign.name} · Remises : ${counts.handed_over} / ${counts.total}` });
  return pdfBytes(doc);
}
