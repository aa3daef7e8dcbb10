// The ready message to share a campaign, and the links that open it in WhatsApp, the SMS app or a mail client. The
// public campaign page loads this file: it imports nothing.
//
// The texts use plain spaces, not the no-break ones of the site's typography: an SMS made only of GSM 7-bit
// characters (é, è and à are among them) holds 160 characters, against 70 once a single other character slips in.

/** What a share names: the campaign, the address shared (its page or a seller's link), the seller when there is one. */
export type ShareOptions = {
  campaign: { association_name: string };
  url: string;
  sellerFirstName?: string | null;
};

/** The targets of a share button: the message itself, the link to copy, and one address per app. */
export type ShareTargets = {
  message: string;
  link: string;
  whatsapp: string;
  sms: string;
  email: string;
};

/** The campaign's public page: `/c/{slug}` on the shop's address. */
export function campaignPageUrl(publicUrl: string, slug: string): string {
  return `${publicUrl.replace(/\/+$/, "")}/c/${encodeURIComponent(slug)}`;
}

/** An address as people read it aloud or type it: 'boutique-solidaire.fr/c/ecole-jules-ferry', no scheme, no last '/'. */
export function readableUrl(url: string): string {
  return url.replace(/^https?:\/\//i, "").replace(/\/$/, "");
}

/** One line: a name typed with a line break or double spaces reads as one in a message. */
const oneLine = (text: string) => text.replace(/\s+/g, " ").trim();

// French elides 'de' before a vowel ('auprès d'Emma'); before a 'h' or a 'y' both forms are heard, 'de' is kept.
const STARTS_WITH_VOWEL = /^[aeiouàâäéèêëîïôöùûüæœ]/i;

/** 'auprès de Léa', 'auprès d'Emma'. */
export function fromSeller(firstName: string): string {
  const name = oneLine(firstName);
  return STARTS_WITH_VOWEL.test(name) ? `auprès d'${name}` : `auprès de ${name}`;
}

/** The message without its address: 'Soutenez {nom} : commandez [auprès de {prénom}] nos tablettes…'. */
export function shareSentence(options: Omit<ShareOptions, "url">): string {
  const seller = options.sellerFirstName?.trim() ? ` ${fromSeller(options.sellerFirstName)}` : "";
  return `Soutenez ${oneLine(options.campaign.association_name)} : commandez${seller} nos tablettes de chocolat bio et équitable, 20 % de chaque vente financent nos projets.`;
}

/** The message to paste anywhere: the sentence, then the address. */
export function shareMessage(options: ShareOptions): string {
  return `${shareSentence(options)} ${options.url}`;
}

/**
 * encodeURIComponent leaves ! ' ( ) * as they are; they are encoded too (RFC 3986), so that the address survives a
 * quoted HTML attribute or an app that reads them as its own syntax.
 */
export function percentEncode(text: string): string {
  return encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** The mail's subject and body; lines end with CRLF, as mailto: bodies must (RFC 6068). */
export function shareMail(options: ShareOptions): { subject: string; body: string } {
  const seller = options.sellerFirstName?.trim();
  const lines = [
    "Bonjour,",
    "",
    shareSentence(options),
    "",
    `Pour commander : ${options.url}`,
    "",
    "Merci pour votre soutien !",
    ...(seller ? [oneLine(seller)] : []),
  ];
  return { subject: `Soutenez ${oneLine(options.campaign.association_name)} avec du chocolat bio et équitable`, body: lines.join("\r\n") };
}

export function shareTargets(options: ShareOptions): ShareTargets {
  const message = shareMessage(options);
  const mail = shareMail(options);
  return {
    message,
    link: options.url,
    whatsapp: `https://wa.me/?text=${percentEncode(message)}`,
    // The one form both phones read: iOS wants 'sms:&body=', Android a query 'sms:?body='.
    sms: `sms:?&body=${percentEncode(message)}`,
    email: `mailto:?subject=${percentEncode(mail.subject)}&body=${percentEncode(mail.body)}`,
  };
}
