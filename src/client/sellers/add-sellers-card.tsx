import { Card } from "../components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../components/ui/tabs";
import { AddSellerForm } from "./add-seller-form";
import { PasteSellersForm } from "./paste-sellers-form";

/** The two ways in: one seller at a time, or a whole class list pasted at once. */
export function AddSellersCard({ campaignId, groups }: { campaignId: string; groups: string[] }) {
  return (
    <Card className="p-4 sm:p-6">
      <h2 className="mb-4 text-xl font-semibold">Ajouter des vendeurs</h2>
      <Tabs defaultValue="one">
        <TabsList aria-label="Comment ajouter">
          <TabsTrigger value="one" className="min-h-11">
            Ajouter un vendeur
          </TabsTrigger>
          <TabsTrigger value="list" className="min-h-11">
            Coller une liste
          </TabsTrigger>
        </TabsList>
        {/* Kept while the other way is shown: a pasted list or a half-typed name survives a look at the other tab. */}
        <TabsContent value="one" forceMount className="data-[state=inactive]:hidden">
          <AddSellerForm campaignId={campaignId} groups={groups} />
        </TabsContent>
        <TabsContent value="list" forceMount className="data-[state=inactive]:hidden">
          <PasteSellersForm campaignId={campaignId} />
        </TabsContent>
      </Tabs>
    </Card>
  );
}
