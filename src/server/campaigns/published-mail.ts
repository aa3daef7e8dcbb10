import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { memberships, user } from "../db/schema";
import { renderMail, type RenderedMail } from "../mail/templates/layout";
import { fromAssociation } from "../mail/templates/member-text";

/**
 * Sent to the association's managers when the team publishes its campaign after the call (docs/product.md#publication):
 * the shop is live, at this address, to share.
 */
export function campaignPublishedMail(options: { associationName: string; pageUrl: string; accountUrl: string }): RenderedMail {
  return renderMail({
    subject: "Votre boutique est en ligne - Boutique Solidaire",
    preheader: "Votre boutique est publiée : partagez son adresse.",
    heading: "Votre boutique est en ligne",
    paragraphs: [
      "Bonne nouvelle : l'équipe Boutique Solidaire a publié la boutique de votre association. Elle est visible de tous et accepte les commandes.",
      `Son adresse, à partager : ${options.pageUrl}`,
      "Depuis votre compte, suivez vos ventes en direct et préparez les liens de vos vendeurs.",
    ],
    frames: [fromAssociation(options.associationName)],
    action: { label: "Voir ma boutique", url: options.pageUrl },
    notes: [`Pour toute question, répondez simplement à cet email. Votre compte : ${options.accountUrl}`],
  });
}

/** The managers' addresses: the people who run the shop. */
export async function managerAddresses(db: Db, associationId: string): Promise<string[]> {
  const rows = await db
    .select({ email: user.email })
    .from(memberships)
    .innerJoin(user, eq(user.id, memberships.user_id))
    .where(and(eq(memberships.association_id, associationId), eq(memberships.role, "manager")));
  return rows.map((row) => row.email);
}
