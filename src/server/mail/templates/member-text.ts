import { escapeHtml } from "../../lib/escape-html";

// Words the shop doesn't speak for reach a mail only through this file (docs/security.md, docs/product.md#mails):
// what a member of an association typed (its name, its messages, a place, a person's name) or a buyer (a name, an
// address). They go inside one frame that says who wrote them, each quoted, on one line unless it is a message, cut
// to a length, with the invisible characters that could disguise it removed and anything a mail client would turn
// into a link broken. Never in a subject, a heading or a sentence of the shop's own.

/** One text in a frame: the shop's label ('Objet', 'Au nom de') and what was typed. */
export type QuotedText = { label: string; text: string; multiline?: boolean };

/**
 * A framed block of other people's words; its title is the shop's, naming who wrote them. A frame with nothing to
 * show is left out, unless its title says something itself (the association's name).
 */
export type MemberFrame = { title: string; texts: QuotedText[]; titleAlone?: boolean };

/** A name or a line, as long as a mail shows it. */
export const QUOTED_LINE_MAX = 80;

// Control and formatting characters: line breaks kept for messages, but no right-to-left override or zero-width
// character to make a text read otherwise than it is written.
// eslint-disable-next-line no-control-regex
const invisible = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/g;
const emailAddress = /[^\s@«»<>()]+@[^\s@«»<>()]+\.[^\s@«»<>().]+/gu;
const scheme = /\b[a-z][a-z0-9+.-]{1,20}:\/\//giu;
// A dot between two letters or digits is what makes 'bit.ly' a link to a mail client; the one-dot leader (U+2024)
// reads the same and links nothing. The ideographic and full-width dots some clients read as dots go too.
const linkingDot = /(?<=[\p{L}\p{N}_-])[.\u3002\uff0e\uff61](?=[\p{L}\p{N}])/gu;

function unlink(part: string): string {
  return part.replace(scheme, "").replace(linkingDot, "\u2024");
}

/** Keeps e-mail addresses whole (a reply to the association's address is what the mail asks for); unlinks the rest. */
function unlinkExceptAddresses(text: string): string {
  let result = "";
  let last = 0;
  for (const match of text.matchAll(emailAddress)) {
    result += unlink(text.slice(last, match.index)) + match[0];
    last = match.index + match[0].length;
  }
  return result + unlink(text.slice(last));
}

/** What a mail shows of a typed text: one line (or paragraphs for a message), cut to `max`, linking nothing. */
export function cleanTypedText(text: string, options: { multiline?: boolean; max?: number } = {}): string {
  const visible = text.replace(/\r\n?/g, "\n").replace(invisible, "");
  const shaped = options.multiline
    ? visible
        .split("\n")
        .map((line) => line.replace(/\s+/g, " ").trim())
        .filter(Boolean)
        .join("\n")
    : visible.replace(/\s+/g, " ").trim();
  const max = options.max ?? (options.multiline ? Infinity : QUOTED_LINE_MAX);
  const cut =
    [...shaped].length > max
      ? `${[...shaped]
          .slice(0, max - 1)
          .join("")
          .trimEnd()}…`
      : shaped;
  return unlinkExceptAddresses(cut);
}

const quoted = (name: string) => `« ${cleanTypedText(name)} »`;

/**
 * The association's words: its name (the frame's title names it, and may stand alone), its message, the details it
 * gave (an address, a place of distribution, a buyer's name on a paper order).
 */
export function fromAssociation(associationName: string, texts: QuotedText[] = [], kind: "details" | "message" = "details"): MemberFrame {
  const title =
    kind === "message"
      ? `Message de l'association ${quoted(associationName)} (écrit par ses membres)`
      : `Informations de l'association ${quoted(associationName)} (écrites par ses membres)`;
  return { title, texts, titleAlone: true };
}

/** What was typed with an order (a buyer's name and delivery address), by the buyer or by a member on a paper order. */
export function fromOrder(texts: QuotedText[], title = "Saisi lors de la commande"): MemberFrame {
  return { title, texts };
}

/** The lines of a frame, label and quoted text, as both versions of the mail write them. */
function frameLines(frame: MemberFrame): { label: string; paragraphs: string[] }[] {
  return frame.texts
    .map((item) => ({ label: item.label, paragraphs: cleanTypedText(item.text, { multiline: item.multiline }).split("\n") }))
    .filter((item) => item.paragraphs.some(Boolean))
    .map((item) => {
      const last = item.paragraphs.length - 1;
      return { label: item.label, paragraphs: item.paragraphs.map((p, i) => `${i === 0 ? "« " : ""}${p}${i === last ? " »" : ""}`) };
    });
}

/** The frame in the HTML version: a bordered block, marked so that tests can tell it from the shop's own text. */
export function frameHtml(frame: MemberFrame, style: { font: string; border: string; background: string; text: string; muted: string }) {
  const lines = frameLines(frame);
  if (lines.length === 0 && !frame.titleAlone) return "";
  const body = lines
    .map(({ label, paragraphs }) =>
      paragraphs.length === 1
        ? `<p style="margin:0 0 8px;${style.font};font-size:15px;line-height:22px;color:${style.text}">${escapeHtml(label)} : ${escapeHtml(paragraphs[0])}</p>`
        : `<p style="margin:0 0 8px;${style.font};font-size:15px;line-height:22px;color:${style.text}">${escapeHtml(label)} :</p>\n` +
          paragraphs
            .map((p) => `<p style="margin:0 0 8px;${style.font};font-size:15px;line-height:22px;color:${style.text}">${escapeHtml(p)}</p>`)
            .join("\n"),
    )
    .join("\n");
  return `<table role="presentation" data-member-text="1" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 20px;border-left:4px solid ${style.border};background-color:${style.background}">
<tr><td style="padding:12px 16px">
<p style="margin:0 0 8px;${style.font};font-size:13px;line-height:20px;color:${style.muted}">${escapeHtml(frame.title)}</p>
${body}
</td></tr>
</table>`;
}

/** Opens and closes a frame in the text version. */
export const FRAME_TEXT_END = "----------";

export function frameText(frame: MemberFrame): string[] {
  const lines = frameLines(frame);
  if (lines.length === 0 && !frame.titleAlone) return [];
  const body = lines.flatMap(({ label, paragraphs }) =>
    paragraphs.length === 1 ? [`${label} : ${paragraphs[0]}`] : [`${label} :`, ...paragraphs.flatMap((p, i) => (i === 0 ? [p] : ["", p]))],
  );
  return [`---------- ${frame.title} ----------`, ...body, FRAME_TEXT_END, ""];
}
