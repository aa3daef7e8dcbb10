import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";

// A browser that signed in to an account before carries a signed mark of it (docs/security.md, "Password guessing"):
// its failed sign-ins count on their own, so that someone guessing that account's password from elsewhere never
// locks its owner out of their own browser. Sent only to the sign-in route (its Path), never readable by a script.

export const KNOWN_DEVICE_COOKIE = "bs.known_device";
const SIGN_IN_PATH = "/api/auth/sign-in/email";
/** 180 days from the last sign-in (the CNIL's limit for a cookie is 13 months). */
const LIFETIME_SECONDS = 180 * 24 * 3600;

export type KnownDevices = {
  /** The mark's own id when the request carries a valid mark for this address, else null. */
  deviceOf(request: FastifyRequest, email: string): string | null;
  /** Marks the browser for this address (a new mark at each successful sign-in). */
  remember(reply: FastifyReply, email: string): void;
};

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of header?.split(";") ?? []) {
    const equals = part.indexOf("=");
    if (equals > 0 && part.slice(0, equals).trim() === name) return part.slice(equals + 1).trim();
  }
  return undefined;
}

/**
 * `secret`: AUTH_SECRET, from which a key for this use alone is derived; `previousSecret`: AUTH_SECRET_PREVIOUS, whose
 * marks still count after a rotation. `secure`: production's HTTPS-only cookie.
 */
export function createKnownDevices(options: { secret: string; previousSecret?: string; secure: boolean }): KnownDevices {
  const keyOf = (secret: string) => Buffer.from(hkdfSync("sha256", secret, "", "boutique-solidaire: known sign-in devices", 32));
  const key = keyOf(options.secret);
  const keys = options.previousSecret ? [key, keyOf(options.previousSecret)] : [key];
  const macOf = (id: string, email: string, signing: Buffer = key) =>
    createHmac("sha256", signing).update(`${id}\n${email}`).digest("base64url");
  return {
    deviceOf(request, email) {
      const [id, mac] = (cookieValue(request.headers.cookie, KNOWN_DEVICE_COOKIE) ?? "").split(".");
      if (!id || !mac) return null;
      const given = Buffer.from(mac);
      const signedBy = (signing: Buffer) => {
        const expected = Buffer.from(macOf(id, email, signing));
        return given.length === expected.length && timingSafeEqual(given, expected);
      };
      return keys.some(signedBy) ? id : null;
    },
    remember(reply, email) {
      const id = randomBytes(16).toString("base64url");
      const attributes = [`Path=${SIGN_IN_PATH}`, `Max-Age=${LIFETIME_SECONDS}`, "HttpOnly", "SameSite=Strict"];
      if (options.secure) attributes.push("Secure");
      reply.header("set-cookie", `${KNOWN_DEVICE_COOKIE}=${id}.${macOf(id, email)}; ${attributes.join("; ")}`);
    },
  };
}
