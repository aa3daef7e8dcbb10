import { formatEuros } from "./money";

// Who sells the bars: the company behind the workshop, as receipts, credit notes and mails must name it (Code de
// commerce R123-237: legal form, share capital, RCS; CGI art. 242 nonies A of annex II: the VAT number). The
// values come from the caller (configuration), never from here: this file only says what they are and how they read.

export type OperatorDetails = {
  /** 'Boutique Solidaire' */
  companyName: string;
  /** 'SAS', 'SARL', 'EURL'... */
  legalForm: string;
  /** In cents, as every amount: 1 000 000 for a capital of 10 000 €. */
  shareCapitalCents: number;
  /** 14 digits; printed in groups of 3, 3, 3 and 5. */
  siret: string;
  /** The registry's town and number: 'RCS Vannes 912 345 678'. */
  rcs: string;
  /** The intra-EU VAT number: 'FR12912345678'. */
  vatNumber: string;
  /** One line: '12 rue du Port, 56000 Vannes'. */
  address: string;
  email: string;
  /** The number a customer can call (LCEN art. 1-1: the publisher's telephone; Code de la consommation L221-5). */
  phone: string;
};

/**
 * What the site's legal notice names besides the seller's details (the « LCEN », loi 2004-575 of 21 June 2004):
 * the person responsible for what is published, and the host: its name, address and telephone number, on one line.
 */
export type LegalNoticeDetails = OperatorDetails & {
  publicationDirector: string;
  host: string;
  /**
   * The consumer mediator the company has joined, free for the buyer (Code de la consommation L612-1), named with
   * its address and website in the sales terms (L616-1, R616-1): its name, its address on one line, its https site.
   */
  mediatorName: string;
  mediatorAddress: string;
  mediatorWebsite: string;
};

/** '912 345 678 00012': the SIREN, then the establishment's number, as they are usually written. */
export function formatSiret(siret: string): string {
  const digits = siret.replace(/\s/g, "");
  if (!/^\d{14}$/.test(digits)) return siret;
  return `${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6, 9)} ${digits.slice(9)}`;
}

/** 'SAS au capital de 10 000,00 €' */
export function legalFormWithCapital(operator: OperatorDetails): string {
  return `${operator.legalForm} au capital de ${formatEuros(operator.shareCapitalCents)}`;
}

/**
 * The seller's legal details, one per line, in the order they are read on a French receipt: name, form and capital,
 * address, SIRET, RCS, VAT number, e-mail.
 */
export function operatorLegalLines(operator: OperatorDetails): string[] {
  return [
    operator.companyName,
    legalFormWithCapital(operator),
    operator.address,
    `SIRET ${formatSiret(operator.siret)}`,
    operator.rcs,
    `N° de TVA intracommunautaire : ${operator.vatNumber}`,
    operator.email,
  ];
}

/**
 * The legal notice's details as the public pages print them, every value already written out (the capital in euros,
 * the SIRET in groups). The server puts them in each page it sends (src/server/pages/operator-in-pages.ts): in the
 * prerendered legal pages' text, and as JSON for the app (src/client/lib/operator-details.ts).
 */
export type OperatorNotice = Omit<LegalNoticeDetails, "shareCapitalCents"> & {
  /** 'SAS au capital de 10 000,00 €' */
  legalFormWithCapital: string;
  /** The website as a link reads: 'www.cm2c.net' */
  mediatorWebsiteLabel: string;
};

export function operatorNotice(details: LegalNoticeDetails): OperatorNotice {
  return {
    companyName: details.companyName,
    legalForm: details.legalForm,
    legalFormWithCapital: legalFormWithCapital(details),
    siret: formatSiret(details.siret),
    rcs: details.rcs,
    vatNumber: details.vatNumber,
    address: details.address,
    email: details.email,
    phone: details.phone,
    publicationDirector: details.publicationDirector,
    host: details.host,
    mediatorName: details.mediatorName,
    mediatorAddress: details.mediatorAddress,
    mediatorWebsite: details.mediatorWebsite,
    mediatorWebsiteLabel: details.mediatorWebsite.replace(/^https:\/\//, "").replace(/\/$/, ""),
  };
}

/** The id of the JSON element that carries the OperatorNotice in every page the server sends. */
export const OPERATOR_NOTICE_ID = "operator-notice";

/**
 * What a page prerendered at build time prints in place of each detail, which the server replaces when it starts:
 * the details are configuration (OPERATOR_*), known only then.
 */
export function operatorPlaceholder(key: keyof OperatorNotice): string {
  return `%%operator.${key}%%`;
}
