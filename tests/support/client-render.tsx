import type { ReactNode } from "react";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import {
  createMemoryRouter,
  createRoutesFromElements,
  MemoryRouter,
  Outlet,
  Route,
  RouterProvider,
  Routes,
  useLocation,
} from "react-router";
import { QueryClientProvider } from "@tanstack/react-query";
import { toast } from "sonner";
import { afterEach, vi } from "vitest";
import type { MembershipView } from "../../src/shared/account";
import { meResponseSchema, type Me } from "../../src/shared/account-responses";
import { authSessionSchema, type AuthSession } from "../../src/shared/auth-responses";
import { AssociationProvider } from "../../src/client/session/association-context";
import { meQueryKey } from "../../src/client/session/me-api";
import { AuthProvider } from "../../src/client/session/auth-context";
import { sessionQueryKey } from "../../src/client/session/session-api";
import { AppToaster } from "../../src/client/components/layout/app-toaster";
import { createQueryClient } from "../../src/client/lib/query-client";
import { associationSummary, fixture } from "./client-fixtures";

// Component tests render screens of src/client in happy-dom (`// @vitest-environment happy-dom` at the top of the
// file) with the app's own providers, around a stand-in for the HTTP API: fetch answers from the test's handler.

/** What the stand-in API answers: a status and a JSON body (an ApiErrorBody for a failure). */
export type ApiAnswer = { status: number; body?: unknown };
export type ApiCall = { method: string; path: string; body: unknown };
export type ApiHandler = (call: ApiCall) => ApiAnswer | Promise<ApiAnswer> | undefined;

export const ok = (body: unknown): ApiAnswer => ({ status: 200, body });
export const failure = (status: number, code: string, message: string): ApiAnswer => ({ status, body: { code, message } });

/**
 * Replaces fetch; every call is recorded. With `account`, the session and /api/me are answered from it unless the
 * handler answers them. A call nobody answers is a 404 and shows in the log.
 */
export function stubApi(handler: ApiHandler = () => undefined, account?: ReturnType<typeof signedInAs>) {
  const calls: ApiCall[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(String(input), "http://localhost");
      const call: ApiCall = {
        method: init.method ?? "GET",
        path: url.pathname + url.search,
        body: typeof init.body === "string" ? JSON.parse(init.body) : undefined,
      };
      calls.push(call);
      const answer =
        (await handler(call)) ??
        (account && call.path === "/api/me" ? ok(account.me) : undefined) ??
        (account && call.path === "/api/auth/get-session" ? ok(account.session) : undefined) ??
        failure(404, "NOT_FOUND", `no stand-in answer for ${call.method} ${call.path}`);
      return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
        status: answer.status,
        headers: { "content-type": "application/json" },
      });
    }),
  );
  return calls;
}

export function membership(associationId: string, name: string, role: string, userId = "user-1"): MembershipView {
  return {
    id: `membership-${associationId}`,
    user_id: userId,
    association_id: associationId,
    // The server's code may be one this client doesn't know yet (or an older one): tests pass it as it comes.
    role: role as MembershipView["role"],
    association: associationSummary(associationId, name, ["Anne Le Bihan"]),
  };
}

export function signedInAs(memberships: MembershipView[], options: { userId?: string; email?: string } = {}) {
  const userId = options.userId ?? "user-1";
  const email = options.email ?? "marie@example.fr";
  const session: AuthSession = fixture(authSessionSchema, {
    session: { id: "session-1", userId, expiresAt: "2099-01-01T00:00:00.000Z" },
    user: { id: userId, email, name: null, emailVerified: true },
  })!;
  // The memberships are passed on as they are: a test may give a role code the server no longer (or not yet) sends.
  const me: Me = {
    ...fixture(meResponseSchema, {
      user: { id: userId, email, email_verified: true, created_at: "2025-01-01T00:00:00.000Z" },
      profile: { id: userId, full_name: "Marie Martin", phone: null },
      memberships: [],
      is_admin: false,
    }),
    memberships,
  };
  return { session, me };
}

type RenderOptions = {
  /** Signed in with this session and /api/me; signed out without. */
  account?: ReturnType<typeof signedInAs>;
  /** Where the router starts. */
  path?: string;
  /** The route pattern the screen is mounted at (e.g. `/invitation/:token`); other paths render their name. */
  route?: string;
  /** A data router, as the app has: needed by a screen that holds the user back from leaving (useBlocker). */
  dataRouter?: boolean;
  /** A layout route around the screen (the screen is its outlet), as the router has it. */
  layout?: ReactNode;
  /** What the app has read already, before the screen shows: [query key, data] pairs. */
  cached?: [readonly unknown[], unknown][];
};

/** The screen inside the app's providers (data, session, association, toasts) and a router in memory. */
export function renderClient(
  ui: ReactNode,
  { account, path = "/", route = "*", dataRouter = false, layout, cached = [] }: RenderOptions = {},
) {
  const queryClient = createQueryClient();
  // A failed read is shown at once: the app's retries of a network blip would only slow the test down.
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  queryClient.setQueryData(sessionQueryKey, account?.session ?? null);
  if (account) queryClient.setQueryData(meQueryKey, account.me);
  for (const [key, data] of cached) queryClient.setQueryData(key, data);
  const screens = (
    <Route
      element={
        <AuthProvider>
          <AssociationProvider>
            <Outlet />
          </AssociationProvider>
        </AuthProvider>
      }
    >
      {layout ? (
        <Route element={layout}>
          <Route path={route} element={ui} />
        </Route>
      ) : (
        <Route path={route} element={ui} />
      )}
      <Route path="*" element={<LocationProbe />} />
    </Route>
  );
  const view = render(
    <QueryClientProvider client={queryClient}>
      {dataRouter ? (
        <RouterProvider router={createMemoryRouter(createRoutesFromElements(screens), { initialEntries: [path] })} />
      ) : (
        <MemoryRouter initialEntries={[path]}>
          <Routes>{screens}</Routes>
        </MemoryRouter>
      )}
      <AppToaster />
    </QueryClientProvider>,
  );
  return { ...view, queryClient };
}

/**
 * `ui` for a member of one association with `role` (the server's code, as it comes), the API answered by `handler`,
 * rendered with `options` (where the router starts, the route...): with the calls it got, the account, and a user to act.
 */
export function renderAsMember(
  ui: ReactNode,
  { associationId, role }: { associationId: string; role: string },
  handler: ApiHandler,
  options: Omit<RenderOptions, "account"> = {},
) {
  const account = signedInAs([membership(associationId, "École Jules Ferry", role)]);
  const calls = stubApi(handler, account);
  const view = renderClient(ui, { ...options, account });
  return { ...view, calls, account, user: userEvent.setup() };
}

/** Any other address: where the screen sent the browser. */
function LocationProbe() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
}

/**
 * The toast that says `text`, as it shows on the screen: the toaster also repeats the newest message in a hidden
 * live region for screen readers (components/layout/app-toaster.tsx), which is not the toast.
 */
export function findToast(text: string) {
  return screen.findByText(text, { selector: "[data-sonner-toast] *" });
}

/** Testing Library's cleanup, the toasts, the stubs and spies, the remembered association, after each test of the file. */
export function resetAfterEach() {
  afterEach(() => {
    // The toasts live in sonner's module, not in the rendered tree: a next test's Toaster would show them again.
    toast.dismiss();
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    window.localStorage.clear();
  });
}
