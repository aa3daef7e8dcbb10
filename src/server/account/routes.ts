import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { associationCreateSchema, associationDetailsSchema, notificationSettingsSchema, profileUpdateSchema } from "../../shared/account";
import {
  associationCreatedResponseSchema,
  associationDetailsResponseSchema,
  meResponseSchema,
  notificationSettingsResponseSchema,
} from "../../shared/account-responses";
import type { Auth } from "../auth/auth";
import { requireUser } from "../auth/session";
import type { Db } from "../db/client";
import { requireAssociationCaller } from "../lib/access";
import { createAssociationFor } from "./provision";
import { getMe, getSettings, managerNamesOf, saveAssociationDetails, saveSettings, toAssociationSummary, updateProfile } from "./service";

type AccountRoutesOptions = { auth: Auth; db: Db };

const associationParams = z.object({ id: z.uuid({ error: "Association non trouvée" }) });

export const accountRoutes: FastifyPluginAsyncZod<AccountRoutesOptions> = async (app, { auth, db }) => {
  const me = { 200: meResponseSchema };
  const settings = { 200: notificationSettingsResponseSchema };

  app.get("/api/me", { schema: { response: me } }, async (request, reply) => {
    const current = await requireUser(auth, request);
    return reply.header("cache-control", "no-store").send(await getMe(db, current));
  });

  // Each member's own card: whoever is signed in saves their own name and number, whatever their role.
  app.patch("/api/me/profile", { schema: { body: profileUpdateSchema, response: me } }, async (request) => {
    const current = await requireUser(auth, request);
    await updateProfile(db, { current, input: request.body });
    return getMe(db, current);
  });

  // The association's card: its name and details are editShop's (docs/product.md#roles, decision 034).
  app.put(
    "/api/associations/:id",
    { schema: { params: associationParams, body: associationDetailsSchema, response: { 200: associationDetailsResponseSchema } } },
    async (request) => {
      await requireAssociationCaller({ auth, db }, request, request.params.id, "editShop");
      const saved = await saveAssociationDetails(db, { associationId: request.params.id, details: request.body });
      const managers = await managerNamesOf(db, [saved.id]);
      return toAssociationSummary(saved, managers.get(saved.id) ?? []);
    },
  );

  // docs/product.md#no-association: answers the new association's id and the memberships as GET /api/me reads them.
  app.post(
    "/api/associations",
    { schema: { body: associationCreateSchema, response: { 201: associationCreatedResponseSchema } } },
    async (request, reply) => {
      const current = await requireUser(auth, request);
      const associationId = await createAssociationFor(db, current, request.body.name);
      return reply.status(201).send({ ...(await getMe(db, current)), association_id: associationId });
    },
  );

  app.get("/api/me/settings", { schema: { response: settings } }, async (request, reply) => {
    const current = await requireUser(auth, request);
    return reply.header("cache-control", "no-store").send(await getSettings(db, current.id));
  });

  app.put("/api/me/settings", { schema: { body: notificationSettingsSchema, response: settings } }, async (request) => {
    const current = await requireUser(auth, request);
    return saveSettings(db, { userId: current.id, settings: request.body });
  });
};
