import type { ReactNode } from "react";
import { ContentPage } from "../content-page";
import { LEGAL_PAGES_UPDATED, PageLink } from "./legal-text";

// 'Cookies' (/cookies): every cookie and every key of the browser's storage the site uses, as the code sets them
// (server/auth/auth.ts for the session cookie, which Better Auth names, and server/lib/known-device.ts; checkout/cart-store.ts, cart-seller.ts,
// pending-order.ts, account/select-association.ts, auth/return-path.ts for localStorage). All strictly necessary to
// a service the visitor asks for, hence no consent banner (loi Informatique et Libertés, art. 82). A new cookie or
// key joins this list, and one that is not strictly necessary needs consent first.

type StoredItem = { name: ReactNode; purpose: string; lifetime: string };

const code = (text: string) => <code className="rounded bg-cream px-1 py-0.5 text-sm break-all">{text}</code>;

const cookies: StoredItem[] = [
  {
    name: (
      <>
        {code("__Secure-bs.session_token")} ({code("bs.session_token")} sur un site de démonstration)
      </>
    ),
    purpose:
      "Vous garder connecté à votre espace association. Posé quand vous vous connectez ; les acheteurs, qui n'ont pas de compte, n'en reçoivent pas. Il n'est lisible que par notre serveur (HttpOnly) et n'est jamais envoyé à un autre site (SameSite=Lax).",
    lifetime: "30 jours, prolongés quand vous revenez ; effacé à la déconnexion.",
  },
  {
    name: code("bs.known_device"),
    purpose:
      "Reconnaître le navigateur d'où vous vous êtes déjà connecté à votre compte, pour que quelqu'un qui essaie de deviner votre mot de passe depuis ailleurs ne puisse pas vous empêcher de vous connecter. Posé quand vous vous connectez ; il n'est envoyé qu'au formulaire de connexion et n'est lisible que par notre serveur (HttpOnly).",
    lifetime: "180 jours après votre dernière connexion depuis ce navigateur.",
  },
];

const storage: StoredItem[] = [
  {
    name: code("cart:{campagne}"),
    purpose: "Le contenu de votre panier sur la boutique d'une campagne, pour qu'il survive à un rechargement ou à un paiement annulé.",
    lifetime: "Jusqu'à ce que le panier soit vidé, par vous ou après votre paiement.",
  },
  {
    name: code("cart:{campagne}:seller"),
    purpose: "Le vendeur pour qui vous commandez, quand vous êtes venu par son lien ou l'avez choisi.",
    lifetime: "Jusqu'à ce que vous le retiriez ou en changiez.",
  },
  {
    name: code("checkout:last-order"),
    purpose: "La référence de la commande envoyée au paiement, pour vider le bon panier à votre retour.",
    lifetime: "Effacé dès votre retour sur la page de confirmation.",
  },
  {
    name: code("currentAssociationId"),
    purpose: "Pour un membre de plusieurs associations : celle qu'il a sélectionnée.",
    lifetime: "Jusqu'au prochain changement d'association.",
  },
  {
    name: code("boutique.returnAfterConfirmation"),
    purpose: "La page où revenir après avoir confirmé votre adresse e-mail (une invitation, par exemple).",
    lifetime: "Effacé dès qu'il a servi.",
  },
];

function StoredItems({ items }: { items: StoredItem[] }) {
  return (
    <ul className="flex flex-col gap-4">
      {items.map((item) => (
        <li key={item.purpose} className="rounded-xl border border-line p-4">
          <p className="font-medium text-ink">{item.name}</p>
          <p className="mt-1">{item.purpose}</p>
          <p className="mt-1 text-sm text-muted">Durée : {item.lifetime}</p>
        </li>
      ))}
    </ul>
  );
}

export function CookiesPage() {
  return (
    <ContentPage
      title="Cookies"
      lead="Un site sobre : pas de publicité, pas de pistage, rien que le nécessaire."
      updated={LEGAL_PAGES_UPDATED}
      sections={[
        {
          heading: "Pourquoi aucun bandeau",
          body: (
            <p>
              Un site ne peut déposer un cookie ou lire une information sur votre appareil qu'avec votre accord, sauf lorsque c'est
              strictement nécessaire au service que vous demandez (article 82 de la loi Informatique et Libertés, lignes directrices de la
              CNIL). Tout ce que le site utilise, listé ci-dessous, est de cette sorte : c'est pourquoi il ne vous demande pas votre accord.
            </p>
          ),
        },
        { heading: "Cookies de connexion", body: <StoredItems items={cookies} /> },
        {
          heading: "Stockage local du navigateur",
          body: (
            <>
              <p>Ces informations restent sur votre appareil ; le panier n'est envoyé qu'au moment de payer.</p>
              <StoredItems items={storage} />
              <p>Vous pouvez les effacer à tout moment dans les réglages de votre navigateur.</p>
            </>
          ),
        },
        {
          heading: "Page de paiement",
          body: (
            <p>
              Le paiement se fait sur la page de notre prestataire Stripe, à sa propre adresse : les cookies qu'elle dépose, notamment pour
              prévenir la fraude, relèvent de la politique de confidentialité de Stripe.
            </p>
          ),
        },
        {
          heading: "Mesure d'audience et publicité",
          body: (
            <p>
              Aucune. Pas de cookie publicitaire, pas d'outil de mesure d'audience, pas de bouton de réseau social qui vous suive : le site
              ne charge aucun script d'un autre site. Voir aussi notre <PageLink to="privacy">politique de confidentialité</PageLink>.
            </p>
          ),
        },
      ]}
    />
  );
}
