// docs/api.md "Newsletter": the confirmation and unsubscribe links land on /newsletter?etat=...

export type NewsletterState = "confirmee" | "desinscrite" | "lien-invalide" | null;

/** The page's state from `?etat=`: null (no state, the page presents the newsletter) or one of the three outcomes. */
export function newsletterStateFrom(search: string | URLSearchParams): NewsletterState {
  const etat = (typeof search === "string" ? new URLSearchParams(search) : search).get("etat");
  if (etat === null || etat === "") return null;
  if (etat === "confirmee" || etat === "desinscrite") return etat;
  // Anything else (a truncated link, an old format) is treated like a used or expired link.
  return "lien-invalide";
}

export const newsletterTitles: Record<Exclude<NewsletterState, null>, string> = {
  confirmee: "Inscription confirmée",
  desinscrite: "Vous êtes désinscrit(e)",
  "lien-invalide": "Ce lien est invalide ou a déjà été utilisé",
};
