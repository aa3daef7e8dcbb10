// What a member is told when a quota on what they write stops them (docs/security.md, lib/account-limits.ts): what
// they did too much of, and when they may go on. No zod here: errors.ts reads it.

/** "dans 12 minutes", "dans 1 h 05": how long until a quota's window ends, rounded up to the minute. */
export function inHowLong(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  if (minutes === 1) return "dans une minute";
  if (minutes < 60) return `dans ${minutes} minutes`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (rest === 0) return hours === 1 ? "dans une heure" : `dans ${hours} heures`;
  return `dans ${hours} h ${String(rest).padStart(2, "0")}`;
}

/** Each quota's refusal, given when the member may go on ("dans 12 minutes"). */
export const quotaRefusals = {
  PAPER_ORDERS_QUOTA: (wait: string) =>
    `Vous avez enregistré beaucoup de commandes papier en peu de temps : par sécurité, vous pourrez en enregistrer d'autres ${wait}.`,
  PAPER_ORDERS_CAMPAIGN_QUOTA: (wait: string) =>
    `Beaucoup de commandes papier ont été enregistrées pour cette campagne en peu de temps : par sécurité, vous pourrez en enregistrer d'autres ${wait}.`,
  SELLERS_QUOTA: (wait: string) =>
    `Vous avez ajouté beaucoup de vendeurs aujourd'hui : vous pourrez en ajouter d'autres ${wait}. Une liste plus courte passe peut-être encore.`,
  BUYER_MESSAGES_QUOTA: (wait: string) =>
    `Vous avez envoyé beaucoup de messages aux acheteurs aujourd'hui : vous pourrez en envoyer d'autres ${wait}.`,
  BUYER_EMAIL_CORRECTIONS_QUOTA: (wait: string) =>
    `Vous avez corrigé beaucoup d'adresses aujourd'hui : vous pourrez en corriger d'autres ${wait}.`,
  INVITATIONS_QUOTA: (wait: string) => `Vous avez envoyé beaucoup d'invitations aujourd'hui : vous pourrez en envoyer d'autres ${wait}.`,
  INVITATIONS_ASSOCIATION_QUOTA: (wait: string) =>
    `Beaucoup d'invitations ont été envoyées pour votre association aujourd'hui : vous pourrez en envoyer d'autres ${wait}.`,
} as const;

export type QuotaCode = keyof typeof quotaRefusals;
