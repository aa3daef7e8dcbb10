import { useEffect } from "react";
import { Outlet } from "react-router";
import { replayEarlyClicks } from "../lib/early-clicks";
import { Footer } from "./footer";
import { Header } from "./header";
import { ScrollToTop } from "../components/layout/scroll-to-top";
import { SkipLink } from "../components/layout/skip-link";

export function RootLayout() {
  // After hydration of a prerendered public page: a button clicked before the app ran is clicked again.
  useEffect(() => replayEarlyClicks(), []);

  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink className="bg-brand text-white" />
      <ScrollToTop />
      <Header />
      <main id="contenu" className="flex-1">
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
