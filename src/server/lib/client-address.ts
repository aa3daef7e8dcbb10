import type { TrustProxy } from "../config";

type TrustFunction = (address: string, hop: number) => boolean;

/**
 * Fastify's trustProxy from TRUST_PROXY. Fastify takes a list of addresses as is, but treats a number as "trust
 * nothing" (it can't tell a proxy from a client that wrote enough hops itself), so a hop count becomes a
 * function: hop 0 is the socket's peer, each trusted hop lets the next address to the left be read. Only safe
 * when nothing reaches the server but through those proxies (docs/security.md).
 */
export function trustProxyOption(trust: TrustProxy): false | string[] | TrustFunction {
  if (typeof trust !== "number") return trust;
  return (_address, hop) => hop < trust;
}
