import type { CampaignCard } from "../../shared/campaign";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "../components/ui/sheet";
import { CampaignSalesPanel } from "./campaign-sales-panel";

type SalesDrawerProps = {
  campaign: CampaignCard;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** docs/product.md#sales-drawer: the panel (src/client/sales) is mounted only while open, with its live stream. */
export function SalesDrawer({ campaign, open, onOpenChange }: SalesDrawerProps) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent>
        <SheetHeader>
          <SheetTitle>Détail des ventes</SheetTitle>
          <SheetDescription>Consultez toutes les ventes réalisées pour cette boutique</SheetDescription>
        </SheetHeader>
        <CampaignSalesPanel campaignId={campaign.id} />
      </SheetContent>
    </Sheet>
  );
}
