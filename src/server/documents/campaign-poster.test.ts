import { writeFileSync } from "node:fs";
import { extractLinks, extractText, extractTextItems, getDocumentProxy, getResolvedPDFJS } from "unpdf";
import { describe, expect, it } from "vitest";
import { lendTransferToFixedLength } from "../../../tests/support/array-buffer-transfer";
import { qrCodesIn } from "../../../tests/support/pdf-qr-codes";
import { campaignPosterPdf, type PosterCampaign } from "./campaign-poster";

// The poster read back as a person and a phone would: its words through a PDF library, its QR code decoded from the
// rendered page, with its printed size and place.

const PAGE = { width: 595.28, height: 841.89 };
const CM = 72 / 2.54;
const url = "https://boutique-solidaire.fr/c/ecole-jules-ferry";

const campaign: PosterCampaign = {
  association_name: "APE de l'école Jules-Ferry",
  branding_primary_color: "#1D3557",
  branding_secondary_color: "#E9C46A",
  project_goal_eur: 1500,
  order_deadline: "2025-12-12",
  distribution_date: "2025-12-17",
  distribution_start_time: "16:30",
  distribution_end_time: "19:00",
  distribution_place: "Préau de l'école",
  association_address: "École Jules-Ferry, 12 rue des Écoles, 56000 Vannes",
};

const bare: PosterCampaign = {
  ...campaign,
  association_name: "Club de judo",
  project_goal_eur: null,
  order_deadline: null,
  distribution_date: null,
  distribution_start_time: null,
  distribution_end_time: null,
  distribution_place: null,
  association_address: null,
};

// pdf.js reads the page's drawing whole on Node 20 only with this (array-buffer-transfer.ts).
lendTransferToFixedLength();

type Box = { left: number; top: number; right: number; bottom: number };

/** The page's words, as one text with the spaces any kind of space. */
async function words(pdf: Buffer) {
  const { totalPages, text } = await extractText(new Uint8Array(pdf), { mergePages: false });
  return { totalPages, text: text.map((page) => page.replace(/[\u202f\u00a0]/g, " ").replace(/\s+/g, " ")) };
}

/** Each run of text with its box, top-left origin, in points, and its size. */
async function textBoxes(pdf: Buffer): Promise<(Box & { text: string; size: number })[]> {
  const { items } = await extractTextItems(new Uint8Array(pdf));
  return items[0]
    .filter((item) => item.str.trim() !== "")
    .map((item) => ({
      text: item.str,
      size: item.fontSize,
      left: item.x,
      right: item.x + item.width,
      top: PAGE.height - item.y - item.height,
      bottom: PAGE.height - item.y,
    }));
}

/** What a QR decoder reads on the rendered page, the code's width in modules, and where it is drawn (top-left, points). */
async function qrCodes(pdf: Buffer): Promise<(Box & { data: string; modules: number })[]> {
  return (await qrCodesIn(new Uint8Array(pdf))).map((code) => ({ data: code.data, modules: code.modules, ...code.box }));
}

/** The printed width of the code itself: its square less its quiet zone of four modules on each side. */
const codeWidth = (code: Box & { modules: number }) => ((code.right - code.left) * code.modules) / (code.modules + 8);

const overlaps = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

async function poster(of: PosterCampaign, posterUrl = url): Promise<Buffer> {
  const pdf = await campaignPosterPdf(of, { url: posterUrl });
  // KEEP_PDF=/tmp/x.pdf keeps the file, to look at it.
  if (process.env.KEEP_PDF) writeFileSync(process.env.KEEP_PDF, pdf);
  return pdf;
}

