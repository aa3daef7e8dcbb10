import { FileDown } from "lucide-react";
import type { SellersOverview } from "../../shared/sellers-responses";
import { Button } from "../components/ui/button";
import { Card } from "../components/ui/card";
import { LeaderboardSwitch } from "./leaderboard-switch";
import { campaignPosterUrl, sellerFlyersUrl } from "./sellers-api";
import { deletionText } from "./sellers-texts";

/** What to print and show: the poster, the sellers' flyers, the leaderboard; and when the sellers' data go. */
export function SharingCard({ campaignId, overview }: { campaignId: string; overview: SellersOverview }) {
  return (
    <Card className="flex flex-col gap-5 p-4 sm:p-6">
      <h2 className="text-xl font-semibold">Partager</h2>
      <div className="flex flex-col gap-2">
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button asChild variant="outline" size="lg">
            <a href={campaignPosterUrl(campaignId)} download>
              <FileDown aria-hidden="true" />
              Affiche (PDF)
            </a>
          </Button>
          <Button asChild variant="outline" size="lg">
            <a href={sellerFlyersUrl(campaignId)} download>
              <FileDown aria-hidden="true" />
              Flyers des vendeurs (PDF)
            </a>
          </Button>
        </div>
        <p className="text-sm text-muted">
          L'affiche A4 mène à la boutique par son QR code. Les flyers, huit par page à découper, portent chacun le prénom et le QR code d'un
          vendeur.
        </p>
      </div>
      <LeaderboardSwitch campaignId={campaignId} enabled={overview.leaderboard_enabled} />
      <p className="rounded-2xl bg-peach-light p-3 text-sm text-ink">{deletionText(overview.delete_on)}</p>
    </Card>
  );
}
