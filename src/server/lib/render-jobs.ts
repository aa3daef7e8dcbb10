import { campaignPosterPdf } from "../documents/campaign-poster";
import { distributionListPdf } from "../documents/distribution-list";
import { packingSlipsPdf } from "../documents/packing-slips";
import { creditNotePdf, receiptPdf } from "../receipts/receipt-pdf";
import { sellerFlyersPdf } from "../documents/seller-flyers";
import { statementPdf } from "../documents/statement-pdf";
import { handOverQrPng, linkQrSvg } from "./hand-over-qr";

// What the renderer's workers make (lib/renderer.ts, decision 027): every PDF and QR code of the server, each a
// function of plain data (what the structured clone carries to a worker thread: objects, arrays, dates) to bytes or
// text. The worker loads this table; the main thread only names its jobs.

export const renderJobs = {
  sellerFlyers: sellerFlyersPdf,
  campaignPoster: campaignPosterPdf,
  statement: statementPdf,
  distributionList: distributionListPdf,
  packingSlips: packingSlipsPdf,
  receipt: receiptPdf,
  creditNote: creditNotePdf,
  linkQrSvg,
  handOverQrPng,
};

export type RenderJobs = typeof renderJobs;
export type RenderJobName = keyof RenderJobs;
