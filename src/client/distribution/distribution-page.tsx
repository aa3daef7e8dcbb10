import { useState } from "react";
import { useSearchParams } from "react-router";
import { FileDown, FileSpreadsheet } from "lucide-react";
import type { Distribution, DistributionOrder } from "../../shared/distribution-responses";
import { useAuth } from "../session/auth-context";
import { normalizeReference, referenceFromScan } from "../../shared/distribution-rules";
import { errorCatalogue } from "../../shared/errors";
import { CampaignPageData, useCampaignPage } from "../components/campaign-page/campaign-page-context";
import { Button } from "../components/ui/button";
import { Card } from "../components/ui/card";
import { Input } from "../components/ui/input";
import { Label } from "../components/ui/label";
import { distributionFileUrl, useDistribution, type ShownDistribution } from "./distribution-api";
import { DistributionCount } from "./distribution-count";
import { DistributionList, searchGroups } from "./distribution-list";
import { handedOverOutcome, NOT_AN_ORDER_CODE, refusedOutcome, undoneOutcome, type HandOverOutcome } from "./distribution-texts";
import { HandOverBar } from "./hand-over-bar";
import { useOfflineShell } from "./offline-shell";
import { useBrowserOnline } from "./use-online";
import { useHeldHandOvers } from "./use-held-hand-overs";

// /distribution/:campaignId (docs/product.md#distribution-list, #handing-over): the distribution day on a phone held
// in one hand. Whether the phone is online and the count at the top, a search, the list with 'Remettre', and at the
// bottom 'Scanner un code' with the last outcome in large. `?remise={reference}` (from a QR code's link) opens that
// order, to confirm. Every hand-over waits a few seconds with 'Annuler' before it is sent (decision 041); without
// network, it waits on the phone and is sent when the network is back, and the page opens again from the phone
// (docs/product.md#distribution-day-without-network, decision 044).

export function DistributionPage() {
  const { campaign } = useCampaignPage();
  const query = useDistribution(campaign.id);
  const readAt = query.dataUpdatedAt ? new Date(query.dataUpdatedAt).toISOString() : null;
  return (
    <CampaignPageData query={query}>
      {(distribution) => <DistributionDay distribution={distribution} readAt={distribution.kept_at ?? readAt} />}
    </CampaignPageData>
  );
}

/** The list read: the connection and the count, the search, the list, and the bar that hands orders over. */
function DistributionDay({ distribution, readAt }: { distribution: ShownDistribution; readAt: string | null }) {
  const { campaign } = useCampaignPage();
  const { session } = useAuth();
  useOfflineShell({ campaign, session, fresh: distribution.kept_at === null });
  const browserOnline = useBrowserOnline();
  const [params, setParams] = useSearchParams();
  const [outcomes, setOutcomes] = useState<HandOverOutcome[]>([]);
  // A new outcome replaces the last one, but not those of hand-overs that waited for the network: each stays until 'OK'.
  const say = (outcome: HandOverOutcome) => setOutcomes((list) => [...list.filter((shown) => shown.waited), outcome].slice(-3));
  const held = useHeldHandOvers(distribution.campaign.id, {
    onAnswer: (answer, entry) => {
      // Sent when the network came back: the list says it is recorded; only another phone's earlier hand-over is told.
      if (!entry.unsent) say(handedOverOutcome(answer));
      else if (!answer.changed) say({ ...handedOverOutcome(answer), waited: true });
    },
    onRefusal: (error, entry) => say({ ...refusedOutcome(error, entry.reference), waited: entry.unsent }),
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
  const send = (reference: string) => {
    if (linked) forget();
    if (held.hold(reference)) setOutcomes((list) => list.filter((shown) => shown.waited));
  };
  const undo = (reference: string) => {
    if (held.undo(reference)) say(undoneOutcome(reference));
  };
  const onScanned = (text: string) => {
    const reference = referenceFromScan(text);
    if (reference) send(reference);
    else say({ tone: "error", title: NOT_AN_ORDER_CODE });
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
  const unsentReferences = new Set(held.unsent.map((entry) => entry.reference));
  const unsentOrders = orders.filter((order) => unsentReferences.has(order.reference) && order.fulfilment_status !== "handed_over");
  const shownOutcomes = outcomes.length > 0 ? outcomes : linkOutcome ? [linkOutcome] : [];
  return (
    <>
      <div className="flex flex-col gap-5">
        <DistributionCount
          distribution={distribution}
          online={browserOnline && distribution.kept_at === null && !held.unreachable}
          unsent={{ orders: unsentOrders.length, bars: unsentOrders.reduce((sum, order) => sum + order.bars, 0) }}
          readAt={readAt}
        />
        <DistributionView
          distribution={distribution}
          search={search}
          onSearch={setSearch}
          pending={held.pending}
          unsent={unsentReferences}
          onHandOver={(order) => send(order.reference)}
        />
      </div>
      <HandOverBar
        outcomes={shownOutcomes}
        toConfirm={toConfirm}
        waiting={waiting}
        onHandOver={(reference) => send(reference)}
        onUndo={undo}
        onScanned={onScanned}
        onDismiss={(index) => {
          setOutcomes((list) => list.filter((_, at) => at !== index));
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
  /** The references handed over without network, waiting to be sent. */
  unsent: ReadonlySet<string>;
  onHandOver: (order: DistributionOrder) => void;
};

function DistributionView({ distribution, search, onSearch, pending, unsent, onHandOver }: ViewProps) {
  const { counts } = distribution;
  const groups = searchGroups(distribution.groups, search);
  return (
    <div className="flex flex-col gap-5">
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
            <DistributionList groups={groups} pending={pending} unsent={unsent} onHandOver={onHandOver} />
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
