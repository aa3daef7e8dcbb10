import type { ReactNode } from "react";
import { Download, FileText } from "lucide-react";
import type { Preparation } from "../../../shared/admin-responses";
import { LoadFailed } from "../../components/load-failed";
import { AppPageHeader, Container } from "../../components/page";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { LoadingState } from "../../components/ui/spinner";
import { bars } from "../admin-format";
import { LinesTable } from "../admin-tables";
import { PACKING_SLIPS_URL, SHIPPING_CSV_URL, usePreparation } from "./preparation-api";
import { ParcelList } from "./parcel-list";

type ProductBars = Preparation["products"][number];

function ProductTable({ products, caption }: { products: ProductBars[]; caption: string }) {
  return (
    <LinesTable caption={caption} columns={["Produit", "Tablettes"]}>
      {products.map((product) => (
        <tr key={product.product_id}>
          <td className="py-2">{product.name}</td>
          <td className="py-2 text-right font-semibold">{product.bars}</td>
        </tr>
      ))}
    </LinesTable>
  );
}

/** What to make: the bars per product over every paid order still to prepare, then campaign by campaign. */
function Production({ preparation }: { preparation: Preparation }) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Card className="flex flex-col gap-3 p-5">
        <p className="text-sm text-muted">Total à fabriquer</p>
        <p className="text-3xl font-semibold text-chocolate">{bars(preparation.total_bars)}</p>
        <ProductTable products={preparation.products} caption="Tablettes à fabriquer par produit" />
      </Card>
      <Card className="flex flex-col gap-2 p-5">
        <h3 className="text-lg font-semibold">Par campagne</h3>
        {preparation.campaigns.map((campaign) => (
          <details key={campaign.campaign_id} className="rounded-xl border border-line px-3 py-2">
            <summary className="flex min-h-9 cursor-pointer items-center justify-between gap-3 text-sm">
              <span className="font-medium">{campaign.campaign_name}</span>
              <span className="font-semibold whitespace-nowrap">{bars(campaign.bars)}</span>
            </summary>
            <ProductTable products={campaign.products} caption={`Tablettes à fabriquer pour ${campaign.campaign_name}`} />
          </details>
        ))}
      </Card>
    </div>
  );
}

function PreparationView({ preparation }: { preparation: Preparation }) {
  const parcels = preparation.home_parcels + preparation.campaign_parcels;
  if (parcels === 0) {
    return (
      <Card className="p-8 text-center">
        <p className="text-ink">Aucune commande payée à préparer.</p>
      </Card>
    );
  }
  return (
    <div className="flex flex-col gap-10">
      <section aria-labelledby="production" className="flex flex-col gap-4">
        <h2 id="production" className="text-2xl font-semibold">
          À fabriquer
        </h2>
        <Production preparation={preparation} />
      </section>
      <section aria-labelledby="parcels" className="flex flex-col gap-4">
        <h2 id="parcels" className="text-2xl font-semibold">
          Colis à préparer ({parcels})
        </h2>
        <ParcelList />
      </section>
    </div>
  );
}

/** /admin/preparation (docs/product.md#preparation): what to make, the parcels, their slips and the carrier's file. */
export function PreparationPage() {
  const query = usePreparation();
  let body: ReactNode;
  if (query.isPending) body = <LoadingState />;
  else if (query.isError) body = <LoadFailed message="Impossible de charger la préparation" onRetry={query.refetch} />;
  else body = <PreparationView preparation={query.data} />;

  return (
    <Container className="pb-16">
      <AppPageHeader
        title="Préparation"
        subtitle="Les commandes payées pas encore expédiées : ce qu'il faut fabriquer et les colis à faire."
        actions={
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button asChild variant="outline">
              <a href={PACKING_SLIPS_URL} download>
                <FileText aria-hidden="true" />
                Bons de préparation (PDF)
              </a>
            </Button>
            <Button asChild variant="outline">
              <a href={SHIPPING_CSV_URL} download>
                <Download aria-hidden="true" />
                Export transporteur (CSV)
              </a>
            </Button>
          </div>
        }
      />
      {body}
    </Container>
  );
}
