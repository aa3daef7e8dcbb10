import { z } from "zod";

/** GET /api/dev/mails (development only): the outbox, newest first. */
export const devMailsResponseSchema = z.object({
  mails: z.array(
    z.object({
      id: z.string(),
      to: z.string(),
      subject: z.string(),
      text: z.string(),
      html: z.string().nullable(),
      status: z.string(),
      created_at: z.iso.datetime(),
      attachments: z.array(z.object({ filename: z.string(), content_type: z.string(), bytes: z.number().int() })),
    }),
  ),
});
export type DevMailsResponse = z.infer<typeof devMailsResponseSchema>;
