// What the rehearsal does once the stack runs, in order; each step returns rows of the final table.
import { randomBytes } from "node:crypto";
import { publishedLoadCampaign } from "./shop-setup.mjs";

export async function runScenario({ stack, dir, short, log, stoppers }) {
  void dir;
  void short;
  void stoppers;
  const rows = [];
  const runId = randomBytes(3).toString("hex");
  const readMail = (predicate, what) => stack.smtp.mailbox.waitFor(predicate, { what, timeoutMs: 30_000 });
  rows.push({
    step: "démarrage",
    target: "tous les services prêts",
    measured: Object.entries(stack.timings)
      .map(([name, ms]) => `${name} ${(ms / 1000).toFixed(1)} s`)
      .join(", "),
    ok: true,
  });

  log("boutique de la charge : inscription, image dans S3, publication");
  const campaign = await publishedLoadCampaign({
    baseUrl: stack.publicUrl,
    readMail,
    adminEmail: stack.adminEmail,
    s3Endpoint: stack.s3.endpoint,
    runId,
  });
  rows.push({
    step: "mise en place (API)",
    target: "inscription, image dans S3, publication",
    measured: `campagne /c/${campaign.slug}`,
    ok: true,
  });
  return rows;
}
