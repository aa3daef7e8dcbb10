import type { RouteOptions } from "fastify";

type RouteHookName = "onRequest" | "preHandler" | "onSend" | "onResponse";

/**
 * Adds a hook to one route as it is registered (from an `onRoute` hook). A check that concerns a few routes runs on
 * those only, instead of on every request of the server (the public reads answer thousands a second: decision 025).
 * `first` keeps the place a server-wide hook had: before the hooks of the route's own plugins (the rate limit).
 */
export function addRouteHook<Name extends RouteHookName>(
  route: RouteOptions,
  name: Name,
  hook: NonNullable<RouteOptions[Name]>,
  position: "first" | "last" = "last",
) {
  const others = ([] as unknown[]).concat(route[name] ?? []);
  const hooks = position === "first" ? [hook, ...others] : [...others, hook];
  (route as Record<RouteHookName, unknown>)[name] = hooks;
}
