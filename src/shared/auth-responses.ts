import { z } from "zod";

/** The account calls that only say they went through (sign-up, sign-out, reset, change password...). */
export const okResponseSchema = z.object({ ok: z.literal(true) });
export type OkResponse = z.infer<typeof okResponseSchema>;

/** POST /api/auth/sign-in/email: the session cookie is set; the body names who signed in. */
export const signInResponseSchema = z.object({
  ok: z.literal(true),
  user: z.object({ id: z.string(), email: z.string() }).nullable(),
});
export type SignInResponse = z.infer<typeof signInResponseSchema>;

/**
 * GET /api/auth/get-session: Better Auth's own answer, passed on whole (its other fields are kept), or null
 * without a session. The fields typed here are the ones the client reads.
 */
export const authSessionSchema = z
  .object({
    session: z.looseObject({ id: z.string(), userId: z.string(), expiresAt: z.string() }),
    user: z.looseObject({
      id: z.string(),
      email: z.string(),
      name: z.string().nullish(),
      emailVerified: z.boolean().optional(),
    }),
  })
  .nullable();
export type AuthSession = NonNullable<z.infer<typeof authSessionSchema>>;
