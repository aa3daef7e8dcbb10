import { afterAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../tests/support/app";
import { AppError } from "../../shared/errors";
import { createRenderer, renderer } from "./renderer";

// Engine-independent: it checks the renderer's worker threads; the database only holds the app.

// Decision 027: the renderer's worker threads make the documents, as many at once as it has slots, and end with the
// app, so that neither a server nor a test run is left with threads behind it.

const small = createRenderer({ slots: 1, maxWaiting: 1 });
afterAll(() => small.close());

/** A task the test finishes by hand, to hold the slot. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, task: () => opened };
}

describe("createRenderer", () => {
  it("makes QR codes and PDFs in its worker threads, never more threads than slots", async () => {
    // One slot, a line of one: the urgent QR code waits in a line of its own, so the poster is not refused.
    const [svg, png, pdf] = await Promise.all([
      small.run("linkQrSvg", "https://exemple.fr/c/ecole"),
      small.run("handOverQrPng", "https://exemple.fr", "BS-ABC123", 120),
      small.run("campaignPoster", { ...posterCampaign }, { url: "https://exemple.fr/c/ecole" }),
    ]);
    expect(svg).toContain("<svg");
    expect(Buffer.isBuffer(png) && png.subarray(1, 4).toString()).toBe("PNG");
    expect(Buffer.isBuffer(pdf) && pdf.subarray(0, 5).toString()).toBe("%PDF-");
    expect(small.stats()).toMatchObject({ threads: 1, peakRunning: 1, renders: { linkQrSvg: 1, handOverQrPng: 1, campaignPoster: 1 } });
  });

  it("gives back a job's failure, and its thread goes on with the next job", async () => {
    await expect(small.run("sellerFlyers", null as never, [])).rejects.toThrow(/render job failed/);
    expect(await small.run("linkQrSvg", "https://exemple.fr")).toContain("<svg");
  });

  it("refuses a document past the waiting line with DOCUMENTS_BUSY, and serves urgent jobs before the line", async () => {
    const held = gate();
    const holding = small.runHere(held.task);
    const started: string[] = [];
    const waiting = small.runHere(async () => void started.push("document"));
    await expect(small.run("statement", null as never, [])).rejects.toEqual(new AppError("DOCUMENTS_BUSY"));
    const urgent = small.run("linkQrSvg", "https://exemple.fr").then(() => started.push("qr code"));
    held.open();
    await Promise.all([holding, waiting, urgent]);
    expect(started).toEqual(["qr code", "document"]);
  });
});

describe("the process's renderer", () => {
  it("ends its threads when the last app holding it closes", async () => {
    // Another holder beside the app: a second app of the same process.
    const letGo = renderer.hold();
    const app = await createTestApp();
    await Promise.all([renderer.run("linkQrSvg", "https://exemple.fr/a"), renderer.run("linkQrSvg", "https://exemple.fr/b")]);
    expect(renderer.stats().threads).toBeGreaterThan(0);
    await letGo();
    expect(renderer.stats().threads).toBeGreaterThan(0);
    expect(await renderer.run("linkQrSvg", "https://exemple.fr/c")).toContain("<svg");
    await app.close();
    expect(renderer.stats().threads).toBe(0);
  });
});

const posterCampaign = {
  association_name: "APE Jules-Ferry",
  branding_primary_color: "#1D3557",
  branding_secondary_color: "#E9C46A",
  project_goal_eur: 1500,
  order_deadline: null,
  distribution_date: null,
  distribution_start_time: null,
  distribution_end_time: null,
  distribution_place: null,
  association_address: null,
};
