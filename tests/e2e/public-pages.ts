import type { Page } from "@playwright/test";

// The public pages of the marketing site (docs/product.md#routes: marketing, footer pages, /newsletter) with the
// heading each must show; public-site.spec.ts visits them all at a phone and a desktop width.
export const publicPages = [
  { path: "/", name: "home", h1: "Financez vos projets avec du chocolat de qualité" },
  { path: "/comment-ca-marche", name: "comment-ca-marche", h1: "Votre collecte en quatre étapes" },
  { path: "/chocolats", name: "chocolats", h1: "Des tablettes bio et équitables, faites à la main" },
  { path: "/faq", name: "faq", h1: "Questions fréquentes" },
  { path: "/contact", name: "contact", h1: "Contact" },
  { path: "/cgu", name: "cgu", h1: "Conditions générales d'utilisation" },
  { path: "/privacy", name: "privacy", h1: "Politique de confidentialité" },
  { path: "/mentions-legales", name: "mentions-legales", h1: "Mentions légales" },
  { path: "/cookies", name: "cookies", h1: "Cookies" },
  { path: "/cgv", name: "cgv", h1: "Conditions générales de vente" },
  { path: "/accessibilite", name: "accessibilite", h1: "Déclaration d'accessibilité" },
  { path: "/a-propos", name: "a-propos", h1: "À propos" },
  { path: "/support", name: "support", h1: "Support" },
  { path: "/newsletter", name: "newsletter", h1: "La lettre de Boutique Solidaire" },
  { path: "/newsletter?etat=confirmee", name: "newsletter-confirmee", h1: "Inscription confirmée" },
  { path: "/newsletter?etat=desinscrite", name: "newsletter-desinscrite", h1: "Vous êtes désinscrit(e)" },
  { path: "/newsletter?etat=lien-invalide", name: "newsletter-lien-invalide", h1: "Ce lien est invalide ou a déjà été utilisé" },
  { path: "/demo/produit", name: "demo-produit", h1: "Chocolat Noir" },
  { path: "/demo/produit/noir", name: "demo-produit-noir", h1: "Chocolat Noir" },
  { path: "/demo/produit/praline", name: "demo-produit-praline", h1: "Chocolat Amandes" },
  { path: "/demo/produit/blanc", name: "demo-produit-blanc", h1: "Chocolat Blanc" },
  { path: "/demo/produit/caramel", name: "demo-produit-inconnu", h1: "Produit non trouvé" },
  { path: "/auth/login", name: "auth-login", h1: "Connexion" },
  { path: "/auth/register", name: "auth-register", h1: "Créer un compte" },
] as const;

export type PageProblems = { console: string[]; requests: string[] };

/** Records console errors, uncaught exceptions, failed requests and HTTP errors of the page's own origin. */
export function watchPage(page: Page, origin: string): PageProblems {
  const problems: PageProblems = { console: [], requests: [] };
  page.on("console", (msg) => {
    if (msg.type() === "error") problems.console.push(`${msg.text()} (${msg.location().url})`);
  });
  page.on("pageerror", (error) => problems.console.push(`uncaught: ${error.message}`));
  page.on("requestfailed", (request) => {
    // A navigation away cancels what the previous page was still loading: not a failure of that page.
    if (request.failure()?.errorText === "net::ERR_ABORTED") return;
    problems.requests.push(`${request.method()} ${request.url()}: ${request.failure()?.errorText}`);
  });
  page.on("response", (response) => {
    if (response.url().startsWith(origin) && response.status() >= 400) {
      problems.requests.push(`${response.request().method()} ${response.url()}: HTTP ${response.status()}`);
    }
  });
  return problems;
}

/** Waits for a page route to settle: its h1, then no network activity (lazy chunks, images). */
export async function settle(page: Page): Promise<void> {
  await page.locator("h1").first().waitFor();
  await page.waitForLoadState("networkidle").catch(() => {});
}

/** Scrolls the page down and back so that lazy images load before a full-page screenshot. */
export async function revealLazyImages(page: Page): Promise<void> {
  await page.evaluate(async () => {
    // A screen at a time, a frame apart (or 50 ms, should no frame come): Chromium starts a lazy image's load on the
    // frame after the scroll, well before the image enters the screen (its margin is larger than any viewport here).
    const nextFrame = () =>
      Promise.race([
        new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
        new Promise((resolve) => setTimeout(resolve, 50)),
      ]);
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await nextFrame();
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState("networkidle").catch(() => {});
}
