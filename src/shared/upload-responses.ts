import { z } from "zod";

/** POST /api/uploads/campaign-logos and /campaign-heroes: the stored WebP image. */
export const uploadedImageSchema = z.object({ url: z.string(), width: z.number().int(), height: z.number().int() });
export type UploadedImageResponse = z.infer<typeof uploadedImageSchema>;
