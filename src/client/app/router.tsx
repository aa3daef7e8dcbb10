import { createBrowserRouter, type RouteObject } from "react-router";
import { pagePaths } from "../../shared/page-paths";
import { RequireAdmin, RequireAuth, SignedOutOnly } from "../auth/guards";
import { CampaignLayout } from "../shop/campaign-page/campaign-layout";
import { RootLayout } from "./root-layout";
import { LoadingState } from "../components/ui/spinner";
import { NotFoundPage } from "../marketing/not-found-page";
import { RouteError } from "../marketing/route-error";

// The route table of docs/product.md#routes. The signed-in area is code-split (route `lazy`): visitors of the public
// pages never download it. The auth forms are split too, which keeps zod and react-hook-form out of the first load.
// Every address comes from src/shared/page-paths.ts, which tells the server which paths are pages too; router.test.ts
// checks that the table and these routes name the same pages.

const loginPage = async () => ({ Component: (await import("../auth/login-page")).LoginPage });

// Every public page is its own small chunk, the home page too: it comes prerendered in the HTML (vite.config.ts) and
// its code loads with the app, at the visitor's first move, so the app's first load (the sign-in pages) stays small.
const companyPages = () => import("../marketing/company-pages");

const publicRoutes: RouteObject[] = [
  { index: true, lazy: async () => ({ Component: (await import("../marketing/home-page")).HomePage }) },
  { path: pagePaths.howItWorks, lazy: async () => ({ Component: (await import("../marketing/how-it-works-page")).HowItWorksPage }) },
  { path: pagePaths.chocolates, lazy: async () => ({ Component: (await import("../marketing/chocolates-page")).ChocolatesPage }) },
  { path: pagePaths.faq, lazy: async () => ({ Component: (await import("../marketing/faq-page")).FaqPage }) },
  { path: pagePaths.contact, lazy: async () => ({ Component: (await import("../marketing/contact-page")).ContactPage }) },
  // The legal pages (docs/product.md#legal-pages), one small chunk each.
  {
    path: pagePaths.legalNotice,
    lazy: async () => ({ Component: (await import("../marketing/legal/legal-notice-page")).LegalNoticePage }),
  },
  { path: pagePaths.salesTerms, lazy: async () => ({ Component: (await import("../marketing/legal/sales-terms-page")).SalesTermsPage }) },
  { path: pagePaths.termsOfUse, lazy: async () => ({ Component: (await import("../marketing/legal/terms-of-use-page")).TermsPage }) },
  { path: pagePaths.privacy, lazy: async () => ({ Component: (await import("../marketing/legal/privacy-page")).PrivacyPage }) },
  { path: pagePaths.cookies, lazy: async () => ({ Component: (await import("../marketing/legal/cookies-page")).CookiesPage }) },
  {
    path: pagePaths.accessibility,
    lazy: async () => ({ Component: (await import("../marketing/legal/accessibility-page")).AccessibilityPage }),
  },
  { path: pagePaths.about, lazy: async () => ({ Component: (await companyPages()).AboutPage }) },
  { path: pagePaths.support, lazy: async () => ({ Component: (await companyPages()).SupportPage }) },
  { path: pagePaths.newsletter, lazy: async () => ({ Component: (await import("../marketing/newsletter-page")).NewsletterPage }) },
  { path: pagePaths.demoProduct, lazy: async () => ({ Component: (await import("../shop/demo/demo-product-page")).DemoProductPage }) },
  { path: pagePaths.resetPassword, lazy: async () => ({ Component: (await import("../auth/reset-page")).ResetPage }) },
  // Split like the forms: its resend form would bring zod and react-hook-form into every first load.
  { path: pagePaths.authCallback, lazy: async () => ({ Component: (await import("../auth/callback-page")).CallbackPage }) },
  // The invitation mail's link (docs/product.md#memberships): public, it explains itself before anyone signs in.
  { path: pagePaths.invitation, lazy: async () => ({ Component: (await import("../team/invitation-page")).InvitationPage }) },
  // Where the payment page sends the buyer back (docs/api.md "Checkout and payments").
  { path: pagePaths.paymentThanks, lazy: async () => ({ Component: (await import("../shop/checkout/thank-you-page")).ThankYouPage }) },
  {
    path: pagePaths.paymentCancelled,
    lazy: async () => ({ Component: (await import("../shop/checkout/payment-cancelled-page")).PaymentCancelledPage }),
  },
  // A pick-up order's QR code (docs/product.md#handing-over): public, it asks to sign in before the hand-over.
  {
    path: pagePaths.handOverLink,
    lazy: async () => ({ Component: (await import("../distribution/hand-over-link-page")).HandOverLinkPage }),
  },
];

