import { get } from "node:http";
import { describe, expect, it } from "vitest";
import { appWithAdminForFile, ORIGIN } from "../../../tests/support/app";
import { publishedCampaign } from "../../../tests/support/campaigns";
import { openEventStream } from "../../../tests/support/sse-client";
import { createStreamQuota, MAX_STREAMS_PER_ADDRESS } from "./stream-quota";

type Stream = Awaited<ReturnType<typeof openEventStream>>;

const { app, admin } = await appWithAdminForFile();
const {
  member,
  campaign: { id: campaignId },
} = await publishedCampaign(app, { memberEmail: "membre@exemple.fr", adminCookie: admin });
const base = await app.listen({ port: 0, host: "127.0.0.1" });

const raisedUrl = () => `${base}/api/campaigns/${campaignId}/raised/stream`;
const salesUrl = () => `${base}/api/campaigns/${campaignId}/sales/stream`;

/** The status of a stream request made from another loopback address than the test's 127.0.0.1. */
function statusFrom(localAddress: string, url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = get(url, { localAddress }, (response) => {
      resolve(response.statusCode ?? 0);
      request.destroy();
    });
    request.on("error", reject);
  });
}

async function eventually(check: () => Promise<boolean>, timeoutMs = 3_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe("open SSE streams per address (real HTTP)", () => {
  it("refuses the 21st stream of one address across both streams with 429, and lets one in when another closes", async () => {
    const streams: Stream[] = [];
    try {
      // 15 public progress bars and 5 member drawers: one quota for both.
      for (let i = 0; i < 15; i++) streams.push(await openEventStream(raisedUrl()));
      for (let i = 0; i < MAX_STREAMS_PER_ADDRESS - 15; i++)
        streams.push(await openEventStream(salesUrl(), { cookie: member, origin: ORIGIN }));
      await streams.at(-1)!.next("ready");

      for (const url of [raisedUrl(), salesUrl()]) {
        const refused = await fetch(url, { headers: { cookie: member, origin: ORIGIN } });
        expect(refused.status).toBe(429);
        expect(await refused.json()).toEqual({
          code: "RATE_LIMITED",
          message: "Trop de tentatives. Veuillez réessayer dans quelques minutes.",
        });
      }
      // Another address is not held back by this one.
      expect(await statusFrom("127.0.0.2", raisedUrl())).toBe(200);

      streams.shift()!.close();
      // The server learns of the close a moment later; then the freed place can be taken again, and only it.
      let reopened: Stream | undefined;
      await eventually(async () => (reopened = await openEventStream(raisedUrl()).catch(() => undefined)) !== undefined);
      streams.push(reopened!);
      expect((await fetch(raisedUrl())).status).toBe(429);
    } finally {
      for (const stream of streams) stream.close();
    }
    // All places come back once the streams are closed.
    await eventually(async () => {
      const response = await fetch(raisedUrl());
      await response.body?.cancel();
      return response.status === 200;
    });
  });
});

describe("createStreamQuota", () => {
  it("counts per address and gives a place back once, however often it is released", () => {
    const quota = createStreamQuota(2);
    const first = quota.acquire("203.0.113.7");
    quota.acquire("203.0.113.7");
    expect(() => quota.acquire("203.0.113.7")).toThrow(expect.objectContaining({ code: "RATE_LIMITED", status: 429 }));
    expect(quota.openBy("198.51.100.1")).toBe(0);
    quota.acquire("198.51.100.1");
    first();
    first();
    expect(quota.openBy("203.0.113.7")).toBe(1);
    quota.acquire("203.0.113.7");
    expect(() => quota.acquire("203.0.113.7")).toThrow();
  });
});
