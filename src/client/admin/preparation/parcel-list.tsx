import { useRef, useState, type FormEvent, type ReactNode } from "react";
import { toast } from "sonner";
import { shipOrdersSchema } from "../../../shared/admin";
import type { Parcel } from "../../../shared/admin-responses";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Checkbox } from "../../components/ui/checkbox";
import { Input } from "../../components/ui/input";
import { UndoBar } from "../../components/undo-bar";
import { describeError } from "../../lib/error-message";
import { useHeldAction } from "../../lib/held-action";
import { useCheckedAction } from "../checked-action";
import { bars } from "../admin-format";
import { useDeliverPickups, usePreparationParcels, useShipOrders } from "./preparation-api";
import { PagedSection } from "../paged-list";
import { useTicked } from "../use-ticked";
import { CarrierInput } from "../orders/carrier-input";

const kilograms = new Intl.NumberFormat("fr-FR", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

function ParcelSummary({ parcel }: { parcel: Parcel }) {
  const place = [parcel.address, [parcel.postal_code, parcel.city].filter(Boolean).join(" ")].filter(Boolean).join(", ");
  return (
    <div className="flex min-w-0 flex-col gap-0.5 text-sm">
      <p className="font-semibold text-chocolate">{parcel.recipient}</p>
      {place ? <p>{place}</p> : null}
      <p className="text-muted">
        {bars(parcel.bars)} · {kilograms.format(parcel.weight_grams / 1000)} kg · {parcel.order_references.join(", ")}
      </p>
    </div>
  );
}

/**
 * A campaign's pick-up orders travel as one parcel; once it has arrived, the association hands each order over.
 * 'Livrée à l'association' waits a few seconds with 'Annuler' before it is sent (decision 041): once sent, the
 * association is mailed and the change is one-way.
 */
function CampaignParcel({ parcel }: { parcel: Parcel }) {
  const deliver = useDeliverPickups();
  const button = useRef<HTMLButtonElement>(null);
  const held = useHeldAction(() =>
    deliver.mutate(parcel.campaign_id, {
      onSuccess: ({ changed }) =>
        toast.success("Colis livré à l'association", {
          description: `${changed} commande${changed > 1 ? "s" : ""} à remettre : l'association a reçu la liste des acheteurs.`,
        }),
      onError: (error) => toast.error(describeError(error).description),
    }),
  );
  const undo = () => {
    held.undo();
    // The button comes back where 'Annuler' was: the keyboard goes on from it.
    requestAnimationFrame(() => button.current?.focus());
  };
  return (
    <li>
      <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex flex-col gap-1">
          <p className="text-xs font-semibold tracking-wide text-muted uppercase">Retrait · {parcel.campaign_name}</p>
          <ParcelSummary parcel={parcel} />
        </div>
        {held.until !== null ? (
          <UndoBar
            className="sm:max-w-sm"
            title={`Livraison à l'association : ${parcel.campaign_name}`}
            hint="L'association sera prévenue par e-mail."
            until={held.until}
            undoLabel={`Annuler la livraison du colis de ${parcel.campaign_name}`}
            onUndo={undo}
            focusOnShow
          />
        ) : (
          <Button
            ref={button}
            variant="outline"
            disabled={deliver.isPending}
            onClick={held.hold}
            aria-label={`Livrée à l'association : ${parcel.campaign_name}`}
          >
            {deliver.isPending ? "Enregistrement..." : "Livrée à l'association"}
          </Button>
        )}
      </Card>
    </li>
  );
}

/**
 * The home deliveries to ship: the packer ticks the parcels that left, types each tracking number, and marks them
 * shipped at once (one request: all of them or none).
 */
function HomeParcels({ parcels }: { parcels: Parcel[] }) {
  const ship = useCheckedAction(useShipOrders());
  const [carrier, setCarrier] = useState("La Poste Colissimo");
  const [tracking, setTracking] = useState<Record<string, string>>({});
  const { ticked: chosen, toggle, clear } = useTicked();
  const homeParcels = parcels.filter((parcel): parcel is Parcel & { sale_id: string } => parcel.sale_id !== null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parcels = homeParcels
      .filter((parcel) => chosen.has(parcel.sale_id))
      .map((parcel) => ({ sale_id: parcel.sale_id, carrier, tracking_number: tracking[parcel.sale_id] ?? "" }));
    return ship.send(
      shipOrdersSchema,
      { parcels },
      {
        onDone: ({ changed }) => {
          toast.success(`${changed} colis expédié${changed > 1 ? "s" : ""}`, {
            description: "Chaque client a reçu son numéro de suivi par e-mail.",
          });
          clear();
        },
      },
    );
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4">
      <ul className="flex flex-col gap-3">
        {homeParcels.map((parcel) => {
          const checked = chosen.has(parcel.sale_id);
          const reference = parcel.order_references[0] ?? "";
          return (
            <li key={parcel.sale_id}>
              <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
                <label className="flex min-w-0 cursor-pointer items-start gap-3">
                  <Checkbox
                    checked={checked}
                    onChange={(event) => toggle(parcel.sale_id, event.target.checked)}
                    className="mt-1"
                    aria-label={`Expédier ${reference}`}
                  />
                  <ParcelSummary parcel={parcel} />
                </label>
                {checked ? (
                  <div className="flex flex-col gap-1.5 sm:w-56">
                    <label htmlFor={`tracking-${parcel.sale_id}`} className="text-sm font-medium text-chocolate">
                      Numéro de suivi ({reference})
                    </label>
                    <Input
                      id={`tracking-${parcel.sale_id}`}
                      value={tracking[parcel.sale_id] ?? ""}
                      maxLength={60}
                      autoComplete="off"
                      onChange={(event) => setTracking((current) => ({ ...current, [parcel.sale_id]: event.target.value }))}
                    />
                  </div>
                ) : null}
              </Card>
            </li>
          );
        })}
      </ul>
      <div className="flex flex-col gap-3 rounded-2xl border border-line bg-white p-4 sm:flex-row sm:items-end">
        <CarrierInput id="bulk-carrier" value={carrier} onChange={setCarrier} />
        <Button type="submit" disabled={ship.pending || chosen.size === 0} className="sm:mb-6">
          {ship.pending ? "Enregistrement..." : `Marquer expédiés (${chosen.size})`}
        </Button>
      </div>
      {ship.error ? (
        <p role="alert" className="text-sm font-medium text-danger">
          {ship.error}
        </p>
      ) : null}
    </form>
  );
}

// The two kinds of parcel, each in its own list (a page at a time): what the section says.
const parcelSections = {
  home: {
    title: "Livraisons à domicile",
    failed: "Impossible de charger les livraisons à domicile",
    empty: "Aucune livraison à domicile à expédier.",
  },
  campaign: {
    title: "Colis pour les retraits à l'association",
    failed: "Impossible de charger les colis de retrait",
    empty: "Aucun colis de retrait à préparer.",
  },
} as const;

function ParcelSection({ kind, children }: { kind: Parcel["kind"]; children: (parcels: Parcel[]) => ReactNode }) {
  const query = usePreparationParcels(kind);
  return (
    <PagedSection id={`${kind}-parcels`} heading="h3" query={query} rowsOf={(page) => page.parcels} {...parcelSections[kind]}>
      {children}
    </PagedSection>
  );
}

/** The parcels to prepare: home deliveries to ship, then the campaigns' pick-up parcels. */
export function ParcelList() {
  return (
    <div className="flex flex-col gap-8">
      <ParcelSection kind="home">{(parcels) => <HomeParcels parcels={parcels} />}</ParcelSection>
      <ParcelSection kind="campaign">
        {(parcels) => (
          <ul className="flex flex-col gap-3">
            {parcels.map((parcel) => (
              <CampaignParcel key={parcel.campaign_id} parcel={parcel} />
            ))}
          </ul>
        )}
      </ParcelSection>
    </div>
  );
}
