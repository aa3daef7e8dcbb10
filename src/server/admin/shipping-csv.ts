import { CSV_BOM, CSV_RECORD_END, CSV_SEPARATOR, csvNumber, csvText } from "../lib/csv-cells";
import type { ParcelContents } from "../documents/packing-slips";

// docs/product.md#preparation: the home deliveries to prepare, in the columns a French carrier's bulk import reads
// (Colissimo's "import de fichier" and most others map them by name): one line a parcel, weight in kilograms.

const HEADER = ["Nom", "Adresse", "Complément d'adresse", "Code postal", "Ville", "Pays", "Email", "Téléphone", "Poids (kg)", "Référence"];

export const shippingCsvHeader = () => CSV_BOM + HEADER.map(csvText).join(CSV_SEPARATOR) + CSV_RECORD_END;

export function shippingCsvLine(parcel: ParcelContents): string {
  return (
    [
      csvText(parcel.recipient),
      csvText(parcel.address),
      csvText(parcel.address_line2),
      csvText(parcel.postal_code),
      csvText(parcel.city),
      csvText("FR"),
      csvText(parcel.email),
      csvText(parcel.phone),
      csvNumber((parcel.weight_grams / 1000).toFixed(3)),
      csvText(parcel.order_references.join(" ")),
    ].join(CSV_SEPARATOR) + CSV_RECORD_END
  );
}
