import { writeFileSync } from "node:fs";
import { extractImages, extractText, extractTextItems, getDocumentProxy, getResolvedPDFJS } from "unpdf";
import { describe, expect, it } from "vitest";
import { lendTransferToFixedLength } from "../../../tests/support/array-buffer-transfer";
import { campaignDates, noCampaignDates } from "../../../tests/support/campaign-dates";
import { qrCodesIn } from "../../../tests/support/pdf-qr-codes";
import { FLYER_HEIGHT, FLYER_WIDTH, flyerCallToAction, sellerFlyersPdf, type FlyerCampaign, type FlyerSeller } from "./seller-flyers";

// The flyers read back from the PDF (pdf.js takes the bytes it is given: each reading gets a copy): each one's words,
// its QR code decoded from the rendered page, and where the words, the code and the dashed cut lines are drawn, so
// that each flyer falls whole between its cut lines.

const PAGE = { width: 595.28, height: 841.89 };

const campaign: FlyerCampaign = {
  association_name: "APE de l'école Jules-Ferry",
  branding_primary_color: "#B76E79",
  branding_secondary_color: "#FAD7C1",
  ...campaignDates,
  association_address: "École Jules-Ferry, 12 rue des Écoles, 56000 Vannes",
};

/** A campaign that has set none of its dates yet. */
const undated: FlyerCampaign = { ...campaign, ...noCampaignDates };

const firstNames = ["Léa", "Emma", "Noé", "Maëlys", "Ibrahim", "Gwenaëlle-Marie-Christine", "Tom", "Yanis", "Anaïs", "Louis"];
const sellers: FlyerSeller[] = firstNames.map((firstName, i) => ({
  firstName,
  groupName: i % 3 === 0 ? null : i === 5 ? "Équipe des moins de 11 ans, féminines" : "CM2 B",
  url: `https://boutique-solidaire.fr/c/ecole-jules-ferry?vendeur=${String(i + 1).padStart(2, "0")}-${firstName.length}`,
}));

// pdf.js reads the page's drawing whole on Node 20 only with this (array-buffer-transfer.ts).
lendTransferToFixedLength();

type Box = { left: number; top: number; right: number; bottom: number };

/** The flyer's cell a box lies in whole, as its index on the page (left to right, top to bottom), or null if none. */
function cellOf(box: Box): number | null {
  const column = Math.floor(box.left / FLYER_WIDTH);
  const row = Math.floor(box.top / FLYER_HEIGHT);
  const inside =
    box.right <= (column + 1) * FLYER_WIDTH && box.bottom <= (row + 1) * FLYER_HEIGHT && box.left >= 0 && box.top >= 0 && row < 4;
  return inside ? row * 2 + column : null;
}

/** The smallest gap between a box and the lines of its cell. */
function clearance(box: Box, cell: number): number {
  const left = (cell % 2) * FLYER_WIDTH;
  const top = Math.floor(cell / 2) * FLYER_HEIGHT;
  return Math.min(box.left - left, left + FLYER_WIDTH - box.right, box.top - top, top + FLYER_HEIGHT - box.bottom);
}

async function render(of: FlyerSeller[], from: FlyerCampaign = campaign): Promise<Buffer> {
  const pdf = await sellerFlyersPdf(from, of);
  // KEEP_PDF=/tmp/x.pdf keeps the file, to look at it.
  if (process.env.KEEP_PDF) writeFileSync(process.env.KEEP_PDF, pdf);
  return pdf;
}

/** The runs of text of a page with their boxes, top-left origin, in points. */
async function textBoxes(pdf: Buffer, page: number): Promise<(Box & { text: string })[]> {
  const { items } = await extractTextItems(new Uint8Array(pdf));
  return items[page - 1]
    .filter((item) => item.str.trim() !== "")
    .map((item) => ({
      text: item.str,
      left: item.x,
      right: item.x + item.width,
      top: PAGE.height - item.y - item.height,
      bottom: PAGE.height - item.y,
    }));
}

