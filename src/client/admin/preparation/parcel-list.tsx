import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { shipOrdersSchema } from "../../../shared/admin";
import type { Parcel } from "../../../shared/admin-responses";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Checkbox } from "../../components/ui/checkbox";
import { Input } from "../../components/ui/input";
import { describeError } from "../../lib/error-message";
import { bars } from "../admin-format";
import { useDeliverPickups, usePreparationParcels, useShipOrders } from "./preparation-api";
import { PagedList } from "../paged-list";
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

/** A campaign's pick-up orders travel as one parcel; once it has arrived, the association hands each order over. */
function CampaignParcel({ parcel }: { parcel: Parcel }) {
  const deliver = useDeliverPickups();
  const onDelivered = () =>
    deliver.mutate(parcel.campaign_id, {
      onSuccess: ({ changed }) =>
        toast.success("Colis livré à l'association", {
          description: `${changed} commande${changed > 1 ? "s" : ""} à remettre : l'association a reçu la liste des acheteurs.`,
        }),
      onError: (error) => toast.error(describeError(error).description),
    });
  return (
    <li>
      <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex flex-col gap-1">
          <p className="text-xs font-semibold tracking-wide text-muted uppercase">Retrait · {parcel.campaign_name}</p>
          <ParcelSummary parcel={parcel} />
        </div>
        <Button
          variant="outline"
          disabled={deliver.isPending}
          onClick={onDelivered}
          aria-label={`Livrée à l'association : ${parcel.campaign_name}`}
        >
          {deliver.isPending ? "Enregistrement..." : "Livrée à l'association"}
        </Button>
      </Card>
    </li>
  );
}

/**
 * The home deliveries to ship: the packer ticks the parcels that left, types each tracking number, and marks them
 * shipped at once (one request: all of them or none).
 */
function HomeParcels({ parcels }: { parcels: Parcel[] }) {
  const ship = useShipOrders();
  const [carrier, setCarrier] = useState("La Poste Colissimo");
  const [tracking, setTracking] = useState<Record<string, string>>({});
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [error, setError] = useState<string | null>(null);
  const homeParcels = parcels.filter((parcel): parcel is Parcel & { sale_id: string } => parcel.sale_id !== null);

  const toggle = (saleId: string, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(saleId);
      else next.delete(saleId);
      return next;
    });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = {
      parcels: homeParcels
        .filter((parcel) => chosen.has(parcel.sale_id))
        .map((parcel) => ({ sale_id: parcel.sale_id, carrier, tracking_number: tracking[parcel.sale_id] ?? "" })),
    };
    const parsed = shipOrdersSchema.safeParse(body);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? "Saisie invalide");
      return;
    }
    setError(null);
    try {
      const { changed } = await ship.mutateAsync(parsed.data);
      toast.success(`${changed} colis expédié${changed > 1 ? "s" : ""}`, {
        description: "Chaque client a reçu son numéro de suivi par e-mail.",
      });
      setChosen(new Set());
    } catch (failure) {
      setError(describeError(failure).description);
    }
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
        <Button type="submit" disabled={ship.isPending || chosen.size === 0} className="sm:mb-6">
          {ship.isPending ? "Enregistrement..." : `Marquer expédiés (${chosen.size})`}
        </Button>
      </div>
      {error ? (
        <p role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </form>
  );
}

/** The parcels to prepare, a page at a time: home deliveries to ship, then the campaigns' pick-up parcels. */
export function ParcelList() {
  const homes = usePreparationParcels("home");
  const campaigns = usePreparationParcels("campaign");
  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby="home-parcels" className="flex flex-col gap-3">
        <h3 id="home-parcels" className="text-lg font-semibold">
          Livraisons à domicile
        </h3>
        <PagedList
          query={homes}
          rowsOf={(page) => page.parcels}
          failed="Impossible de charger les livraisons à domicile"
          empty="Aucune livraison à domicile à expédier."
        >
          {(parcels) => <HomeParcels parcels={parcels} />}
        </PagedList>
      </section>
      <section aria-labelledby="campaign-parcels" className="flex flex-col gap-3">
        <h3 id="campaign-parcels" className="text-lg font-semibold">
          Colis pour les retraits à l'association
        </h3>
        <PagedList
          query={campaigns}
          rowsOf={(page) => page.parcels}
          failed="Impossible de charger les colis de retrait"
          empty="Aucun colis de retrait à préparer."
        >
          {(parcels) => (
            <ul className="flex flex-col gap-3">
              {parcels.map((parcel) => (
                <CampaignParcel key={parcel.campaign_id} parcel={parcel} />
              ))}
            </ul>
          )}
        </PagedList>
      </section>
    </div>
  );
}