const signedOutRoutes: RouteObject = {
  Component: SignedOutOnly,
  children: [
    { path: pagePaths.login, lazy: loginPage },
    { path: pagePaths.shortLogin, lazy: loginPage },
    { path: pagePaths.register, lazy: async () => ({ Component: (await import("../auth/register-page")).RegisterPage }) },
    { path: pagePaths.forgotPassword, lazy: async () => ({ Component: (await import("../auth/forgot-page")).ForgotPage }) },
  ],
};

const signedInRoutes: RouteObject = {
  Component: RequireAuth,
  children: [
    { path: pagePaths.account, lazy: async () => ({ Component: (await import("../account/account-page")).AccountPage }) },
    { path: pagePaths.sales, lazy: async () => ({ Component: (await import("../sales/sales-page")).SalesPage }) },
    {
      // The pages of one campaign share their frame: back link, title, the campaign read once (docs/decisions/031).
      lazy: async () => ({ Component: (await import("./campaign-page-layout")).CampaignPageLayout }),
      children: [
        { path: pagePaths.statement, lazy: async () => ({ Component: (await import("../money/statement-page")).StatementPage }) },
        {
          path: pagePaths.paperOrders,
          lazy: async () => ({ Component: (await import("../paper-orders/paper-orders-page")).PaperOrdersPage }),
        },
        {
          path: pagePaths.distribution,
          lazy: async () => ({ Component: (await import("../distribution/distribution-page")).DistributionPage }),
        },
        { path: pagePaths.sellers, lazy: async () => ({ Component: (await import("../sellers/sellers-page")).SellersPage }) },
        {
          path: pagePaths.buyerMessages,
          lazy: async () => ({ Component: (await import("../buyer-messages/buyer-messages-page")).BuyerMessagesPage }),
        },
      ],
    },
    {
      path: pagePaths.onePager,
      lazy: async () => ({ Component: (await import("../campaigns/onboarding-form-page")).OnboardingFormPage }),
    },
    {
      path: pagePaths.campaignCreate,
      lazy: async () => ({ Component: (await import("../campaigns/campaign-create-page")).CampaignCreatePage }),
    },
  ],
};

// The back-office (docs/product.md#back-office): its layout and every page are split off, for admins only.
const adminRoutes: RouteObject = {
  Component: RequireAdmin,
  children: [
    {
      path: pagePaths.admin,
      lazy: async () => ({ Component: (await import("../admin/admin-layout")).AdminLayout }),
      children: [
        { index: true, lazy: async () => ({ Component: (await import("../admin/admin-page")).AdminPage }) },
        {
          path: pagePaths.adminCampaigns,
          lazy: async () => ({ Component: (await import("../admin/campaigns/admin-campaigns-page")).AdminCampaignsPage }),
        },
        {
          path: pagePaths.adminCampaign,
          lazy: async () => ({ Component: (await import("../admin/campaigns/admin-campaign-page")).AdminCampaignPage }),
        },
        {
          path: pagePaths.adminOrders,
          lazy: async () => ({ Component: (await import("../admin/orders/admin-orders-page")).AdminOrdersPage }),
        },
        {
          path: pagePaths.adminOrder,
          lazy: async () => ({ Component: (await import("../admin/orders/admin-order-page")).AdminOrderPage }),
        },
        {
          path: pagePaths.adminPreparation,
          lazy: async () => ({ Component: (await import("../admin/preparation/preparation-page")).PreparationPage }),
        },
        { path: pagePaths.adminPayouts, lazy: async () => ({ Component: (await import("../admin/payouts/payouts-page")).PayoutsPage }) },
      ],
    },
  ],
};

// Campaign shops stand alone, with the association's header and footer (docs/decisions/004). Code-split:
// marketing visitors never download them, and the page's own chunk stays free of form and account code.
const campaignPage = async () => ({ Component: (await import("../shop/campaign-page/public-campaign-page")).PublicCampaignPage });

const campaignRoutes: RouteObject = {
  Component: CampaignLayout,
  HydrateFallback: LoadingState,
  ErrorBoundary: RouteError,
  children: [
    { path: pagePaths.campaign, lazy: campaignPage },
    { path: pagePaths.sellerCampaign, lazy: campaignPage },
    { path: pagePaths.campaignAlias, lazy: campaignPage },
    {
      Component: RequireAuth,
      children: [
        {
          path: pagePaths.campaignPreview,
          lazy: async () => ({ Component: (await import("../shop/campaign-page/preview-page")).PreviewPage }),
        },
      ],
    },
  ],
};

export const routes: RouteObject[] = [
  {
    path: "/",
    Component: RootLayout,
    // Shown while a code-split page loads on the very first visit.
    HydrateFallback: LoadingState,
    ErrorBoundary: RouteError,
    children: [
      {
        // A page that throws keeps the header and footer around its error message.
        ErrorBoundary: RouteError,
        children: [...publicRoutes, signedOutRoutes, signedInRoutes, adminRoutes, { path: "*", Component: NotFoundPage }],
      },
    ],
  },
  campaignRoutes,
];

export function createRouter() {
  return createBrowserRouter(routes);
}