describe("campaignPosterPdf", () => {
  it("is one page with the name, the pitch, the goal, the dates and the address in words", async () => {
    const { totalPages, text } = await words(await poster(campaign));
    expect(totalPages).toBe(1);
    for (const expected of [
      "APE de l'école Jules-Ferry",
      "Commandez nos tablettes de chocolat bio et équitable",
      "20 % de chaque vente financent nos projets.",
      "Tablettes fabriquées près de Vannes",
      "Notre objectif : 1 500,00 €",
      "Commandes jusqu'au vendredi 12 décembre",
      "Distribution le mercredi 17 décembre de 16 h 30 à 19 h 00 : Préau de l'école",
      "Scannez pour commander",
      "boutique-solidaire.fr/c/ecole-jules-ferry",
    ]) {
      expect(text[0]).toContain(expected);
    }
    // The address is printed as people type it.
    expect(text[0]).not.toContain("https://");
  });

  it("writes the name in large type, readable across a classroom", async () => {
    const boxes = await textBoxes(await poster(campaign));
    const name = boxes.filter((box) => /APE de|Jules-Ferry/.test(box.text));
    expect(name.length).toBeGreaterThan(0);
    for (const box of name) expect(box.size).toBeGreaterThanOrEqual(44);
    expect(Math.max(...boxes.filter((box) => !name.includes(box)).map((box) => box.size))).toBeLessThan(30);
  });

  it("leaves out the goal and the dates a campaign does not have, and thanks instead", async () => {
    const { totalPages, text } = await words(await poster(bare));
    expect(totalPages).toBe(1);
    expect(text[0]).toContain("Club de judo");
    expect(text[0]).toContain("Merci pour votre soutien !");
    expect(text[0]).not.toContain("objectif");
    expect(text[0]).not.toContain("Commandes jusqu'au");
    expect(text[0]).not.toContain("Distribution");
  });

  it("says where to pick up at the association's pick-up address when the distribution has no place of its own", async () => {
    const unplaced = await words(await poster({ ...campaign, distribution_place: null }));
    expect(unplaced.text[0]).toContain(
      "Distribution le mercredi 17 décembre de 16 h 30 à 19 h 00 : École Jules-Ferry, 12 rue des Écoles, 56000 Vannes",
    );
    // No day set yet: the place alone, never a day nobody chose.
    const undated = await words(await poster({ ...bare, association_address: "École Jules-Ferry\n12 rue des Écoles" }));
    expect(undated.text[0]).toContain("Retrait à l'association : École Jules-Ferry, 12 rue des Écoles");
    expect(undated.text[0]).not.toContain("Distribution");
    expect(undated.text[0]).not.toContain("Merci pour votre soutien !");
  });

  it("carries one QR code that reads as the campaign's address, 7.5 cm wide at least, centred, clear of every word", async () => {
    const pdf = await poster(campaign);
    const codes = await qrCodes(pdf);
    expect(codes).toHaveLength(1);
    const [code] = codes;
    expect(code.data).toBe(url);
    expect(codeWidth(code)).toBeGreaterThanOrEqual(7.5 * CM);
    expect(Math.abs((code.left + code.right) / 2 - PAGE.width / 2)).toBeLessThan(1);
    for (const box of await textBoxes(pdf)) expect(overlaps(box, code), `"${box.text}" runs over the code`).toBe(false);
    // Clicked in a PDF viewer, the code and the address open the page.
    expect((await extractLinks(new Uint8Array(pdf))).links).toEqual([url, url]);
  });

  it("keeps a very long name to its band, cut with '…', and everything on the page and off the code", async () => {
    const long: PosterCampaign = {
      ...campaign,
      association_name: `Association sportive et culturelle des parents d'élèves du collège Anne-de-Bretagne de Vannes, section handball ${"féminin ".repeat(20)}`,
      distribution_place:
        "Salle des fêtes de la mairie annexe, 2 place de la Libération, entrée par la cour de l'école maternelle, 56000 Vannes",
    };
    const sellerUrl = "http://localhost:3000/c/as-college-anne-de-bretagne-handball-feminin-vannes";
    const pdf = await poster(long, sellerUrl);
    const { totalPages, text } = await words(pdf);
    expect(totalPages).toBe(1);
    expect(text[0]).toContain("Association sportive et culturelle");
    expect(text[0]).toContain("féminin féminin…");
    expect(text[0]).toContain("Salle des fêtes de la mairie annexe, 2 place de la Libération");
    expect(text[0]).toContain("localhost:3000/c/as-college-anne-de-bretagne-handball-feminin-vannes");
    const [code] = await qrCodes(pdf);
    expect(code.data).toBe(sellerUrl);
    // A longer address makes a denser code, printed as large.
    expect(code.modules).toBeGreaterThan(33);
    expect(codeWidth(code)).toBeGreaterThanOrEqual(7.5 * CM);
    for (const box of await textBoxes(pdf)) {
      expect(overlaps(box, code), `"${box.text}" runs over the code`).toBe(false);
      expect(box.left).toBeGreaterThanOrEqual(0);
      expect(box.right).toBeLessThanOrEqual(PAGE.width);
      expect(box.top).toBeGreaterThanOrEqual(0);
      expect(box.bottom).toBeLessThanOrEqual(PAGE.height);
    }
  });

  it("is painted in the campaign's colours", async () => {
    const page = await (await getDocumentProxy(new Uint8Array(await poster(campaign)))).getPage(1);
    const { fnArray, argsArray } = await page.getOperatorList();
    const { OPS } = await getResolvedPDFJS();
    const fills = new Set(fnArray.flatMap((fn, i) => (fn === OPS.setFillRGBColor ? [String(argsArray[i][0]).toLowerCase()] : [])));
    expect(fills).toContain("#1d3557");
    expect(fills).toContain("#e9c46a");
    // White on the dark blue band, where the campaign page would write white too.
    expect(fills).toContain("#ffffff");
  });
});
