// Lint rules that hold the code conventions: docs/decisions/011-lint-format-and-boundaries.md.
// Formatting is Prettier's job (npm run format); eslint-config-prettier turns off the rules it would fight.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "eslint/config";
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import { importX } from "eslint-plugin-import-x";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import checkFile from "eslint-plugin-check-file";
import prettier from "eslint-config-prettier";
import globals from "globals";

const root = path.dirname(fileURLToPath(import.meta.url));

const testFiles = ["**/*.test.ts", "**/*.test.tsx", "tests/**"];

// --- Domains of src/server ---------------------------------------------------------------------------------------
// Every folder of src/server is a domain, except these shared layers, whose every module may be imported.
const sharedServerLayers = ["lib", "db"];
const serverDomains = readdirSync(path.join(root, "src/server"), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !sharedServerLayers.includes(entry.name))
  .map((entry) => entry.name);

// What another domain may import: a domain's routes (for app.ts), its service and its queries...
const publicModules = ["routes.ts", "service.ts", "queries.ts"];
// ...and the modules a few domains offer to all the others on purpose.
const morePublicModules = {
  auth: ["auth.ts", "session.ts"], // the auth instance and "who is calling"
  account: ["provision.ts"], // an account's profile, association and admin role
  campaigns: ["published-cache.ts", "publication.ts"], // the published campaigns read model; publication (decision 010)
  // the documents (PDF, images), each made from the data it is given; the PDF toolkit the receipts draw with
  documents: [
    "packing-slips.ts",
    "statement-pdf.ts",
    "distribution-list.ts",
    "campaign-poster.ts",
    "seller-flyers.ts",
    "campaign-og-image.ts",
    "pdf-document.ts",
  ],
  mail: ["outbox.ts", "templates"], // queue a mail and the templates it is written with
  payments: ["provider.ts"], // the payment provider's contract
  realtime: ["bus.ts", "event-streams.ts"], // the database's change announcements (decision 007); the event streams, one quota for all
  // the receipt and credit notes an order's mails attach (and their links); their drawing, for the renderer
  receipts: ["order-documents.ts", "receipt-pdf.ts"],
  storage: ["storage.ts"], // where uploaded files go
};
// Imports of another domain's internals that were there when the rule came (decision 011). Each one is allowed
// for one file only, so no new one can slip in; remove a line when its import goes. None is left.
/** @type {{ file: string, imports: string }[]} */
const domainExceptions = [];

// A renamed or deleted file must leave these lists too: a stale line would allow a new import by that name.
for (const file of [
  ...Object.entries(morePublicModules).flatMap(([domain, modules]) => modules.map((module) => `src/server/${domain}/${module}`)),
  ...domainExceptions.flatMap(({ file, imports }) => [file, imports]),
]) {
  if (!existsSync(path.join(root, file))) throw new Error(`eslint.config.js names ${file}, which does not exist: update the list`);
}

// --- Layers and features of src/client -----------------------------------------------------------------------------
// src/client/app wires the features into the router and holds the providers and layouts: it may import everything.
// The files at the root are the pages' entries (main.tsx, campaign-entry.tsx, campaign-live.ts). Every other folder
// is a feature, except the shared layers, each of which imports no feature and only the layers before it: lib (plain
// helpers: the API client, toasts, formats), session (who is signed in, for which association, with which role: the
// app-wide state), components (what screens are built of). docs/decisions/030-client-app-layer-and-feature-walls.md.
const clientApp = "app";
const sharedClientLayers = ["lib", "session", "components"];
const clientFolders = readdirSync(path.join(root, "src/client"), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== "public") // public: the static files Vite copies
  .map((entry) => entry.name);
const clientFeatures = clientFolders.filter((name) => name !== clientApp && !sharedClientLayers.includes(name));
// What another feature may import: the modules a feature offers on purpose (paths inside its folder), nothing else.
const featurePublicModules = {
  auth: ["api.ts", "return-path.ts"], // sign-in, sign-out, password and account deletion; "sign in, then come back here"
  campaigns: [
    "campaign-api.ts", // a campaign's reads and writes (the sellers page reads the campaign, the account duplicates one)
    "campaign-cards-api.ts", // an association's campaigns (the account's shop tab, the sales page's filter)
    "campaign-paths.ts", // the one-pager's address
    "booking/campaign-booking-panel.tsx", // the call to book, on a campaign's card
  ],
  money: ["bank-account-card.tsx"], // the association's bank account, on the account's profile tab
  sales: ["sales-drawer.tsx"], // a campaign's sales, opened from its card
  shop: ["demo/demo-dialog.tsx"], // the demo shop, opened from the marketing pages
  team: ["team-tab.tsx"], // the team, a tab of the account page
};
// Imports of another feature's internals, or of a feature by a shared layer, that were there when the rule came
// (decision 030). Each one is allowed for one file only, so no new one can slip in; remove a line when its import
// goes. None is left.
/** @type {{ file: string, imports: string }[]} */
const featureExceptions = [];

