import type { FastifyRequest } from "fastify";
import { isAPIError } from "better-auth/api";
import { AppError } from "../../shared/errors";
import { SESSION_COOKIE_PREFIX, type Auth } from "./auth";

// Present as "bs.session_token", or "__Secure-bs.session_token" in production.
const SESSION_COOKIE = `${SESSION_COOKIE_PREFIX}.session_token`;

/** `sessionId`: the session this request signed in with, which a live stream watches (realtime/event-streams.ts). */
export type SessionUser = { id: string; email: string; emailVerified: boolean; createdAt: Date; sessionId: string };

/** Whether the request carries a session cookie (valid or not: the database is not asked). */
export function hasSessionCookie(request: FastifyRequest): boolean {
  return request.headers.cookie?.includes(SESSION_COOKIE) ?? false;
}

const cache = new WeakMap<FastifyRequest, Promise<SessionUser | null>>();

function headersOf(request: FastifyRequest): Headers {
  const headers = new Headers();
  const cookie = request.headers.cookie;
  if (cookie) headers.set("cookie", cookie);
  return headers;
}

/** The signed-in user of this request, or null. Looked up once per request. */
export function getSessionUser(auth: Auth, request: FastifyRequest): Promise<SessionUser | null> {
  // Without a session cookie there is no session: don't ask the database (public pages under load).
  if (!hasSessionCookie(request)) return Promise.resolve(null);
  let pending = cache.get(request);
  if (!pending) {
    pending = auth.api.getSession({ headers: headersOf(request) }).then((result) =>
      result
        ? {
            id: result.user.id,
            email: result.user.email,
            emailVerified: result.user.emailVerified,
            createdAt: new Date(result.user.createdAt),
            sessionId: result.session.id,
          }
        : null,
    );
    cache.set(request, pending);
  }
  return pending;
}

export async function requireUser(auth: Auth, request: FastifyRequest): Promise<SessionUser> {
  const current = await getSessionUser(auth, request);
  if (!current) throw new AppError("UNAUTHENTICATED");
  return current;
}

/**
 * The signed-in user's password, asked again before a change that a session alone must not allow (the bank details,
 * docs/product.md#bank-details). Better Auth checks it against the stored hash (its `verifyPassword`, which reads the
 * session from the database, not from a cookie cache). A wrong password is WRONG_PASSWORD on the `password` field,
 * which the per-account limit counts as a failed try (lib/account-limits.ts).
 */
export async function requirePassword(auth: Auth, request: FastifyRequest, password: string): Promise<void> {
  try {
    await auth.api.verifyPassword({ body: { password }, headers: headersOf(request) });
  } catch (error) {
    if (!isAPIError(error)) throw error;
    if (error.body?.code === "INVALID_PASSWORD") throw new AppError("WRONG_PASSWORD", undefined, { field: "password" });
    if (error.statusCode === 401) throw new AppError("UNAUTHENTICATED");
    throw error;
  }
}
