import { lazy, Suspense, useEffect, useSyncExternalStore } from "react";
import { pathTo } from "../../shared/page-paths";
import { onFirstAction } from "../lib/first-action";
import { toasterDemand, wantToaster } from "../lib/notify";

const AppToaster = lazy(async () => ({ default: (await import("../components/layout/app-toaster")).AppToaster }));

/** The sign-in pages (src/client/app/router.tsx), whose first load must stay small (bench/README.md, "JavaScript budgets"). */
const signInPages = [pathTo("login"), pathTo("shortLogin"), pathTo("register"), pathTo("forgotPassword"), pathTo("resetPassword")];
/** Whether the address is a sign-in page's, a trailing slash allowed. */
const onSignInPage = (pathname: string) => signInPages.includes(pathname.replace(/\/$/, ""));

/**
 * The app's Toaster, with sonner in its own chunk: mounted at once on the app's first page, but on a sign-in page only
 * at the visitor's first key, touch or click, or at the first toast (lib/notify.ts), which there only follows an action.
 * sonner shows a toast asked for before its Toaster was mounted once it is.
 */
export function DeferredToaster() {
  const wanted = useSyncExternalStore(toasterDemand.subscribe, toasterDemand.wanted, () => false);
  useEffect(() => {
    if (onSignInPage(window.location.pathname)) return onFirstAction(wantToaster);
    wantToaster();
  }, []);
  return wanted ? (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  ) : null;
}
