import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serverProcessDatabase } from "../../../tests/support/database";
import { kill, startServerProcess } from "../../../tests/support/server-process";

// The server is killed (SIGKILL: no shutdown hook runs) after the checkout and before the payment is
// confirmed. After a restart, the provider's confirmation (retried, and duplicated for good measure) is
// applied once: the sale is paid once, counted once, mailed once.

const dataDir = mkdtempSync(path.join(tmpdir(), "crash-"));
let database = { url: "", drop: async () => {} };

// The server finds its database migrated, as at every start but the first: creating and migrating a cluster (or a
// PostgreSQL database) took its first start 5 to 10 seconds and is not what is tested here.
beforeAll(async () => {
  database = await serverProcessDatabase(dataDir);
});
afterAll(async () => {
  rmSync(dataDir, { recursive: true, force: true });
  await database.drop();
});

const env = () => ({ DATA_DIR: dataDir, SEED_DEMO: "true", DATABASE_URL: database.url });

describe("a crash between checkout and payment confirmation", () => {
  it("loses no paid sale and counts it once after the restart", { timeout: 180_000 }, async () => {
    let server = await startServerProcess(env());
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the answers of five routes, read loosely by this test
    const json = (r: Response) => r.json() as Promise<Record<string, any>>;
    const raised = async (url: string) =>
      (await json(await fetch(`${url}/api/campaigns/by-slug/ecole-jules-ferry`))).campaign.amount_raised_eur as number;
    const before = await raised(server.url);
    const campaignId = (await json(await fetch(`${server.url}/api/campaigns/by-slug/ecole-jules-ferry`))).campaign.id;

    const checkout = await json(
      await fetch(`${server.url}/api/checkout`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: server.url },
        body: JSON.stringify({
          campaign_id: campaignId,
          cart: [{ id: "praline", quantity: 2 }],
          buyer_info: { buyer_name: "Nolwenn", buyer_email: "nolwenn@exemple.fr", delivery_mode: "pickup" },
        }),
      }),
    );
    expect(checkout.url).toContain("/pay/simulated/");
    await kill(server.child);

    server = await startServerProcess(env());
    try {
      const confirm = () => fetch(`${server.url}/pay/simulated/${checkout.sale_id}/confirm`, { method: "POST", redirect: "manual" });
      const results = await Promise.all([confirm(), confirm(), confirm()]);
      expect(results.map((r) => r.status)).toEqual([303, 303, 303]);
      expect(await raised(server.url)).toBeCloseTo(before + 3.6, 2);
      const status = await json(await fetch(`${server.url}/api/checkout/status?ref=${checkout.order_reference}`));
      expect(status.status).toBe("paid");
      const mails = (await json(await fetch(`${server.url}/api/dev/mails`))).mails as { subject: string }[];
      expect(mails.filter((m) => m.subject.includes(checkout.order_reference))).toHaveLength(1);
    } finally {
      await kill(server.child, "SIGTERM");
    }
  });
});