for (const file of [
  ...Object.entries(featurePublicModules).flatMap(([feature, modules]) => modules.map((module) => `src/client/${feature}/${module}`)),
  ...featureExceptions.flatMap(({ file, imports }) => [file, imports]),
]) {
  if (!existsSync(path.join(root, file))) throw new Error(`eslint.config.js names ${file}, which does not exist: update the list`);
}

/** The walls of src/client; `allowed` lists more files the linted file may import (its exceptions). */
function clientZones(allowed = []) {
  const folders = (names) => names.map((name) => `src/client/${name}/**`);
  const allowedIn = (folder) => allowed.filter((file) => file.startsWith(`src/client/${folder}/`));
  return [
    {
      target: folders([...sharedClientLayers, ...clientFeatures]),
      from: `src/client/${clientApp}`,
      message: "src/client/app wires the features together: nothing imports it but the pages' entries (decision 030).",
    },
    // One zone per folder a shared layer may not import, each with its own exceptions.
    ...sharedClientLayers.flatMap((layer, index) => {
      const above = sharedClientLayers.slice(index + 1);
      return [...above, ...clientFeatures].map((folder) => ({
        target: `src/client/${layer}/**`,
        from: `src/client/${folder}`,
        except: allowedIn(folder).map((file) => path.relative(`src/client/${folder}`, file)),
        message: `src/client/${layer} is shared: it imports no feature${above.length > 0 ? `, nor ${above.join(" or ")}` : ""}. Move what it needs into a shared layer (decision 030).`,
      }));
    }),
    ...clientFeatures.map((feature) => ({
      target: folders(clientFeatures.filter((other) => other !== feature)),
      from: `src/client/${feature}`,
      except: [...(featurePublicModules[feature] ?? []), ...allowedIn(feature).map((file) => path.relative(`src/client/${feature}`, file))],
      message: `That is an internal module of the ${feature} feature: import ${featurePublicModules[feature] ? `its ${featurePublicModules[feature].join(", ")} only` : "none of its modules"}, or move what is shared into src/client/lib, session or components (decision 030).`,
    })),
  ];
}

// --- Documents: drawn through the renderer only ------------------------------------------------------------------
// The modules that may call a drawing library or a document's function: the renderer's jobs, and sharp's two users,
// each under renderer.runHere.
const drawingModules = [
  "src/server/lib/render-jobs.ts",
  "src/server/lib/hand-over-qr.ts",
  "src/server/uploads/image.ts",
  "src/server/pages/routes.ts",
];
const drawnThroughTheRenderer = {
  paths: ["pdfkit", "qrcode", "sharp"].map((name) => ({
    name,
    message: "Documents, QR codes and pictures are made through the renderer (src/server/lib/renderer.ts, decision 027).",
  })),
  patterns: [
    {
      group: ["**/documents/*", "**/lib/hand-over-qr", "**/receipt-pdf"],
      importNames: [
        "sellerFlyersPdf",
        "campaignPosterPdf",
        "statementPdf",
        "distributionListPdf",
        "packingSlipsPdf",
        "receiptPdf",
        "creditNotePdf",
        "campaignOgImagePng",
        "linkQrSvg",
        "handOverQrPng",
      ],
      message: "Run it through the renderer: renderer.run(job, ...) (src/server/lib/render-jobs.ts, decision 027).",
    },
  ],
};

// --- Rules files of src/shared ---------------------------------------------------------------------------------------
// src/shared/<domain>-rules.ts hold the rules (constants, pure functions) that the donor's campaign page runs without
// zod; <domain>.ts builds its schemas on them. Neither zod, nor a package built on it, nor a module of src/shared
// that loads it may come into a rules file. campaign-entry.test.ts checks the page's whole import graph as well.
const zodPackage = "(^|[/-])zod($|/)";
const sharedSchemaModules = readdirSync(path.join(root, "src/shared"))
  .filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name))
  .filter((name) => /\bfrom "zod(\/[^"]*)?"/.test(readFileSync(path.join(root, "src/shared", name), "utf8")))
  .map((name) => name.replace(/\.tsx?$/, ""));
const zodFreeImports = {
  patterns: [
    { regex: zodPackage, message: "A rules file stays free of zod: the donor's campaign page loads it (eslint.config.js)." },
    {
      regex: `^\\./(${sharedSchemaModules.join("|")})$`,
      message: "That module builds zod schemas: a rules file stays free of zod (move the rule into a -rules.ts file).",
    },
  ],
};

