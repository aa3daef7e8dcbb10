// @vitest-environment happy-dom
import type { ReactNode } from "react";
import { cleanup, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { OPERATOR_NOTICE_ID, operatorPlaceholder, type OperatorNotice } from "../../../shared/operator";
import { renderClient } from "../../../../tests/support/client-render";
import { CURRENT_ASSOCIATION_STORAGE_KEY } from "../../session/select-association";
import { CampaignFooter } from "../../shop/campaign-page/campaign-footer";
import { cartSellerStorageKey } from "../../shop/checkout/cart-seller";
import { cartStorageKey } from "../../shop/checkout/cart-store";
import { PENDING_ORDER_KEY } from "../../shop/checkout/pending-order";
import { Footer } from "../../app/footer";
import { AccessibilityPage } from "./accessibility-page";
import { ACCESSIBILITY_LINK_LABEL } from "../../components/layout/accessibility-status";
import { CookiesPage } from "./cookies-page";
import { LegalNoticePage } from "./legal-notice-page";
import { PrivacyPage } from "./privacy-page";
import { SalesTermsPage } from "./sales-terms-page";
import { TermsPage } from "./terms-of-use-page";

// docs/product.md#legal-pages: the operator's details as the server writes them into the page (lib/operator-details.ts
// reads them once, then keeps them: the placeholder test comes first), the sales terms' withdrawal rules, the cookies
// the code really sets, and the footers' links.

afterEach(cleanup);

const operator: OperatorNotice = {
  companyName: "Chocolaterie du Golfe",
  legalForm: "SAS",
  legalFormWithCapital: "SAS au capital de 12 500,00 €",
  siret: "912 345 675 00017",
  rcs: "RCS Vannes 912 345 675",
  vatNumber: "FR65912345675",
  address: "12 rue du Port, 56000 Vannes",
  email: "bonjour@chocolaterie-du-golfe.fr",
  phone: "02 97 11 22 33",
  publicationDirector: "Anne Le Goff",
  host: "Hébergeur Exemple SAS, 1 rue de l'Exemple, 75001 Paris, 01 23 45 67 89",
  mediatorName: "Médiation Exemple",
  mediatorAddress: "3 rue de la Médiation, 35000 Rennes",
  mediatorWebsite: "https://www.mediation-exemple.fr",
  mediatorWebsiteLabel: "www.mediation-exemple.fr",
};

function withOperatorInPage() {
  if (document.getElementById(OPERATOR_NOTICE_ID)) return;
  const element = document.createElement("script");
  element.type = "application/json";
  element.id = OPERATOR_NOTICE_ID;
  element.textContent = JSON.stringify(operator);
  document.head.append(element);
}

const inRouter = (page: ReactNode) => render(<MemoryRouter>{page}</MemoryRouter>);

describe("Mentions légales", () => {
  it("prints the server's placeholders as they are when the page carries no details (the prerendered page)", () => {
    inRouter(<LegalNoticePage />);
    for (const key of [
      "companyName",
      "legalFormWithCapital",
      "siret",
      "rcs",
      "vatNumber",
      "address",
      "publicationDirector",
      "host",
    ] as const) {
      expect(screen.getByText(operatorPlaceholder(key))).toBeTruthy();
    }
    const email = operatorPlaceholder("email");
    expect(screen.getAllByRole("link", { name: email })[0].getAttribute("href")).toBe(`mailto:${email}`);
  });

  it("names the publisher, the publication director and the host from the page's operator details", () => {
    withOperatorInPage();
    inRouter(<LegalNoticePage />);
    const publisher = screen.getByRole("heading", { name: "Éditeur du site" }).parentElement!;
    for (const [term, value] of [
      ["Société", operator.companyName],
      ["Forme et capital", operator.legalFormWithCapital],
      ["Siège social", operator.address],
      ["SIRET", operator.siret],
      ["Immatriculation", operator.rcs],
      ["N° de TVA intracommunautaire", operator.vatNumber],
      ["E-mail", operator.email],
      ["Téléphone", operator.phone],
    ]) {
      expect(within(publisher).getByText(term).nextElementSibling?.textContent).toBe(value);
    }
    expect(within(publisher).getByRole("link", { name: operator.email }).getAttribute("href")).toBe(`mailto:${operator.email}`);
    expect(screen.getByRole("heading", { name: "Directeur de la publication" }).nextElementSibling?.textContent).toBe(
      operator.publicationDirector,
    );
    expect(screen.getByText(operator.host)).toBeTruthy();
    expect(document.body.textContent).not.toContain("%%operator.");
  });
});

describe("Conditions générales de vente", () => {
  it("names the seller with its legal details", () => {
    withOperatorInPage();
    inRouter(<SalesTermsPage />);
    const seller = screen.getByRole("heading", { name: "1. Le vendeur" }).parentElement!;
    for (const value of [
      operator.companyName,
      operator.legalFormWithCapital,
      operator.address,
      operator.siret,
      operator.rcs,
      operator.vatNumber,
    ]) {
      expect(within(seller).getByText(value)).toBeTruthy();
    }
  });

  it("gives 14 days to withdraw, except for an opened bar, with the model form and the refund within 14 days", () => {
    withOperatorInPage();
    inRouter(<SalesTermsPage />);
    const withdrawal = screen.getByRole("heading", { name: "9. Droit de rétractation" }).parentElement!;
    expect(withdrawal.textContent).toContain("Vous disposez de 14 jours pour vous rétracter");
    expect(withdrawal.textContent).toContain("article L221-18");
    expect(within(withdrawal).getByRole("heading", { name: "Une tablette ouverte ne peut pas être rendue" })).toBeTruthy();
    expect(withdrawal.textContent).toContain("article L221-28, 5°");
    expect(withdrawal.textContent).toContain("une tablette dont vous avez ouvert l'emballage ne peut être ni reprise ni remboursée");
    expect(withdrawal.textContent).toContain(
      "au plus tard 14 jours à compter du jour où nous sommes informés de votre décision (article L221-24)",
    );
    const form = within(withdrawal).getByRole("note", { name: "Formulaire de rétractation" });
    expect(form.textContent).toContain(`À l'attention de ${operator.companyName}, ${operator.address}, ${operator.email}`);
  });

  it("prints each bar's VAT rate, the legal guarantees' notice and the mediator, and no link to the closed ODR platform", () => {
    withOperatorInPage();
    inRouter(<SalesTermsPage />);
    // The matcher reads every space as one: the no-break ones (before € and %) included.
    expect(screen.getByText("Chocolat Noir : 8,00 € TTC, dont TVA à 5,5 %")).toBeTruthy();
    expect(screen.getByText("Chocolat Blanc : 7,00 € TTC, dont TVA à 20 %")).toBeTruthy();
    const guarantees = screen.getByRole("note", { name: /^Garanties légales/ });
    expect(guarantees.textContent).toContain("articles 1641 à 1649 du code civil");
    // The mediator the company joined, from its configuration (OPERATOR_MEDIATOR_*).
    expect(screen.getByText("Médiation Exemple")).toBeTruthy();
    expect(screen.getByText("3 rue de la Médiation, 35000 Rennes")).toBeTruthy();
    expect(screen.getByRole("link", { name: "www.mediation-exemple.fr" }).getAttribute("href")).toBe("https://www.mediation-exemple.fr");
    expect(document.querySelector('a[href*="ec.europa.eu/consumers/odr"]')).toBeNull();
  });
});

describe("Conditions générales d'utilisation", () => {
  it("sends buyers to the sales terms", () => {
    inRouter(<TermsPage />);
    const links = screen.getAllByRole("link", { name: "conditions générales de vente" });
    expect(links.map((link) => link.getAttribute("href"))).toContain("/cgv");
  });
});

describe("Politique de confidentialité", () => {
  it("says, for each kind of person, what is kept, why, on what basis and how long; who receives it; and the rights", () => {
    withOperatorInPage();
    inRouter(<PrivacyPage />);
    const headings = screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual([
      "Responsable du traitement",
      "Membres des associations",
      "Associations",
      "Personnes invitées dans une équipe",
      "Acheteurs et donateurs",
      "Vendeurs (élèves, joueurs, membres)",
      "Newsletter",
      "E-mails envoyés",
      "Sécurité et journaux techniques",
      "Qui reçoit vos données",
      "Vos droits",
      "Cookies",
    ]);
    const buyers = screen.getByRole("heading", { name: "Acheteurs et donateurs" }).parentElement!;
    for (const term of ["Données", "Pourquoi", "Base légale", "Qui les voit", "Durée"]) expect(within(buyers).getByText(term)).toBeTruthy();
    expect(buyers.textContent).toContain("article L123-22 du code de commerce");
    expect(document.body.textContent).toContain("supprimées 90 jours après la fin de la campagne");
    expect(document.body.textContent).toContain("Elle est supprimée 30 jours après avoir été acceptée, annulée ou avoir expiré");
    expect(document.body.textContent).toContain("l'adresse est alors supprimée dans les 30 jours");
    const recipients = screen.getByRole("heading", { name: "Qui reçoit vos données" }).parentElement!;
    expect(recipients.textContent).toContain("Stripe (Stripe Payments Europe, Ltd., Irlande)");
    expect(recipients.textContent).toContain(operator.host);
    const rights = screen.getByRole("heading", { name: "Vos droits" }).parentElement!;
    expect(rights.textContent).toContain("portabilité");
    expect(within(rights).getByRole("link", { name: operator.email }).getAttribute("href")).toBe(`mailto:${operator.email}`);
    expect(within(rights).getByRole("link", { name: "www.cnil.fr" })).toBeTruthy();
  });
});

describe("Cookies", () => {
  it("lists the session cookie, the known-browser mark and every key the code keeps in the browser's storage", () => {
    inRouter(<CookiesPage />);
    for (const name of [
      "__Secure-bs.session_token",
      "bs.session_token",
      "bs.known_device",
      cartStorageKey("{campagne}"),
      cartSellerStorageKey("{campagne}"),
      PENDING_ORDER_KEY,
      CURRENT_ASSOCIATION_STORAGE_KEY,
      "boutique.returnAfterConfirmation",
    ]) {
      expect(screen.getByText(name, { selector: "code" }), name).toBeTruthy();
    }
    expect(screen.getByText(/strictement nécessaire au service que vous demandez/)).toBeTruthy();
  });
});

describe("Déclaration d'accessibilité", () => {
  it("says 'non conforme' without an audit, and gives the contact and the Défenseur des droits", () => {
    withOperatorInPage();
    inRouter(<AccessibilityPage />);
    expect(
      screen.getByText(/est non conforme avec le référentiel général d'amélioration de l'accessibilité \(RGAA\), version 4\.1\.2/),
    ).toBeTruthy();
    expect(screen.getByText("Cette déclaration a été établie en novembre 2026.")).toBeTruthy();
    expect(screen.getByRole("link", { name: operator.email }).getAttribute("href")).toBe(`mailto:${operator.email}`);
    expect(screen.getByText(/Défenseur des droits, Libre réponse 71120/)).toBeTruthy();
  });
});

describe("every legal page", () => {
  it("has a title of its own and says when it was last updated", () => {
    const pages = [LegalNoticePage, SalesTermsPage, TermsPage, PrivacyPage, CookiesPage, AccessibilityPage];
    const titles = pages.map((Page) => {
      const view = inRouter(<Page />);
      expect(screen.getByText("Dernière mise à jour : novembre 2026")).toBeTruthy();
      const title = document.title;
      view.unmount();
      return title;
    });
    expect(new Set(titles).size).toBe(pages.length);
    expect(titles).toContain("Conditions générales de vente | Boutique Solidaire");
  });
});

describe("the footers", () => {
  const legalLinks = [
    ["Mentions légales", "/mentions-legales"],
    ["CGV", "/cgv"],
    ["CGU", "/cgu"],
    ["Confidentialité", "/privacy"],
    ["Cookies", "/cookies"],
    [ACCESSIBILITY_LINK_LABEL, "/accessibilite"],
  ];

  it("link every legal page, the accessibility one with the state of conformity", () => {
    expect(ACCESSIBILITY_LINK_LABEL).toBe("Accessibilité : non conforme");
    renderClient(<Footer />);
    const information = screen.getByRole("navigation", { name: "Information" });
    expect(
      within(information)
        .getAllByRole("link")
        .map((link) => [link.textContent, link.getAttribute("href")]),
    ).toEqual(legalLinks);
    cleanup();

    render(<CampaignFooter associationName="École Jules Ferry" />);
    const legal = screen.getByRole("navigation", { name: "Informations légales" });
    expect(
      within(legal)
        .getAllByRole("link")
        .map((link) => [link.textContent, link.getAttribute("href")]),
    ).toEqual(legalLinks);
  });
});
