import type { App } from "../../src/server/app";
import type { AssociationRole } from "../../src/shared/team-rules";
import { latestMailTo, send, signUpAndSignIn } from "./app";
import { memberWithAssociation, nameAssociation, publishedCampaign } from "./campaigns";

/** The token of the latest invitation mailed to this address (the link `/invitation/<token>`). */
export async function invitationTokenFor(app: App, email: string): Promise<string> {
  const mail = await latestMailTo(app, email);
  const match = mail?.text_body.match(/\/invitation\/([A-Za-z0-9_-]+)/);
  if (!match) throw new Error(`no invitation link in the latest mail to ${email}`);
  return match[1];
}

export function invite(app: App, options: { cookie: string; associationId: string; email: string; role: AssociationRole }) {
  return send(app, "POST", `/api/associations/${options.associationId}/invitations`, {
    cookie: options.cookie,
    body: { email: options.email, role: options.role },
  });
}

/** A new account that joins the association with a role through a manager's invitation: its cookie and id. */
export async function invitedMember(
  app: App,
  options: { managerCookie: string; associationId: string; email: string; role: AssociationRole },
): Promise<{ cookie: string; userId: string }> {
  const sent = await invite(app, {
    cookie: options.managerCookie,
    associationId: options.associationId,
    email: options.email,
    role: options.role,
  });
  if (sent.statusCode !== 201) throw new Error(`invitation failed: ${sent.body}`);
  const token = await invitationTokenFor(app, options.email);
  const cookie = await signUpAndSignIn(app, options.email);
  const accepted = await send(app, "POST", `/api/invitations/${token}/accept`, { cookie });
  if (accepted.statusCode !== 200) throw new Error(`accepting the invitation failed: ${accepted.body}`);
  const userId: string = (await send(app, "GET", "/api/me", { cookie })).json().user.id;
  return { cookie, userId };
}

/** The address each role's invited member signs up with in campaignWithTeam. */
export const teamEmails = { volunteer: "benevole@exemple.fr", treasurer: "tresorier@exemple.fr" } as const;

/**
 * A campaign published by the admin, its manager (`responsable@exemple.fr` unless named: `manager` is their session
 * cookie) and, for each role asked, one member the manager invited (teamEmails), under the role's name: their session cookie.
 */
export async function campaignWithTeam<Role extends keyof typeof teamEmails>(
  app: App,
  options: Omit<Parameters<typeof publishedCampaign>[1], "memberEmail"> & { memberEmail?: string; roles: Role[] },
) {
  const { member: manager, associationId, campaign } = await publishedCampaign(app, { memberEmail: "responsable@exemple.fr", ...options });
  const team = {} as Record<Role, string>;
  for (const role of options.roles) {
    team[role] = (await invitedMember(app, { managerCookie: manager, associationId, email: teamEmails[role], role })).cookie;
  }
  return { manager, associationId, campaign, ...team };
}

/**
 * An association named `Association <prefix>` managed by its founder, 'Anne Le Bihan', with a treasurer and a volunteer
 * she invited (`<prefix>-responsable`, `-tresorier` and `-benevole@exemple.fr`); `join` invites one more.
 */
export async function associationWithTeam(app: App, prefix: string) {
  const { cookie: manager, associationId } = await memberWithAssociation(app, `${prefix}-responsable@exemple.fr`);
  const associationName = `Association ${prefix}`;
  await nameAssociation(app, { cookie: manager, associationId, name: associationName, fullName: "Anne Le Bihan" });
  const join = (role: AssociationRole, who: string) =>
    invitedMember(app, { managerCookie: manager, associationId, email: `${prefix}-${who}@exemple.fr`, role });
  const treasurer = await join("treasurer", "tresorier");
  const volunteer = await join("volunteer", "benevole");
  return { manager, associationId, associationName, treasurer, volunteer, join };
}