/** Each page's words, as one text: any run of spaces (no-break ones too) as one, a name broken after a hyphen whole. */
async function pageWords(pdf: Buffer): Promise<string[]> {
  const { text } = await extractText(new Uint8Array(pdf), { mergePages: false });
  return text.map((page) => page.replace(/-\n/g, "-").replace(/\s+/g, " "));
}

const overlaps = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** A box made smaller by `by` on each side: runs of one line may touch. */
const shrunk = (box: Box, by: number): Box => ({ left: box.left + by, right: box.right - by, top: box.top + by, bottom: box.bottom - by });

/** A page's dashed segments, with where each is drawn (top-left, points). */
async function cutLinesOf(pdf: Buffer, pageNumber: number): Promise<Box[]> {
  const page = await (await getDocumentProxy(new Uint8Array(pdf))).getPage(pageNumber);
  const { fnArray, argsArray } = await page.getOperatorList();
  const { OPS } = await getResolvedPDFJS();
  let ctm = [1, 0, 0, 1, 0, 0];
  let dashed = false;
  const stack: { ctm: number[]; dashed: boolean }[] = [];
  const apply = (x: number, y: number) => [ctm[0] * x + ctm[2] * y + ctm[4], ctm[1] * x + ctm[3] * y + ctm[5]];
  const boxOf = (points: number[][]): Box => ({
    left: Math.min(...points.map((p) => p[0])),
    right: Math.max(...points.map((p) => p[0])),
    top: PAGE.height - Math.max(...points.map((p) => p[1])),
    bottom: PAGE.height - Math.min(...points.map((p) => p[1])),
  });
  const cuts: Box[] = [];
  fnArray.forEach((fn, i) => {
    const args = argsArray[i];
    if (fn === OPS.save) stack.push({ ctm, dashed });
    else if (fn === OPS.restore) ({ ctm, dashed } = stack.pop() ?? { ctm, dashed });
    else if (fn === OPS.setDash) dashed = (args[0] as number[]).length > 0;
    else if (fn === OPS.transform) {
      const [a, b, c, d, e, f] = args as number[];
      const [A, B, C, D, E, F] = ctm;
      ctm = [A * a + C * b, B * a + D * b, A * c + C * d, B * c + D * d, A * e + C * f + E, B * e + D * f + F];
    } else if (fn === OPS.constructPath && dashed) {
      // pdf.js gives each path's bounds as [minX, minY, maxX, maxY] in the current space.
      const [minX, minY, maxX, maxY] = Array.from(args[2] as ArrayLike<number>);
      cuts.push(boxOf([apply(minX, minY), apply(maxX, maxY)]));
    }
  });
  return cuts;
}

const near = (a: number, b: number) => Math.abs(a - b) < 0.5;

