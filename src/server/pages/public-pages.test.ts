import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Window } from "happy-dom";
import { validateXML } from "xmllint-wasm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signUpAndSignIn } from "../../../tests/support/app";
import { draftCampaign, publishedCampaign } from "../../../tests/support/campaigns";
import { OPERATOR_NOTICE_ID, operatorPlaceholder } from "../../shared/operator";
import { prerenderedPages } from "../../shared/public-pages";
import type { App } from "../app";

// docs/decisions/023-prerendered-public-pages.md and docs/product.md#search-engines: the server sends each public
// page's prerendered file at its address with the operator's details filled in (a build's output stands in, written
// here with the placeholders the build leaves), lists the pages and published campaigns in /sitemap.xml and keeps
// signed-in and preview pages out of search engines in /robots.txt.

// The test configuration's address (tests/support/config.ts).
const publicUrl = "http://localhost:3000";
const sitemapSchema = readFileSync(new URL("./sitemap.xsd", import.meta.url), "utf8");
let app: App;
let clientDir: string;
let published: string;
let draft: string;

const shell = (root: string) =>
  `<!doctype html><html lang="fr"><head><title>Boutique Solidaire</title></head><body><div id="root">${root}</div></body></html>`;

beforeAll(async () => {
  clientDir = mkdtempSync(path.join(tmpdir(), "public-pages-"));
  writeFileSync(path.join(clientDir, "index.html"), shell(`<div id="prerendered-home"><h1>Accueil</h1></div>`));
  mkdirSync(path.join(clientDir, "pages"));
  // The legal notice as the build leaves it: a placeholder per detail, in text and in an attribute.
  writeFileSync(
    path.join(clientDir, "pages/mentions-legales.html"),
    shell(
      `<div id="prerendered-page"><h1>Mentions légales</h1><p>${operatorPlaceholder("companyName")}, SIRET ${operatorPlaceholder("siret")}</p>` +
        `<a href="mailto:${operatorPlaceholder("email")}">${operatorPlaceholder("email")}</a></div>`,
    ),
  );
  // Two sign-in pages as the build leaves them (decision 026).
  mkdirSync(path.join(clientDir, "pages/auth"));
  writeFileSync(path.join(clientDir, "pages/auth/login.html"), shell(`<div id="prerendered-page"><h1>Connexion</h1><form></form></div>`));
  writeFileSync(
    path.join(clientDir, "pages/auth/reset.html"),
    shell(`<div id="prerendered-page"><h1>Nouveau mot de passe</h1><form></form></div>`),
  );
  app = await createTestApp(
    {
      adminEmails: ["admin@exemple.fr"],
      // A company whose name needs escaping in HTML.
      operator: {
        companyName: `Chocolats "Solidaires" & Fils <SAS>`,
        legalForm: "SAS",
        shareCapitalCents: 500_000,
        siret: "91234567500017",
        rcs: "RCS Vannes 912 345 675",
        vatNumber: "FR65912345675",
        address: "1 quai du Port, 56000 Vannes",
        email: "contact@chocolats.example",
        phone: "02 97 00 00 01",
        publicationDirector: "Anne Le Goff",
        host: "Hébergeur SAS, 2 rue des Serveurs, 56000 Vannes",
        mediatorName: "Médiation & Consommation",
        mediatorAddress: "3 rue de la Médiation, 35000 Rennes",
        mediatorWebsite: "https://www.mediation-exemple.fr",
      },
    },
    { clientDir },
  );
  const admin = await signUpAndSignIn(app, "admin@exemple.fr");
  published = (await publishedCampaign(app, { memberEmail: "publiee@exemple.fr", adminCookie: admin })).campaign.public_slug;
  draft = "brouillon-pas-au-plan";
  await draftCampaign(app, { memberEmail: "brouillon@exemple.fr", slug: draft });
});
afterAll(async () => {
  await app?.close();
  rmSync(clientDir, { recursive: true, force: true });
});

