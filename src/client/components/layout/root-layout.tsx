import { useEffect } from "react";
import { Outlet } from "react-router";
import { replayEarlyClicks } from "./early-clicks";
import { Footer } from "./footer";
import { Header } from "./header";
import { ScrollToTop } from "./scroll-to-top";

export function RootLayout() {
  // After hydration of the prerendered home page: a button clicked before the app ran is clicked again.
  useEffect(() => replayEarlyClicks(), []);

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#contenu"
        className="sr-only z-50 rounded-full bg-brand px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Aller au contenu
      </a>
      <ScrollToTop />
      <Header />
      <main id="contenu" className="flex-1">
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