// --- Syntax refused in src ------------------------------------------------------------------------------------------
// Paris time (decision 032): the time zone and the date formats live in src/shared/paris-time.ts only.
const parisTimeSyntax = [
  ...["Literal[value=/Europe\\/Paris/]", "TemplateElement[value.raw=/Europe\\/Paris/]"].map((selector) => ({
    selector,
    message: "Paris time is PARIS_TIME_ZONE or a format of src/shared/paris-time.ts (decision 032).",
  })),
  ...["NewExpression", "CallExpression"].map((node) => ({
    selector: `${node}[callee.object.name='Intl'][callee.property.name='DateTimeFormat']`,
    message: "Dates are formatted by src/shared/paris-time.ts: use or add a named format there (decision 032).",
  })),
  {
    selector: "CallExpression[callee.property.name=/^toLocale(Date|Time)String$/]",
    message: "Dates are formatted by src/shared/paris-time.ts, in Paris time whatever the reader's own (decision 032).",
  },
];

// A page's address written out in the client: a string or template literal starting with "/" (an API path, /api/...,
// is no page) as a link's `to` or `href` (directly, or as a branch of `a ? b : c`, `a ?? b`), as navigate()'s
// argument, or as a `to:` property (the lists of links).
const pageAddress = ["Literal[value=/^\\/(?!api\\/)/]", "TemplateLiteral[quasis.0.value.raw=/^\\/(?!api\\/)/]"];
const linkValues = [
  "JSXAttribute[name.name=/^(to|href)$/] > ",
  "JSXAttribute[name.name=/^(to|href)$/] > JSXExpressionContainer > ",
  "JSXAttribute[name.name=/^(to|href)$/] > JSXExpressionContainer > :matches(ConditionalExpression, LogicalExpression) > ",
  "CallExpression[callee.name='navigate'] > ",
  "Property[key.name='to'] > ",
];
const pageAddressSyntax = linkValues.flatMap((value) =>
  pageAddress.map((literal) => ({
    selector: value + literal,
    message:
      "A page's address is written once, in src/shared/page-paths.ts: build the link with pathTo(name, params) (a query string is appended to it).",
  })),
);

// client -> shared <- server.
const layerZones = [
  { target: "src/client", from: "src/server", message: "The client never imports the server: what both need goes into src/shared." },
  { target: "src/server", from: "src/client", message: "The server never imports the client: what both need goes into src/shared." },
  { target: "src/shared", from: ["src/client", "src/server"], message: "src/shared imports neither the client nor the server." },
];

// Test support (tests/support: the test app and database, stand-ins for Stripe and SMTP...) may import src; only
// tests do the reverse. The test files beside the code are exempt below, so this holds production code only.
const productionZones = [
  { target: "src", from: "tests", message: "Production code never imports test support: tests import src, not the other way round." },
];

/** One zone per domain of src/server; `allowed` lists more files the linted file may import (its exceptions). */
function domainZones(allowed = []) {
  return serverDomains.map((domain) => ({
    // Files of src/server outside this domain; app.ts and main.ts, which wire every domain together, are not among them.
    target: [...sharedServerLayers, ...serverDomains.filter((other) => other !== domain)].map((folder) => `src/server/${folder}/**`),
    from: `src/server/${domain}`,
    // Paths relative to the domain's folder.
    except: [
      ...publicModules,
      ...(morePublicModules[domain] ?? []),
      ...allowed.filter((file) => file.startsWith(`src/server/${domain}/`)).map((file) => path.relative(`src/server/${domain}`, file)),
    ],
    message: `That is an internal module of the ${domain} domain: import its ${[...publicModules, ...(morePublicModules[domain] ?? [])].join(", ")} only, or move what is shared into src/server/lib or src/shared (decision 011).`,
  }));
}

