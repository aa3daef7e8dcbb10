import multipart from "@fastify/multipart";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../shared/errors";
import { uploadedImageSchema } from "../../shared/upload-responses";
import { MAX_UPLOAD_BYTES } from "../../shared/upload-rules";
import type { Auth } from "../auth/auth";
import { requireUser } from "../auth/session";
import type { Db } from "../db/client";
import { requireCapability } from "../lib/access";
import type { FileStorage } from "../storage/storage";
import type { ImageKind } from "./image";
import { resolveUploadAssociation, storeCampaignImage } from "./service";

type UploadRoutesOptions = { auth: Auth; db: Db; storage: FileStorage };

const kinds: ImageKind[] = ["campaign-logos", "campaign-heroes"];
const associationIdSchema = z.uuid({ error: "Association non trouvée" }).optional();
// Image decoding costs CPU: generous for a person filling the form, tight for a script.
const uploadRateLimit = { rateLimit: { max: 60, timeWindow: 60_000 } };

type UploadForm = { file?: Buffer; associationId?: string };

/** Reads the form in whatever order the parts come: one `file`, an optional `association_id`. */
async function readUploadForm(request: FastifyRequest): Promise<UploadForm> {
  if (!request.isMultipart()) throw new AppError("FILE_MISSING");
  const form: UploadForm = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === "file") {
        // The declared name and type are ignored: the bytes alone decide (image.ts).
        if (part.fieldname === "file") form.file = await part.toBuffer();
        else await part.toBuffer();
      } else if (part.fieldname === "association_id" && typeof part.value === "string" && part.value !== "") {
        form.associationId = part.value;
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") throw new AppError("FILE_TOO_LARGE");
    throw error;
  }
  return form;
}

/** POST /api/uploads/campaign-logos and /campaign-heroes: multipart image -> stored WebP `{ url, width, height }`. */
export const uploadRoutes: FastifyPluginAsyncZod<UploadRoutesOptions> = async (app, { auth, db, storage }) => {
  // Registered inside this plugin, so only these routes accept multipart bodies. The 15 MB cap (a phone photo as
  // shot, decision 043) is the multipart one (the app's 1 MB bodyLimit does not apply to a streamed multipart body);
  // the other limits stay tight: one file, a few small fields.
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 4, parts: 5, fieldSize: 200, headerPairs: 50 },
  });

  for (const kind of kinds) {
    app.post(
      `/api/uploads/${kind}`,
      { config: uploadRateLimit, schema: { response: { 201: uploadedImageSchema } } },
      async (request, reply) => {
        const current = await requireUser(auth, request);
        const form = await readUploadForm(request);
        const parsedId = associationIdSchema.safeParse(form.associationId);
        if (!parsedId.success) throw new AppError("VALIDATION", parsedId.error.issues[0].message, { field: "association_id" });
        const associationId = await resolveUploadAssociation(db, { userId: current.id, associationId: parsedId.data });
        await requireCapability(db, current.id, associationId, "editShop");
        if (!form.file || form.file.length === 0) throw new AppError("FILE_MISSING");
        const image = await storeCampaignImage(storage, { kind, associationId, bytes: form.file });
        return reply.status(201).header("cache-control", "no-store").send(image);
      },
    );
  }
};
