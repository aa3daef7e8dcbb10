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
 * GET /api/auth/get-session: Better Auth's own answer, or null without a session. The user's other fields are
 * passed on; the session is cut down to the fields below (no token).
 */
export const authSessionSchema = z
  .object({
    // Only these fields: Better Auth's answer also carries the session token, which the HttpOnly cookie keeps
    // away from scripts and which must not come back in a body a script can read.
    session: z.object({ id: z.string(), userId: z.string(), expiresAt: z.string() }),
    user: z.looseObject({
      id: z.string(),
      email: z.string(),
      name: z.string().nullish(),
      emailVerified: z.boolean().optional(),
    }),
  })
  .nullable();
export type AuthSession = NonNullable<z.infer<typeof authSessionSchema>>;
