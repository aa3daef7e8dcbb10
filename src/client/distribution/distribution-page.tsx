import { useState } from "react";
import { useSearchParams } from "react-router";
import { FileDown, FileSpreadsheet } from "lucide-react";
import type { Distribution, DistributionOrder } from "../../shared/distribution-responses";
import { normalizeReference, referenceFromScan } from "../../shared/distribution-rules";
import { errorCatalogue } from "../../shared/errors";
import { CampaignPageData, useCampaignPage } from "../components/campaign-page/campaign-page-context";
import { Button } from "../components/ui/button";
import { Card } from "../components/ui/card";
import { Input } from "../components/ui/input";
import { Label } from "../components/ui/label";
import { distributionFileUrl, useDistribution } from "./distribution-api";
import { DistributionList, searchGroups } from "./distribution-list";
import { barsText, failedOutcome, handedOverOutcome, NOT_AN_ORDER_CODE, undoneOutcome, type HandOverOutcome } from "./distribution-texts";
import { HandOverBar } from "./hand-over-bar";
import { useHeldHandOvers } from "./use-held-hand-overs";

// /distribution/:campaignId (docs/product.md#distribution-list, #handing-over): the distribution day on a phone held
// in one hand. The count at the top, a search, the list with 'Remettre', and at the bottom 'Scanner un code' with the
// last outcome in large. `?remise={reference}` (from a QR code's link) opens that order, to confirm. Every hand-over
// waits a few seconds with 'Annuler' before it is sent (decision 041).

export function DistributionPage() {
  const { campaign } = useCampaignPage();
  const query = useDistribution(campaign.id);
  return <CampaignPageData query={query}>{(distribution) => <DistributionDay distribution={distribution} />}</CampaignPageData>;
}

/** The list read: the count, the search, the list, and the bar that hands orders over. */
function DistributionDay({ distribution }: { distribution: Distribution }) {
  const [params, setParams] = useSearchParams();
  const [outcome, setOutcome] = useState<HandOverOutcome | null>(null);
  const held = useHeldHandOvers(distribution.campaign.id, {
    onAnswer: (answer) => setOutcome(handedOverOutcome(answer)),
    onFailure: (error, reference) => setOutcome(failedOutcome(error, reference)),
  });
  const [search, setSearch] = useState("");

  const linked = normalizeReference(params.get("remise") ?? "");
  const forget = () =>
    setParams(
      (current) => {
        current.delete("remise");
        return current;
      },
      { replace: true },
    );

  /** Held a few seconds for 'Annuler' ('Réessayer' sends at once); the list changes only with the server's answer. */
  const send = (reference: string, delay?: number) => {
    if (linked) forget();
    if (held.hold(reference, delay)) setOutcome(null);
  };
  const undo = (reference: string) => {
    if (held.undo(reference)) setOutcome(undoneOutcome(reference));
  };
  const onScanned = (text: string) => {
    const reference = referenceFromScan(text);
    if (reference) send(reference);
    else setOutcome({ tone: "error", title: NOT_AN_ORDER_CODE });
  };

  const orders = distribution.groups.flatMap((group) => group.orders);
  const waiting = held.waiting.map((entry) => ({
    ...entry,
    order: orders.find((order) => order.reference === entry.reference) ?? null,
  }));
  const opened = linked ? orders.find((order) => order.reference === linked) : undefined;
  // A link to an order handed over already, or not in this list, says so at once.
  const linkOutcome: HandOverOutcome | null =
    linked && !opened
      ? { tone: "error", title: errorCatalogue.ORDER_NOT_IN_CAMPAIGN.message, detail: `Commande ${linked}` }
      : opened?.fulfilment_status === "handed_over"
        ? handedOverOutcome({ order: opened, changed: false, already_handed_over_at: opened.handed_over_at, handed_over_by: null })
        : null;
  const toConfirm: DistributionOrder | null = opened && !linkOutcome && !held.pending.has(opened.reference) ? opened : null;
  return (
    <>
      <DistributionView
        distribution={distribution}
        search={search}
        onSearch={setSearch}
        pending={held.pending}
        onHandOver={(order) => send(order.reference)}
      />
      <HandOverBar
        outcome={outcome ?? linkOutcome}
        toConfirm={toConfirm}
        waiting={waiting}
        pending={held.pending}
        onHandOver={(reference) => send(reference)}
        onRetry={(reference) => send(reference, 0)}
        onUndo={undo}
        onScanned={onScanned}
        onDismiss={() => {
          setOutcome(null);
          if (linked) forget();
        }}
      />
    </>
  );
}

type ViewProps = {
  distribution: Distribution;
  search: string;
  onSearch: (value: string) => void;
  /** The references held or on their way: their 'Remettre' is not pressed again. */
  pending: ReadonlySet<string>;
  onHandOver: (order: DistributionOrder) => void;
};

function DistributionView({ distribution, search, onSearch, pending, onHandOver }: ViewProps) {
  const { counts, bars } = distribution;
  const groups = searchGroups(distribution.groups, search);
  return (
    <div className="flex flex-col gap-5">
      <div className="rounded-2xl bg-peach-light p-4 text-center">
        <p aria-live="polite" className="font-display text-4xl font-bold text-chocolate tabular-nums">
          Remises : {counts.handed_over} / {counts.total}
        </p>
        <p className="mt-1 text-sm text-muted">
          {barsText(bars.handed_over)} remises sur {bars.total}
        </p>
      </div>
      {counts.total === 0 ? (
        <Card className="p-6">
          <p className="text-ink">Aucune commande à retirer pour le moment.</p>
        </Card>
      ) : (
        <>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="distribution-search">Rechercher un nom ou une référence</Label>
            <Input
              id="distribution-search"
              type="search"
              autoComplete="off"
              enterKeyHint="search"
              value={search}
              onChange={(event) => onSearch(event.target.value)}
            />
          </div>
          {groups.length === 0 ? (
            <p className="text-ink">Aucune commande ne correspond à « {search.trim()} ».</p>
          ) : (
            <DistributionList groups={groups} pending={pending} onHandOver={onHandOver} />
          )}
        </>
      )}
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button asChild variant="outline">
          <a href={distributionFileUrl(distribution.campaign.id, "pdf")} download>
            <FileDown aria-hidden="true" />
            Télécharger la liste (PDF)
          </a>
        </Button>
        <Button asChild variant="outline">
          <a href={distributionFileUrl(distribution.campaign.id, "csv")} download>
            <FileSpreadsheet aria-hidden="true" />
            Exporter (CSV)
          </a>
        </Button>
      </div>
    </div>
  );
}
