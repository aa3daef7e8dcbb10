import { useSearchParams } from "react-router";
import { Container, AppPageHeader } from "../components/page";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../components/ui/tabs";
import { TeamTab } from "../team/team-tab";
import { useAssociation } from "../session/association-context";
import { ProfileTab } from "./profile-tab";
import { SettingsTab } from "./settings-tab";
import { ShopTab } from "./shop-tab";

const tabs = ["profil", "boutique", "equipe", "parametres"] as const;
type TabValue = (typeof tabs)[number];
const narrowTab = "px-2 text-[13px] sm:text-sm";

/** /compte: 'Mon compte' with its four tabs (docs/product.md#account-page). The tab is kept in ?onglet=. */
export function AccountPage() {
  const [params, setParams] = useSearchParams();
  const requested = params.get("onglet");
  const tab: TabValue = tabs.includes(requested as TabValue) ? (requested as TabValue) : "profil";
  // A switch of association starts the profile form afresh: an edit begun for one is never saved to the other.
  const associationId = useAssociation().currentAssociation?.id;

  return (
    <Container className="max-w-4xl pb-16">
      <AppPageHeader title="Mon compte" subtitle="Gérez votre profil, votre boutique, votre équipe et vos préférences." />
      <Tabs value={tab} onValueChange={(value) => setParams(value === "profil" ? {} : { onglet: value }, { replace: true })}>
        <TabsList aria-label="Sections du compte">
          {/* Four tabs fit a 390 px screen with a narrower padding and text there. */}
          <TabsTrigger value="profil" className={narrowTab}>
            Profil
          </TabsTrigger>
          <TabsTrigger value="boutique" className={narrowTab}>
            Ma boutique
          </TabsTrigger>
          <TabsTrigger value="equipe" className={narrowTab}>
            Équipe
          </TabsTrigger>
          <TabsTrigger value="parametres" className={narrowTab}>
            Paramètres
          </TabsTrigger>
        </TabsList>
        <TabsContent value="profil">
          <ProfileTab key={associationId} />
        </TabsContent>
        <TabsContent value="boutique">
          <ShopTab />
        </TabsContent>
        <TabsContent value="equipe">
          <TeamTab />
        </TabsContent>
        <TabsContent value="parametres">
          <SettingsTab />
        </TabsContent>
      </Tabs>
    </Container>
  );
}
