// What the campaign page layout says around each page of one campaign (docs/decisions/031): its title (the h1 and
// the tab's), a line under it, and its three states before the content: loading, refused (403: who the page is for),
// failed. The not-found answer reads 'Campagne introuvable' on every page.

export type CampaignPageShell = {
  title: string;
  intro?: string;
  loading: string;
  forbidden: string;
  failed: string;
  /** A page held in one hand on a phone (the distribution day): narrow, with room for its bar at the bottom. */
  compact?: boolean;
};

export const campaignPageShells = {
  statement: {
    title: "Relevé",
    loading: "Chargement du relevé...",
    forbidden: "Le relevé est réservé aux responsables et aux trésoriers de l'association.",
    failed: "Impossible de charger le relevé. Vérifiez votre connexion, puis réessayez.",
  },
  buyerMessages: {
    title: "Prévenir les acheteurs",
    loading: "Chargement des messages...",
    forbidden: "Les messages aux acheteurs sont réservés aux membres de l'association.",
    failed: "Impossible de charger les messages. Vérifiez votre connexion, puis réessayez.",
  },
  paperOrders: {
    title: "Commandes hors ligne",
    intro: "Payées en espèces ou par chèque sur un bon de commande papier : enregistrez-les ici, une par une.",
    loading: "Chargement des commandes papier...",
    forbidden: "Les commandes papier sont réservées aux membres de l'association qui distribuent les tablettes.",
    failed: "Impossible de charger les commandes papier. Vérifiez votre connexion, puis réessayez.",
  },
  distribution: {
    title: "Distribution",
    loading: "Chargement de la liste...",
    forbidden: "La distribution est réservée aux membres de l'association.",
    failed: "Impossible de charger la liste de distribution. Vérifiez votre connexion, puis réessayez.",
    compact: true,
  },
  sellers: {
    title: "Vendeurs",
    intro:
      "Chaque vendeur reçoit son lien personnel : les commandes passées par ce lien comptent pour lui, et s'affichent ici dès qu'elles sont payées.",
    loading: "Chargement des vendeurs...",
    forbidden: "La liste des vendeurs est réservée aux membres de l'association qui en ont la charge.",
    failed: "Impossible de charger les vendeurs. Vérifiez votre connexion, puis réessayez.",
  },
} as const satisfies Record<string, CampaignPageShell>;

export type CampaignPageName = keyof typeof campaignPageShells;

export const campaignPageNames = Object.keys(campaignPageShells) as CampaignPageName[];