describe("sellerFlyersPdf", () => {
  it("puts eight flyers on a page and the rest on the next, each naming the campaign, its seller and their group", async () => {
    const pdf = await render(sellers);
    const pages = await pageWords(pdf);
    expect(pages).toHaveLength(2);
    expect(pages[0].split("APE de l'école Jules-Ferry")).toHaveLength(9);
    expect(pages[1].split("APE de l'école Jules-Ferry")).toHaveLength(3);
    for (const expected of [
      "Commandez auprès de Léa",
      "Commandez auprès d'Emma (CM2 B)",
      "Commandez auprès de Maëlys",
      "Commandez auprès de Gwenaëlle-Marie-Christine (Équipe des moins de 11 ans, féminines)",
    ]) {
      expect(pages[0]).toContain(expected);
    }
    expect(pages[1]).toContain("Commandez auprès d'Anaïs (CM2 B)");
    expect(pages[1]).toContain("Commandez auprès de Louis");
    expect(pages[0]).toContain("20 % de chaque vente financent nos projets.");
    // Each link in words, as people type it.
    sellers.forEach((seller, i) => expect(pages[i < 8 ? 0 : 1]).toContain(seller.url.replace("https://", "")));
    expect(pages.join(" ")).not.toContain("https://");
  });

  it("gives each flyer a QR code that reads as its own seller's link, in that flyer's cell", async () => {
    const found = await qrCodesIn(await render(sellers));
    for (const [pageNumber, onPage] of [
      [1, sellers.slice(0, 8)],
      [2, sellers.slice(8)],
    ] as const) {
      const codes = found.filter((code) => code.page === pageNumber).map((code) => ({ data: code.data, ...code.box }));
      expect(codes).toHaveLength(onPage.length);
      for (const code of codes) {
        const cell = cellOf(code);
        expect(cell).not.toBeNull();
        expect(code.data).toBe(onPage[cell!].url);
        // 4 cm wide with its margin: a phone reads it held at arm's length.
        expect(code.right - code.left).toBeGreaterThanOrEqual(110);
        expect(clearance(code, cell!)).toBeGreaterThanOrEqual(8);
      }
    }
  });

  it("draws the codes as vector squares, with no picture embedded per seller", async () => {
    const pdf = await render(sellers);
    for (const page of [1, 2]) expect(await extractImages(new Uint8Array(pdf), page)).toEqual([]);
  });

  it("keeps every word of a flyer inside its cut lines, in its seller's cell", async () => {
    const pdf = await render(sellers);
    for (const pageNumber of [1, 2]) {
      for (const box of await textBoxes(pdf, pageNumber)) {
        const cell = cellOf(box);
        expect(cell, `"${box.text}" crosses a cut line`).not.toBeNull();
        expect(clearance(box, cell!), `"${box.text}" is too close to a cut line`).toBeGreaterThanOrEqual(12);
        const seller = sellers.findIndex((s) => box.text.includes(s.url.replace("https://", "")));
        if (seller >= 0) expect(seller).toBe((pageNumber - 1) * 8 + cell!);
      }
    }
  });

  it("tells on every flyer until when to order, and when and where to pick the bars up", async () => {
    const pages = await pageWords(await render(sellers));
    for (const [page, flyers] of [
      [pages[0], 8],
      [pages[1], 2],
    ] as const) {
      expect(page.split("Commandes jusqu'au jeudi 10 décembre")).toHaveLength(flyers + 1);
      expect(page.split("Distribution le jeudi 17 décembre de 16 h 30 à 19 h 00 : Salle des fêtes de Séné")).toHaveLength(flyers + 1);
    }
  });

  it("says where to pick up without a day the campaign has not set, and nothing of either when it knows neither", async () => {
    const placeOnly = await pageWords(await render(sellers.slice(0, 2), undated));
    expect(placeOnly[0].split("Retrait à l'association : École Jules-Ferry, 12 rue des Écoles, 56000 Vannes")).toHaveLength(3);
    expect(placeOnly[0]).not.toMatch(/Commandes jusqu|Distribution/);

    const nothing = await pageWords(await render(sellers.slice(0, 2), { ...undated, association_address: null }));
    expect(nothing[0]).not.toMatch(/Commandes jusqu|Distribution|Retrait/);
    expect(nothing[0]).toContain("Commandez auprès de Léa");
    expect(nothing[0]).toContain("20 % de chaque vente financent nos projets.");
  });

  it("lays the words, the dates and the code of a flyer apart, none over another", async () => {
    const pdf = await render(sellers);
    const codes = await qrCodesIn(pdf);
    for (const pageNumber of [1, 2]) {
      const boxes = await textBoxes(pdf, pageNumber);
      boxes.forEach((box, i) => {
        for (const code of codes.filter((c) => c.page === pageNumber))
          expect(overlaps(box, code.box), `"${box.text}" runs over a code`).toBe(false);
        for (const other of boxes.slice(i + 1))
          expect(overlaps(shrunk(box, 0.5), shrunk(other, 0.5)), `"${box.text}" runs over "${other.text}"`).toBe(false);
      });
    }
  });

  it("cuts a pick-up place too long for a flyer with '…', keeping the rest of the flyer whole and inside its lines", async () => {
    const longPlace: FlyerCampaign = {
      ...campaign,
      association_name: "Association sportive et culturelle des parents d'élèves du collège Anne-de-Bretagne",
      distribution_place: `Salle des fêtes de la mairie annexe, 2 place de la Libération, entrée par la cour de l'école maternelle, ${"bâtiment B, ".repeat(8)}56000 Vannes`,
    };
    const pdf = await render(sellers.slice(0, 8), longPlace);
    const [page] = await pageWords(pdf);
    expect(page.split("Commandes jusqu'au jeudi 10 décembre")).toHaveLength(9);
    expect(page.split("Distribution le jeudi 17 décembre de 16 h 30 à 19 h 00 : Salle des fêtes de la mairie annexe")).toHaveLength(9);
    expect(page).not.toContain("56000 Vannes");
    expect(page).toContain("…");
    // The longest call of all, whole.
    expect(page).toContain("Commandez auprès de Gwenaëlle-Marie-Christine (Équipe des moins de 11 ans, féminines)");
    for (const box of await textBoxes(pdf, 1)) {
      const cell = cellOf(box);
      expect(cell, `"${box.text}" crosses a cut line`).not.toBeNull();
      expect(clearance(box, cell!), `"${box.text}" is too close to a cut line`).toBeGreaterThanOrEqual(12);
    }
  });

  it("draws the dashed cut lines between the cells, only as far as the flyers go", async () => {
    const pdf = await render(sellers);
    const full = await cutLinesOf(pdf, 1);
    // The middle line down the whole sheet, and the three between the rows across it.
    expect(full).toHaveLength(4);
    expect(
      full.some(
        (line) => near(line.left, FLYER_WIDTH) && near(line.right, FLYER_WIDTH) && near(line.top, 0) && near(line.bottom, PAGE.height),
      ),
    ).toBe(true);
    for (const row of [1, 2, 3])
      expect(
        full.some(
          (line) =>
            near(line.top, row * FLYER_HEIGHT) &&
            near(line.bottom, row * FLYER_HEIGHT) &&
            near(line.left, 0) &&
            near(line.right, PAGE.width),
        ),
      ).toBe(true);
    // Two flyers on the last page: the middle line along their row, one line under it.
    const last = await cutLinesOf(pdf, 2);
    expect(last).toHaveLength(2);
    expect(last.some((line) => near(line.left, FLYER_WIDTH) && near(line.top, 0) && near(line.bottom, FLYER_HEIGHT))).toBe(true);
    expect(last.some((line) => near(line.top, FLYER_HEIGHT) && near(line.bottom, FLYER_HEIGHT) && near(line.right, PAGE.width))).toBe(true);
  });

  it("says so on a sheet with no seller", async () => {
    const pdf = await render([]);
    const { totalPages, text } = await extractText(new Uint8Array(pdf), { mergePages: true });
    expect(totalPages).toBe(1);
    expect(text).toContain("Aucun vendeur pour le moment : ajoutez vos vendeurs pour imprimer leurs flyers.");
    expect(await qrCodesIn(pdf)).toEqual([]);
  });
});

describe("flyerCallToAction", () => {
  it("names the seller, with the right 'de', and their group when they have one", () => {
    expect(flyerCallToAction({ firstName: "Léa", groupName: null })).toBe("Commandez auprès de Léa");
    expect(flyerCallToAction({ firstName: "Emma", groupName: " CM2 B " })).toBe("Commandez auprès d'Emma (CM2 B)");
    expect(flyerCallToAction({ firstName: "Tom", groupName: "" })).toBe("Commandez auprès de Tom");
  });
});
