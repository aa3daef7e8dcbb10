import { embedJson } from "../../shared/embed-json";
import type { PublicCampaign } from "../../shared/campaign";
import { previewImageOf } from "../../shared/image-variants";

export type PageMeta = {
  title: string;
  description: string;
  ogTitle: string;
  ogDescription: string;
  ogImage: string | null;
  url: string;
};

const escapeAttribute = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

const absolute = (url: string, publicUrl: string) =>
  /^https?:\/\//.test(url) ? url : `${publicUrl}${url.startsWith("/") ? "" : "/"}${url}`;

/** The metadata of the public campaign page (docs/product.md#page-metadata), with its fallbacks. */
export function campaignMeta(campaign: PublicCampaign, publicUrl: string): PageMeta {
  const title = campaign.seo_title ?? `${campaign.association_name} | Campagne`;
  const description = campaign.seo_description ?? campaign.campaign_message.slice(0, 160);
  const image = campaign.og_image_url ?? campaign.hero_image_url ?? campaign.logo_url;
  return {
    title,
    description,
    ogTitle: title,
    ogDescription: description,
    // Without an image of its own, the card drawn for it (its name and colours: /c/{slug}/og.png, docs/product.md#sharing).
    // A hero of ours is shown by its 1600 px variant (decision 043): a preview needs no more, and loads faster.
    ogImage: image ? absolute(previewImageOf(image), publicUrl) : `${publicUrl}/c/${encodeURIComponent(campaign.public_slug)}/og.png`,
    url: `${publicUrl}/c/${campaign.public_slug}`,
  };
}

/**
 * Puts a page's title, description and Open Graph tags into the shell, and optionally its server-rendered
 * markup (into an empty #root) and data for the client.
 */
export function renderShell(
  shell: string,
  options: { meta?: PageMeta; title?: string; data?: { id: string; value: unknown }; markup?: string },
): string {
  let html = shell;
  if (options.markup !== undefined) html = html.replace('<div id="root"></div>', () => `<div id="root">${options.markup}</div>`);
  const title = options.meta?.title ?? options.title;
  if (title) html = html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeAttribute(title)}</title>`);
  if (options.meta) {
    const m = options.meta;
    html = html.replace(/<meta\s+name="description"[^>]*>/, "");
    const tags = [
      `<meta name="description" content="${escapeAttribute(m.description)}" />`,
      `<meta property="og:type" content="website" />`,
      `<meta property="og:title" content="${escapeAttribute(m.ogTitle)}" />`,
      `<meta property="og:description" content="${escapeAttribute(m.ogDescription)}" />`,
      `<meta property="og:url" content="${escapeAttribute(m.url)}" />`,
      ...(m.ogImage ? [`<meta property="og:image" content="${escapeAttribute(m.ogImage)}" />`] : []),
      `<meta name="twitter:card" content="${m.ogImage ? "summary_large_image" : "summary"}" />`,
      `<link rel="canonical" href="${escapeAttribute(m.url)}" />`,
    ];
    html = html.replace("</head>", () => `    ${tags.join("\n    ")}\n  </head>`);
  }
  if (options.data) {
    const script = `<script id="${options.data.id}" type="application/json">${embedJson(options.data.value)}</script>`;
    const end = html.lastIndexOf("</body>");
    html = `${html.slice(0, end)}  ${script}\n  ${html.slice(end)}`;
  }
  return html;
}

/** The shell with an empty #root: the prerendered home (if the build made one) removed. */
export function withoutPrerenderedHome(shell: string): string {
  const open = '<div id="root">';
  const start = shell.indexOf(open);
  const end = shell.lastIndexOf("</div>", shell.indexOf("</body>"));
  if (start < 0 || end < start || !shell.includes('id="prerendered-home"')) return shell;
  return `${shell.slice(0, start + open.length)}${shell.slice(end)}`;
}

/** A page as sent to a visitor, and as sent to a likely member (the request carries a session cookie). */
export type VisitorPages = { guest: string; member: string };

/**
 * Until the app knows the session, the header shows 'Connexion' marked guest-only (app/header.tsx): a
 * page sent with a session cookie says so on <html data-member>, and a style hides that link, so that a member never
 * sees 'Connexion' flash before their account button, while everyone else sees it before any script runs.
 */
export function forVisitors(html: string): VisitorPages {
  return { guest: html, member: html.replace(/<html(\s|>)/, (_match, next: string) => `<html data-member=""${next}`) };
}
