import { Download, QrCode } from "lucide-react";
import type { Seller } from "../../shared/sellers-responses";
import { Button } from "../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "../components/ui/dialog";
import { sellerQrUrl } from "./sellers-api";

/** A name for the downloaded file that any system accepts: 'qr-lea-cm2.svg'. */
const qrFileName = (seller: Seller) =>
  `qr-${[seller.first_name, seller.group_name ?? ""]
    .join("-")
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")}.svg`;

/** The seller's QR code, loaded only when asked for (a class is thirty images), to show on a screen or download. */
export function SellerQrDialog({ campaignId, seller }: { campaignId: string; seller: Seller }) {
  const url = sellerQrUrl(campaignId, seller.id);
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline" className="lg:h-9 lg:px-3" aria-label={`QR code de ${seller.first_name}`}>
          <QrCode aria-hidden="true" />
          QR code
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-sm">
        <DialogHeader>
          <DialogTitle>QR code de {seller.first_name}</DialogTitle>
          <DialogDescription>Scanné avec un téléphone, il ouvre la boutique par le lien de {seller.first_name}.</DialogDescription>
        </DialogHeader>
        <img
          src={url}
          alt={`QR code du lien de ${seller.first_name}`}
          width={240}
          height={240}
          className="mx-auto aspect-square w-full max-w-60 bg-white"
        />
        <p className="mt-3 text-center text-xs break-all text-muted">{seller.link}</p>
        <Button asChild variant="default" size="lg" className="mt-4 w-full">
          <a href={url} download={qrFileName(seller)}>
            <Download aria-hidden="true" />
            Télécharger le QR code
          </a>
        </Button>
      </DialogContent>
    </Dialog>
  );
}