export default defineConfig(
  {
    ignores: [
      "dist/",
      "data/",
      "test-results/",
      "playwright-report/",
      "coverage/",
      "bench/results/",
      "src/server/db/migrations/",
      "src/client/public/",
    ],
  },
  { linterOptions: { reportUnusedDisableDirectives: "error" } },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: "module",
      globals: { ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: root },
    },
    plugins: { "import-x": importX, "check-file": checkFile },
    settings: {
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: path.join(root, "tsconfig.json") })],
    },
    rules: {
      "import-x/no-restricted-paths": [
        "error",
        { basePath: root, zones: [...layerZones, ...productionZones, ...domainZones(), ...clientZones()] },
      ],
      "check-file/filename-naming-convention": ["error", { "**/*": "KEBAB_CASE" }, { ignoreMiddleExtensions: true }],
      "check-file/folder-naming-convention": ["error", { "{src,tests,scripts,bench}/**/": "KEBAB_CASE" }],
      // Named exports only; the tools' configuration files below are the exception.
      "import-x/no-default-export": "error",
      // French typography puts no-break spaces before ':' or '€' in texts and comments: only code is checked.
      "no-irregular-whitespace": ["error", { skipStrings: true, skipComments: true, skipTemplates: true, skipJSXText: true }],
    },
  },
  {
    files: ["**/*.ts", "**/*.tsx"],
    rules: {
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/consistent-type-definitions": ["error", "type"],
    },
  },
  {
    // Scripts and benchmarks are plain JavaScript, outside the TypeScript project: no type-aware rules there.
    files: ["**/*.mjs", "**/*.js", "**/*.cjs"],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ["**/*.cjs"],
    languageOptions: { sourceType: "commonjs" },
  },
  {
    files: ["src/client/**/*.tsx", "src/client/**/*.ts"],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: { ...reactHooks.configs.recommended.rules, "react-hooks/exhaustive-deps": "error" },
  },
  {
    // These tools load their configuration from a default export.
    files: ["*.config.ts", "*.config.js", "**/*.d.ts"],
    rules: { "import-x/no-default-export": "off" },
  },
  {
    files: ["src/shared/*-rules.ts"],
    rules: { "no-restricted-imports": ["error", zodFreeImports] },
  },
  {
    // Paris time (decision 032): the time zone and the date formats live in src/shared/paris-time.ts only, so that
    // the pages, mails, PDFs and CSV files keep saying a date the same way. A new format is added there, by name.
    files: ["src/**/*.ts", "src/**/*.tsx", "tests/support/**/*.ts", "tests/support/**/*.tsx"],
    ignores: ["src/shared/paris-time.ts"],
    rules: {
      "no-restricted-syntax": ["error", ...parisTimeSyntax],
    },
  },
  {
    // Every page address is written once, in src/shared/page-paths.ts: the client's links are built with pathTo, so
    // that a renamed page can't leave a link behind. (This block's rule replaces the one above: it says both.)
    files: ["src/client/**/*.ts", "src/client/**/*.tsx"],
    ignores: testFiles,
    rules: { "no-restricted-syntax": ["error", ...parisTimeSyntax, ...pageAddressSyntax] },
  },
  {
    // One renderer makes every document (decision 027): the drawing libraries and the documents' own functions are
    // reached through it (lib/render-jobs.ts for PDFs and QR codes, renderer.runHere for sharp), never called on
    // the main thread from a route or a service. Tests call the documents directly.
    files: ["src/server/**/*.ts"],
    ignores: [...testFiles, "src/server/documents/**", ...drawingModules],
    rules: { "no-restricted-imports": ["error", drawnThroughTheRenderer] },
  },
  {
    // Services and queries take (db, { ...options }) (STYLE.md, convention 3): a call names what it passes, so two
    // ids of one type can't be swapped unseen, and an option joins without moving the others. Beyond the file names
    // that say it, the modules that are services by another name: the transitions (one function owns a state
    // change: docs/decisions/012-one-orders-domain.md), the receipts' files and downloads (called by the order's
    // transitions and by routes), and the statement's reads.
    files: [
      "src/server/**/service.ts",
      "src/server/**/*-service.ts",
      "src/server/**/queries.ts",
      "src/server/**/*-queries.ts",
      "src/server/**/*-transition.ts",
      "src/server/receipts/order-documents.ts",
      "src/server/receipts/document-downloads.ts",
      "src/server/money/statement.ts",
    ],
    rules: { "max-params": ["error", 2] },
  },
  // A test may set up its state through another domain's or feature's internals and use tests/support: the domain and
  // feature rules and productionZones guard production code. Client/server and the cycles still hold in tests.
  {
    files: testFiles,
    rules: { "import-x/no-restricted-paths": ["error", { basePath: root, zones: layerZones }] },
  },
  ...domainExceptions.map(({ file, imports }) => ({
    files: [file],
    rules: {
      "import-x/no-restricted-paths": ["error", { basePath: root, zones: [...layerZones, ...productionZones, ...domainZones([imports])] }],
    },
  })),
  ...featureExceptions.map(({ file, imports }) => ({
    files: [file],
    rules: {
      "import-x/no-restricted-paths": [
        "error",
        { basePath: root, zones: [...layerZones, ...productionZones, ...domainZones(), ...clientZones([imports])] },
      ],
    },
  })),
  prettier,
);
