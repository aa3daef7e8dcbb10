import { useSearchParams } from "react-router";
import { Container, AppPageHeader } from "../components/page";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../components/ui/tabs";
import { useAssociation } from "./association-context";
import { ProfileTab } from "./profile-tab";
import { SettingsTab } from "./settings-tab";
import { ShopTab } from "./shop-tab";

const tabs = ["profil", "boutique", "parametres"] as const;
type TabValue = (typeof tabs)[number];

/** /compte: 'Mon compte' with its three tabs (docs/product.md#account-page). The tab is kept in ?onglet=. */
export function AccountPage() {
  const [params, setParams] = useSearchParams();
  const requested = params.get("onglet");
  const tab: TabValue = tabs.includes(requested as TabValue) ? (requested as TabValue) : "profil";
  // A switch of association starts the profile form afresh: an edit begun for one is never saved to the other.
  const associationId = useAssociation().currentAssociation?.id;

  return (
    <Container className="max-w-4xl pb-16">
      <AppPageHeader title="Mon compte" subtitle="Gérez votre profil, votre boutique et vos préférences." />
      <Tabs value={tab} onValueChange={(value) => setParams(value === "profil" ? {} : { onglet: value }, { replace: true })}>
        <TabsList aria-label="Sections du compte">
          <TabsTrigger value="profil">Profil</TabsTrigger>
          <TabsTrigger value="boutique">Ma boutique</TabsTrigger>
          <TabsTrigger value="parametres">Paramètres</TabsTrigger>
        </TabsList>
        <TabsContent value="profil">
          <ProfileTab key={associationId} />
        </TabsContent>
        <TabsContent value="boutique">
          <ShopTab />
        </TabsContent>
        <TabsContent value="parametres">
          <SettingsTab />
        </TabsContent>
      </Tabs>
    </Container>
  );
}
