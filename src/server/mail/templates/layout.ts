import { escapeHtml } from "../../lib/escape-html";
import { frameHtml, frameText, type MemberFrame } from "./member-text";

export type RenderedMail = { subject: string; text: string; html: string };

/** What a transactional mail says; the layout turns it into the branded HTML and the plain-text twin. */
export type MailContent = {
  /** The shop's words only, like the heading, the preheader, the paragraphs and the notes: see `frames`. */
  subject: string;
  /** Shown by mail clients beside the subject in the inbox list. */
  preheader: string;
  heading: string;
  paragraphs: string[];
  /**
   * What members of an association or buyers typed (names, messages, places), shown after the paragraphs inside frames
   * that say who wrote it (member-text.ts): the only place a mail shows it.
   */
  frames?: MemberFrame[];
  action: { label: string; url: string };
  /** Small print under the button. */
  notes: string[];
  /**
   * An image after the paragraphs (an order's QR code), sent as an inline attachment named by `cid`. The mail must
   * read without it: the paragraphs say what it shows, and `caption` is written under it in both versions.
   */
  image?: { cid: string; alt: string; width: number; caption: string };
  /** Links besides the button (a document to download), written out whole in the text version. */
  links?: { label: string; url: string }[];
};

const brand = {
  name: "Boutique Solidaire",
  rose: "#B76E79",
  chocolate: "#4A2C2A",
  cocoa: "#7A5548",
  cream: "#FBF6F2",
  border: "#EADAD2",
  footer: "Boutique Solidaire · Du chocolat bio et équitable pour financer les projets des associations",
};

const font = "font-family:Helvetica,Arial,sans-serif";

// Only web addresses go into a button: a "javascript:" link in a mail would be a bug we'd rather see fail loudly.
function assertWebUrl(url: string): void {
  const protocol = URL.canParse(url) ? new URL(url).protocol : "";
  if (protocol !== "https:" && protocol !== "http:") throw new Error(`Mail link must be an http(s) URL: ${url}`);
}

function renderImage(image: NonNullable<MailContent["image"]>): string {
  return `<p style="margin:8px 0 4px;text-align:center"><img src="cid:${escapeHtml(image.cid)}" width="${image.width}" height="${image.width}" alt="${escapeHtml(image.alt)}" style="display:inline-block;border:0;width:${image.width}px;height:${image.width}px"></p>
<p style="margin:0 0 20px;${font};font-size:14px;line-height:20px;color:${brand.cocoa};text-align:center">${escapeHtml(image.caption)}</p>`;
}

function renderLinks(links: NonNullable<MailContent["links"]>): string {
  return links
    .map(
      (link) =>
        `<p style="margin:0 0 16px;${font};font-size:16px;line-height:24px"><a href="${escapeHtml(link.url)}" target="_blank" style="color:${brand.rose};font-weight:bold">${escapeHtml(link.label)}</a></p>`,
    )
    .join("\n");
}

function renderHtml(content: MailContent): string {
  const url = escapeHtml(content.action.url);
  const paragraphs = content.paragraphs
    .map((p) => `<p style="margin:0 0 16px;${font};font-size:16px;line-height:24px;color:${brand.chocolate}">${escapeHtml(p)}</p>`)
    .join("\n");
  const notes = content.notes
    .map((n) => `<p style="margin:0 0 12px;${font};font-size:13px;line-height:20px;color:${brand.cocoa}">${escapeHtml(n)}</p>`)
    .join("\n");
  return `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(content.subject)}</title>
</head>
<body style="margin:0;padding:0;background-color:${brand.cream}">
<div style="display:none;max-height:0;overflow:hidden;opacity:0">${escapeHtml(content.preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:${brand.cream}">
<tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:560px;background-color:#ffffff;border:1px solid ${brand.border};border-radius:12px">
<tr><td style="padding:24px 32px;background-color:${brand.chocolate};border-radius:12px 12px 0 0">
<p style="margin:0;${font};font-size:22px;font-weight:bold;color:#ffffff">${brand.name}</p>
</td></tr>
<tr><td style="padding:32px">
<h1 style="margin:0 0 20px;${font};font-size:22px;line-height:30px;color:${brand.chocolate}">${escapeHtml(content.heading)}</h1>
${paragraphs}
${(content.frames ?? []).map((frame) => frameHtml(frame, { font, border: brand.rose, background: brand.cream, text: brand.chocolate, muted: brand.cocoa })).join("\n")}
${content.image ? renderImage(content.image) : ""}
${content.links ? renderLinks(content.links) : ""}
<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 24px">
<tr><td style="border-radius:8px;background-color:${brand.rose}">
<a href="${url}" target="_blank" style="display:inline-block;padding:14px 28px;${font};font-size:16px;font-weight:bold;color:#ffffff;text-decoration:none;border-radius:8px">${escapeHtml(content.action.label)}</a>
</td></tr>
</table>
<p style="margin:0 0 12px;${font};font-size:13px;line-height:20px;color:${brand.cocoa}">Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur :<br><a href="${url}" target="_blank" style="color:${brand.rose};word-break:break-all">${url}</a></p>
${notes}
</td></tr>
<tr><td style="padding:20px 32px;border-top:1px solid ${brand.border}">
<p style="margin:0;${font};font-size:12px;line-height:18px;color:${brand.cocoa};text-align:center">${escapeHtml(brand.footer)}</p>
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;
}

function renderText(content: MailContent): string {
  return [
    brand.name,
    "",
    content.heading,
    "",
    ...content.paragraphs.flatMap((p) => [p, ""]),
    ...(content.frames ?? []).flatMap(frameText),
    ...(content.image ? [content.image.caption, ""] : []),
    ...(content.links ?? []).flatMap((link) => [`${link.label} :`, link.url, ""]),
    `${content.action.label} :`,
    content.action.url,
    "",
    ...content.notes.flatMap((n) => [n, ""]),
    "--",
    brand.footer,
    "",
  ].join("\n");
}

export function renderMail(content: MailContent): RenderedMail {
  for (const url of [content.action.url, ...(content.links ?? []).map((link) => link.url)]) assertWebUrl(url);
  return { subject: content.subject, text: renderText(content), html: renderHtml(content) };
}
