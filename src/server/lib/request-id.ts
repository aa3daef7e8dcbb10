import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import { BlockList, isIPv4 } from "node:net";
import type { TrustProxy } from "../config";

/** The header a proxy names its request with, and the one the answer echoes: one id from the proxy's log to ours. */
export const REQUEST_ID_HEADER = "x-request-id";

// What a proxy's id looks like (nginx's $request_id is 32 hex digits, HAProxy's unique-id and most others are UUIDs or
// alike): letters, digits and a few separators, short. Anything else is replaced, so nothing a client writes reaches
// the log as the id of a request.
const REQUEST_ID_SHAPE = /^[A-Za-z0-9._:-]{8,128}$/;

// The named ranges TRUST_PROXY accepts, as proxy-addr (Fastify's) defines them.
const NAMED_RANGES: Record<string, [string, number, "ipv4" | "ipv6"][]> = {
  loopback: [
    ["127.0.0.0", 8, "ipv4"],
    ["::1", 128, "ipv6"],
  ],
  linklocal: [
    ["169.254.0.0", 16, "ipv4"],
    ["fe80::", 10, "ipv6"],
  ],
  uniquelocal: [
    ["10.0.0.0", 8, "ipv4"],
    ["172.16.0.0", 12, "ipv4"],
    ["192.168.0.0", 16, "ipv4"],
    ["fc00::", 7, "ipv6"],
  ],
};

/** Whether the connection's peer is one of the proxies TRUST_PROXY names (any peer, for a hop count). */
function trustedPeer(trust: TrustProxy): (address: string | undefined) => boolean {
  if (trust === false) return () => false;
  if (typeof trust === "number") return () => true;
  const proxies = new BlockList();
  for (const entry of trust) {
    const named = NAMED_RANGES[entry];
    if (named) for (const [network, prefix, family] of named) proxies.addSubnet(network, prefix, family);
    else {
      const [address, prefix] = entry.split("/");
      const family = isIPv4(address) ? "ipv4" : "ipv6";
      if (prefix === undefined) proxies.addAddress(address, family);
      else proxies.addSubnet(address, Number(prefix), family);
    }
  }
  return (address) => {
    if (!address) return false;
    const v4 = address.startsWith("::ffff:") && isIPv4(address.slice(7)) ? address.slice(7) : address;
    return proxies.check(v4, isIPv4(v4) ? "ipv4" : "ipv6");
  };
}

/**
 * Fastify's genReqId: the id the trusted proxy in front gave the request (X-Request-Id), when it has the shape of one,
 * or a new UUID. A client that reaches the server directly can't choose the id its requests are logged under.
 */
export function requestIdGenerator(trust: TrustProxy): (request: IncomingMessage) => string {
  const fromProxy = trustedPeer(trust);
  return (request) => {
    const given = request.headers[REQUEST_ID_HEADER];
    if (typeof given === "string" && REQUEST_ID_SHAPE.test(given) && fromProxy(request.socket?.remoteAddress)) return given;
    return randomUUID();
  };
}
