import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { OperatorNotice } from "../../shared/operator";
import { documentTitle } from "../../shared/document-title";
import type { PublicPage } from "../../shared/public-pages";
import { withOperator } from "./operator-in-pages";
import { renderShell } from "./page-meta";

const escapeAttribute = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/**
 * Each public page's HTML as the server sends it (docs/decisions/023-prerendered-public-pages.md): the build's
 * prerendered file with the operator's details and the page's canonical address; without it (a build that could not
 * render the page), the app's shell with the page's title, which the app then renders.
 */
export function loadPrerenderedPages(
  clientDir: string,
  list: PublicPage[],
  options: { appShell: string; notice: OperatorNotice; publicUrl: string },
): Map<string, string> {
  const pages = new Map<string, string>();
  for (const page of list) pages.set(page.path, pageHtml(clientDir, page, options));
  return pages;
}

function pageHtml(
  clientDir: string,
  page: PublicPage,
  { appShell, notice, publicUrl }: { appShell: string; notice: OperatorNotice; publicUrl: string },
) {
  const file = path.join(clientDir, page.file);
  if (!existsSync(file)) return renderShell(appShell, { title: documentTitle(page.title) });
  const canonical = `<link rel="canonical" href="${escapeAttribute(`${publicUrl}${page.path}`)}" />`;
  return withOperator(readFileSync(file, "utf8"), notice).replace("</head>", () => `  ${canonical}\n  </head>`);
}
