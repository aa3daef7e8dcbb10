import type { App } from "../../src/server/app";
import type { AssociationRole } from "../../src/shared/team-rules";
import { latestMailTo, send, signUpAndSignIn } from "./app";

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
