import { HandHeart, ShoppingBag } from "lucide-react";
import type { PublicCampaign } from "../../../shared/campaign";
import { LOGO_SIDE, srcSetOf } from "../../../shared/image-variants";
import { Button } from "../../components/ui/button";
import { initials } from "./campaign-display";

type CampaignHeaderProps = {
  campaign: PublicCampaign;
  cartCount: number;
  onOpenCart: () => void;
  onDonate: () => void;
  /** After the order deadline (docs/product.md#campaign-dates): no donation either. */
  ordersClosed?: boolean;
};

/** docs/product.md#campaign-page: logo or two-letter initials, association name, 'Faire un don', 'Panier (count)'. */
export function CampaignHeader({ campaign, cartCount, onOpenCart, onDonate, ordersClosed = false }: CampaignHeaderProps) {
  return (
    <header className="sticky top-0 z-40 border-b border-line/60 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/80">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-3 px-4 sm:px-6">
        {campaign.logo_url ? (
          // The name is written beside it, so the logo itself adds nothing for a screen reader. Its 1x and 2x variants
          // (decision 043) spare a phone the 512 px original.
          <img
            src={campaign.logo_url}
            srcSet={srcSetOf(campaign.logo_url)}
            alt=""
            width={LOGO_SIDE}
            height={LOGO_SIDE}
            className="size-10 shrink-0 rounded-full bg-white object-cover ring-1 ring-line"
          />
        ) : (
          <span
            aria-hidden="true"
            className="grid size-10 shrink-0 place-items-center rounded-full bg-(--campaign-primary) text-sm font-bold tracking-wide text-(--campaign-on-primary)"
          >
            {initials(campaign.association_name)}
          </span>
        )}
        <p className="line-clamp-2 min-w-0 font-display text-base leading-tight font-semibold text-chocolate sm:text-lg">
          {campaign.association_name}
        </p>
        <div className="ml-auto flex shrink-0 items-center gap-2">
          {/* On a phone the heart alone, so that the association's name keeps its room. */}
          <Button
            variant="outline"
            size="sm"
            className="w-9 px-0 sm:w-auto sm:px-4"
            onClick={onDonate}
            aria-haspopup="dialog"
            title="Faire un don"
            disabled={ordersClosed}
          >
            <HandHeart aria-hidden="true" />
            <span className="sr-only sm:not-sr-only">Faire un don</span>
          </Button>
          <Button size="sm" variant="campaign" className="px-3 sm:px-4" onClick={onOpenCart} aria-haspopup="dialog">
            <ShoppingBag aria-hidden="true" />
            Panier ({cartCount})
          </Button>
        </div>
      </div>
    </header>
  );
}