describe("prerendered public pages", () => {
  it("are sent at their address with the operator's details filled in, escaped, and their canonical address", async () => {
    const response = await app.inject({ method: "GET", url: "/mentions-legales" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/html");
    const html = response.body;
    expect(html).toContain("<h1>Mentions légales</h1>");
    expect(html).toContain("Chocolats &quot;Solidaires&quot; &amp; Fils &lt;SAS&gt;, SIRET 912 345 675 00017");
    expect(html).toContain('<a href="mailto:contact@chocolats.example">contact@chocolats.example</a>');
    expect(html).not.toContain("%%operator");
    expect(html).toContain(`<link rel="canonical" href="${publicUrl}/mentions-legales" />`);
    // The app reads the same details, for its own render of the page.
    const json = /<script id="([^"]+)" type="application\/json">([^<]*)<\/script>/.exec(html);
    expect(json?.[1]).toBe(OPERATOR_NOTICE_ID);
    expect(JSON.parse(json![2])).toMatchObject({ companyName: `Chocolats "Solidaires" & Fils <SAS>`, siret: "912 345 675 00017" });
  });

  it("are left to the app, with their title, when the build made none", async () => {
    const response = await app.inject({ method: "GET", url: "/faq" });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain("<title>Questions fréquentes | Boutique Solidaire</title>");
    expect(response.body).not.toContain("prerendered-home");
    expect(response.body).toContain(`id="${OPERATOR_NOTICE_ID}"`);
  });

  it("give every other address the app's shell with the operator's details, the home page alone its markup", async () => {
    const home = await app.inject({ method: "GET", url: "/" });
    expect(home.body).toContain("<h1>Accueil</h1>");
    const login = await app.inject({ method: "GET", url: "/auth/login" });
    expect(login.body).not.toContain("<h1>Accueil</h1>");
    for (const response of [home, login]) expect(response.body).toContain(`id="${OPERATOR_NOTICE_ID}"`);
  });

  it("mark a likely member's page, so that 'Connexion' never flashes before their account button", async () => {
    for (const url of ["/", "/mentions-legales", "/campaign/create"]) {
      const visitor = await app.inject({ method: "GET", url });
      expect(visitor.body).toContain('<html lang="fr">');
      expect(visitor.headers.vary).toContain("Cookie");
      // Any session cookie, valid or not: nothing is asked of the database for a public page.
      const member = await app.inject({ method: "GET", url, headers: { cookie: "bs.session_token=quelconque" } });
      expect(member.body).toContain('<html data-member="" lang="fr">');
      expect(member.body.replace(' data-member=""', "")).toBe(visitor.body);
    }
    // A campaign page is the same for everyone.
    const campaign = await app.inject({ method: "GET", url: `/c/${published}`, headers: { cookie: "bs.session_token=quelconque" } });
    expect(campaign.body).not.toContain("data-member");
  });
});

describe("the sign-in pages (decision 026)", () => {
  const prerenderedForm = '<div id="prerendered-page"><h1>Connexion</h1><form>';
  it("come prerendered to a visitor with no session cookie, as the app's shell to one with it", async () => {
    const visitor = await app.inject({ method: "GET", url: "/auth/login?retour=/compte" });
    expect(visitor.statusCode).toBe(200);
    expect(visitor.body).toContain(prerenderedForm);
    expect(visitor.headers.vary).toContain("Cookie");
    // A likely member: the app starts at once, its guard sends them on.
    const member = await app.inject({ method: "GET", url: "/auth/login", headers: { cookie: "bs.session_token=quelconque" } });
    expect(member.statusCode).toBe(200);
    expect(member.body).not.toContain("<h1>Connexion</h1>");
    expect(member.body).toContain('<div id="root"></div>');
  });

  it("the reset page's form only to a link with a token and no error", async () => {
    const form = '<div id="prerendered-page"><h1>Nouveau mot de passe</h1>';
    expect((await app.inject({ method: "GET", url: "/auth/reset?token=Zq8vK2mW5tRb7yLc3nHd9xPf" })).body).toContain(form);
    for (const url of [
      "/auth/reset",
      "/auth/reset?token=",
      "/auth/reset?token=abc&error=INVALID_TOKEN",
      "/auth/reset?error=INVALID_TOKEN",
    ]) {
      const response = await app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).not.toContain(form);
      expect(response.body, url).toContain('<div id="root"></div>');
    }
  });

  it("stay out of the sitemap", async () => {
    const sitemap = (await app.inject({ method: "GET", url: "/sitemap.xml" })).body;
    expect(sitemap).not.toContain("/auth/");
    expect(sitemap).not.toContain("/login<");
  });
});

describe("/sitemap.xml", () => {
  it("lists the public pages and the published campaigns, not the drafts", async () => {
    const response = await app.inject({ method: "GET", url: "/sitemap.xml" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("application/xml");
    const validation = await validateXML({ xml: [{ fileName: "sitemap.xml", contents: response.body }], schema: [sitemapSchema] });
    expect(validation.errors).toEqual([]);
    const document = new new Window().DOMParser().parseFromString(response.body, "application/xml");
    const urls = [...document.querySelectorAll("url")].map((url) => ({
      loc: url.querySelector("loc")!.textContent,
      lastmod: url.querySelector("lastmod")?.textContent,
    }));
    const locations = urls.map((url) => url.loc);
    expect(locations).toEqual(expect.arrayContaining([`${publicUrl}/`, ...prerenderedPages.map((page) => `${publicUrl}${page.path}`)]));
    const campaign = urls.find((url) => url.loc === `${publicUrl}/c/${published}`);
    expect(campaign?.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(locations.some((location) => location.includes(draft))).toBe(false);
    expect(locations).toHaveLength(1 + prerenderedPages.length + 1);
  });
});

describe("/robots.txt", () => {
  it("keeps signed-in pages, previews and sellers' links out, and names the sitemap", async () => {
    const response = await app.inject({ method: "GET", url: "/robots.txt" });
    expect(response.statusCode).toBe(200);
    const lines = response.body.split("\n");
    for (const path of ["/compte", "/sales", "/admin", "/preview/", "/vendeurs/", "/c/*/v/", "/api/"]) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).not.toContain("Disallow: /c/");
    expect(lines).not.toContain("Disallow: /faq");
    expect(lines).toContain(`Sitemap: ${publicUrl}/sitemap.xml`);
  });
});
