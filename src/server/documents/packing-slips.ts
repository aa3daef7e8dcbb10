import type { Parcel } from "../../shared/admin-responses";
import { block, createPdf, pageHeader, pageNumbers, pdfBytes, table } from "./pdf-document";
import { formatParisDateTime } from "../../shared/paris-time";

// docs/product.md#preparation: one page per parcel, what goes in it and, for a campaign's parcel, who gets what.

/** A parcel with its contents: its lines and, for a campaign's parcel, who gets what. */
export type ParcelContents = Parcel & {
  lines: { product_id: string; name: string; bars: number }[];
  buyers: { name: string; reference: string; bars: number }[];
  /** The buyer's address of a home delivery, for the carrier's notices; null for a campaign's parcel. */
  email: string | null;
  /** The phone a home delivery's buyer gave for the carrier, if any. */
  phone: string | null;
};

const TITLE = "Boutique Solidaire — Bon de préparation";

const kg = (grams: number) => `${(grams / 1000).toFixed(2).replace(".", ",")} kg`;

export async function packingSlipsPdf(parcels: ParcelContents[], options: { printedAt: Date }): Promise<Buffer> {
  const doc = createPdf(TITLE);
  const printedAt = formatParisDateTime(options.printedAt);
  if (parcels.length === 0) {
    pageHeader(doc, TITLE, `Imprimé le ${printedAt}`);
    doc.fontSize(12).text("Aucun colis à préparer.");
  }
  parcels.forEach((parcel, index) => {
    if (index > 0) doc.addPage();
    const kind = parcel.kind === "home" ? "Livraison à domicile" : "Colis de la campagne, à retirer à l'association";
    const header = () => pageHeader(doc, TITLE, `Colis ${index + 1} sur ${parcels.length} · ${kind} · imprimé le ${printedAt}`);
    header();
    block(doc, "Destinataire", [
      parcel.recipient,
      parcel.address,
      parcel.address_line2,
      [parcel.postal_code, parcel.city].filter(Boolean).join(" ") || null,
      parcel.phone ? `Tél. ${parcel.phone}` : null,
    ]);
    block(doc, "Campagne", [parcel.campaign_name]);
    table(
      doc,
      [
        { header: "Produit", width: 380 },
        { header: "Tablettes", width: 119, align: "right" },
      ],
      [...parcel.lines.map((line) => [line.name, String(line.bars)]), ["Total", String(parcel.bars)]],
      { onNewPage: header },
    );
    block(doc, "Poids estimé", [`${kg(parcel.weight_grams)} (emballage compris)`]);
    if (parcel.kind === "campaign") {
      doc.font("Helvetica-Bold").fontSize(12).text("À remettre par l'association");
      doc.moveDown(0.4);
      table(
        doc,
        [
          { header: "Acheteur", width: 260 },
          { header: "Commande", width: 150 },
          { header: "Tablettes", width: 89, align: "right" },
        ],
        parcel.buyers.map((buyer) => [buyer.name, buyer.reference, String(buyer.bars)]),
        { onNewPage: header },
      );
    } else {
      block(doc, "Commande", parcel.order_references);
    }
  });
  pageNumbers(doc);
  return pdfBytes(doc);
}
