import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { invitationRequestSchema, roleChangeSchema } from "../../shared/team";
import {
  acceptedInvitationSchema,
  invitationResponseSchema,
  invitationSummarySchema,
  teamChangeResponseSchema,
  teamMemberResponseSchema,
  teamResponseSchema,
} from "../../shared/team-responses";
import { requireUser } from "../auth/session";
import { requireAssociationCaller, requireCapability, requireMembership, type AccessContext } from "../lib/access";
import type { MailingRouteOptions } from "../lib/mailing-routes";
import { acceptInvitation, changeMemberRole, describeInvitation, getTeam, inviteMember, removeMember, revokeInvitation } from "./service";

type TeamRoutesOptions = AccessContext &
  MailingRouteOptions & {
    /** The per-address limit of the routes that send mail or take a link's token (the auth routes' one). */
    rateLimits: { authMax: number; windowMs: number };
    now?: () => Date;
  };

const associationParams = z.object({ id: z.uuid({ error: "Association non trouvée" }) });
const memberParams = associationParams.extend({ userId: z.string().min(1).max(100) });
const invitationParams = associationParams.extend({ invitationId: z.uuid({ error: "Cette invitation n'existe pas." }) });
// Any string: a link cut short or made up is an unknown invitation (404), not a validation error.
const tokenParams = z.object({ token: z.string().max(200) });
// Team changes are a person's clicks: generous for a manager, tight for a script.
const teamWriteLimit = { rateLimit: { max: 60, timeWindow: 60_000 } };

/** docs/product.md#memberships: the team of an association, its invitations and the links that accept them. */
export const teamRoutes: FastifyPluginAsyncZod<TeamRoutesOptions> = async (app, options) => {
  const { auth, db } = options;
  const now = options.now ?? (() => new Date());
  const tokenLimit = { rateLimit: { max: options.rateLimits.authMax, timeWindow: options.rateLimits.windowMs } };

  app.get(
    "/api/associations/:id/members",
    { schema: { params: associationParams, response: { 200: teamResponseSchema } } },
    async (request, reply) => {
      const current = await requireUser(auth, request);
      const role = await requireMembership(db, current.id, request.params.id);
      const team = await getTeam(db, { associationId: request.params.id, readerRole: role, now: now() });
      return reply.header("cache-control", "no-store").send(team);
    },
  );

  app.post(
    "/api/associations/:id/invitations",
    {
      schema: { params: associationParams, body: invitationRequestSchema, response: { 201: invitationResponseSchema } },
      config: tokenLimit,
    },
    async (request, reply) => {
      const { current } = await requireAssociationCaller(options, request, request.params.id, "manageTeam");
      const invitation = await inviteMember(db, {
        associationId: request.params.id,
        inviter: current,
        input: request.body,
        publicUrl: options.publicUrl,
        now: now(),
      });
      options.onMailQueued?.();
      return reply.status(201).send({ invitation });
    },
  );

  app.delete(
    "/api/associations/:id/invitations/:invitationId",
    { schema: { params: invitationParams, response: { 200: teamChangeResponseSchema } }, config: teamWriteLimit },
    async (request) => {
      const { current } = await requireAssociationCaller(options, request, request.params.id, "manageTeam");
      await revokeInvitation(db, {
        associationId: request.params.id,
        invitationId: request.params.invitationId,
        actorId: current.id,
        now: now(),
      });
      return { ok: true as const };
    },
  );

  app.patch(
    "/api/associations/:id/members/:userId",
    { schema: { params: memberParams, body: roleChangeSchema, response: { 200: teamMemberResponseSchema } }, config: teamWriteLimit },
    async (request) => {
      const { current } = await requireAssociationCaller(options, request, request.params.id, "manageTeam");
      const member = await changeMemberRole(db, {
        associationId: request.params.id,
        actorId: current.id,
        userId: request.params.userId,
        role: request.body.role,
      });
      return { member };
    },
  );

  // A manager removes someone; any member may remove themselves (leave).
  app.delete(
    "/api/associations/:id/members/:userId",
    { schema: { params: memberParams, response: { 200: teamChangeResponseSchema } }, config: teamWriteLimit },
    async (request) => {
      const current = await requireUser(auth, request);
      if (request.params.userId === current.id) await requireMembership(db, current.id, request.params.id);
      else await requireCapability(db, current.id, request.params.id, "manageTeam");
      await removeMember(db, { associationId: request.params.id, actorId: current.id, userId: request.params.userId });
      return { ok: true as const };
    },
  );

  // Public: the landing page of the mailed link explains the invitation before anyone signs in.
  app.get(
    "/api/invitations/:token",
    { schema: { params: tokenParams, response: { 200: invitationSummarySchema } }, config: tokenLimit },
    async (request, reply) =>
      reply.header("cache-control", "no-store").send(await describeInvitation(db, { token: request.params.token, now: now() })),
  );

  app.post(
    "/api/invitations/:token/accept",
    { schema: { params: tokenParams, response: { 200: acceptedInvitationSchema } }, config: tokenLimit },
    async (request) => {
      const current = await requireUser(auth, request);
      return acceptInvitation(db, { token: request.params.token, user: current, now: now() });
    },
  );
};
