import type { App } from "../../src/server/app";
import type { Campaign } from "../../src/shared/campaign";
import { send, signUpAndSignIn } from "./app";

export const creationForm = {
  association_name: "Club de Judo de Vannes",
  association_description: "Nous enseignons le judo aux enfants du quartier.",
  campaign_message: "Financez nos kimonos pour la saison prochaine, merci !",
  project_goal_eur: 1500,
  contact_email: "judo@exemple.fr",
  association_address: "3 rue du Port, 56000 Vannes",
};

export async function associationIdOf(app: App, cookie: string): Promise<string> {
  return (await send(app, "GET", "/api/me", { cookie })).json().memberships[0].association_id;
}

/**
 * Names an association and its manager the way Profil does (decision 034): the association's card, then the
 * manager's own. `contact_email` stays the association's unless given.
 */
export async function nameAssociation(
  app: App,
  options: { cookie: string; associationId: string; name: string; fullName?: string; contactEmail?: string },
) {
  const me = (await send(app, "GET", "/api/me", { cookie: options.cookie })).json();
  const current = me.memberships.find((m: { association_id: string }) => m.association_id === options.associationId).association;
  const saved = await send(app, "PUT", `/api/associations/${options.associationId}`, {
    cookie: options.cookie,
    body: { ...current, name: options.name, contact_email: options.contactEmail ?? current.contact_email },
  });
  if (saved.statusCode !== 200) throw new Error(`naming the association failed: ${saved.body}`);
  if (options.fullName) {
    await send(app, "PATCH", "/api/me/profile", { cookie: options.cookie, body: { full_name: options.fullName } });
  }
  return saved;
}

/** A new account, signed in (its session cookie), and the association every account starts with. */
export async function memberWithAssociation(app: App, email: string): Promise<{ cookie: string; associationId: string }> {
  const cookie = await signUpAndSignIn(app, email);
  return { cookie, associationId: await associationIdOf(app, cookie) };
}

/**
 * A member with a campaign published by an admin (the admin's e-mail must be in the app's ADMIN_EMAILS); `name` is
 * the association's, the form's association_name.
 */
export async function publishedCampaign(
  app: App,
  options: { memberEmail: string; adminCookie: string; name?: string; form?: Partial<typeof creationForm> & Record<string, unknown> },
) {
  const member = await signUpAndSignIn(app, options.memberEmail);
  const associationId = await associationIdOf(app, member);
  const created = await send(app, "POST", `/api/associations/${associationId}/campaigns`, {
    cookie: member,
    body: { ...creationForm, ...(options.name === undefined ? {} : { association_name: options.name }), ...options.form },
  });
  if (created.statusCode !== 201) throw new Error(`campaign creation failed: ${created.body}`);
  const campaign: Campaign = created.json().campaign;
  await send(app, "POST", `/api/admin/campaigns/${campaign.id}/publish`, { cookie: options.adminCookie, body: {} });
  return { member, associationId, campaign };
}

/** A new member's draft, never published, named 'Brouillon', at the public address `slug`. */
export async function draftCampaign(app: App, options: { memberEmail: string; slug: string }) {
  const { cookie, associationId } = await memberWithAssociation(app, options.memberEmail);
  await send(app, "POST", `/api/associations/${associationId}/campaigns/draft`, {
    cookie,
    body: {
      association_name: "Brouillon",
      campaign_message: "Pas encore publié.",
      contact_email: "b@exemple.fr",
      public_slug: options.slug,
    },
  });
  return { cookie, associationId };
}
