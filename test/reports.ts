import { eq } from "drizzle-orm";
import { onTestFinished } from "vitest";
import type { CreateReportResponse } from "../worker/contracts/create";
import type { CheckResponse } from "../worker/contracts/report";
import type { CreateSource } from "../worker/contracts/sources";
import { createOptOut, type OptedOutProfile } from "../worker/db/opt-outs";
import { optOuts } from "../worker/db/schema";
import { type Client, db } from "./accounts";

/** Creates a report from usernames and confirms them, as the create page does; answers its id. */
export async function confirmedReport(
  client: Client,
  profiles: { source: CreateSource; username: string }[],
): Promise<string> {
  const [first, ...rest] = profiles;
  if (!first) throw new Error("no profiles");
  const created = await client.post("/api/v1/create", first);
  if (created.status !== 200) throw new Error(`create failed: ${created.status} ${await created.text()}`);
  const { id } = (await created.json()) as { id: string };
  for (const p of rest) await client.post(`/api/v1/create/${id}/${p.source}/search`, { query: p.username });
  const draft = (await (await client.get(`/api/v1/create/${id}?limit=100`)).json()) as CreateReportResponse;
  const chosen = profiles.flatMap((p) => {
    const row = draft.sources[p.source].items.find((c) => c.username === p.username.toLowerCase());
    return row ? [{ source: p.source, id: row.id }] : [];
  });
  const confirm = await client.post(`/api/v1/create/${id}/confirm`, { profiles: chosen });
  if (confirm.status !== 200) throw new Error(`confirm failed: ${confirm.status} ${await confirm.text()}`);
  return id;
}

/** Polls the report's generation until it ends; answers the last check. */
export async function waitForReport(client: Client, id: string, timeoutMs = 120_000): Promise<CheckResponse> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const check = (await (await client.get(`/api/v1/generate/${id}`)).json()) as CheckResponse;
    if (check.status === "completed" || check.status === "failed") return check;
    if (Date.now() > deadline) throw new Error(`report ${id} still ${check.status} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Create, confirm, generate and wait: a completed report's id. */
export async function generatedReport(
  client: Client,
  profiles: { source: CreateSource; username: string }[],
): Promise<string> {
  const id = await confirmedReport(client, profiles);
  const res = await client.post("/api/v1/generate", { id });
  if (res.status !== 202) throw new Error(`generate failed: ${res.status} ${await res.text()}`);
  await waitForReport(client, id);
  return id;
}

/** The fixture personas' profiles (API.md "Fixture personas"), as a report selects them. */
export const EMILY: { source: CreateSource; username: string }[] = [
  { source: "ig", username: "emily.carter" },
  { source: "tt", username: "emilycarter" },
];
export const JAKE: { source: CreateSource; username: string }[] = [
  { source: "ig", username: "jake.morrison" },
  { source: "tw", username: "jake_morrison" },
];

/** Shares a report as its owner does from the dashboard; answers the share link's hash. */
export async function shareReport(owner: Client, id: string): Promise<string> {
  const res = await owner.post(`/api/v1/dashboard/share/${id}`);
  if (res.status !== 200) throw new Error(`share failed: ${res.status} ${await res.text()}`);
  const { url } = (await res.json()) as { url: string };
  const hash = new URL(url).searchParams.get("h");
  if (!hash) throw new Error(`share link without a hash: ${url}`);
  return hash;
}

/**
 * Files an opt-out for these profiles for the current test only: opt-outs outlive a test file (the
 * suite shares storage), and other files expect the personas as they start.
 */
export async function fileOptOut(profiles: OptedOutProfile[]): Promise<void> {
  const id = `oo-${crypto.randomUUID()}`;
  await createOptOut(
    db(),
    { id, name: "Test", email: "optout@example.test", reason: null, fileKey: null },
    profiles,
  );
  onTestFinished(async () => {
    await db().delete(optOuts).where(eq(optOuts.id, id));
  });
}
