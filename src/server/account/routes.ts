import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { associationCreateSchema, notificationSettingsSchema, profileUpdateSchema } from "../../shared/account";
import { associationCreatedResponseSchema, meResponseSchema, notificationSettingsResponseSchema } from "../../shared/account-responses";
import type { Auth } from "../auth/auth";
import { requireUser } from "../auth/session";
import type { Db } from "../db/client";
import { requireAssociationFields } from "../lib/access";
import { createAssociationFor } from "./provision";
import { associationFieldsOf, getMe, getSettings, saveSettings, updateProfile } from "./service";

type AccountRoutesOptions = { auth: Auth; db: Db };

export const profilePatchSchema = profileUpdateSchema.extend({
  association_id: z.uuid({ error: "Association non trouvée" }),
});

export const accountRoutes: FastifyPluginAsyncZod<AccountRoutesOptions> = async (app, { auth, db }) => {
  const me = { 200: meResponseSchema };
  const settings = { 200: notificationSettingsResponseSchema };

  app.get("/api/me", { schema: { response: me } }, async (request, reply) => {
    const current = await requireUser(auth, request);
    return reply.header("cache-control", "no-store").send(await getMe(db, current));
  });

  app.patch("/api/me/profile", { schema: { body: profilePatchSchema, response: me } }, async (request) => {
    const current = await requireUser(auth, request);
    // Everyone saves their own name; the association's fields are editShop's (docs/product.md#roles).
    const { editsAssociation } = await requireAssociationFields(
      db,
      current.id,
      request.body.association_id,
      associationFieldsOf(request.body),
    );
    await updateProfile(db, { current, input: request.body, editsAssociation });
    return getMe(db, current);
  });

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
