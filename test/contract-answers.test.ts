import { beforeAll, describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { userInfoSchema } from "../worker/contracts/auth";
import { offerAnswerSchema, plansAnswerSchema, subscriptionInfoSchema } from "../worker/contracts/billing";
import {
  createReportResponseSchema,
  createResponseSchema,
  createSearchResponseSchema,
  createSourceResponseSchema,
} from "../worker/contracts/create";
import { outboxAnswerSchema } from "../worker/contracts/dev";
import {
  checkResponseSchema,
  commonInterestsResponseSchema,
  evidenceResponseSchema,
  exampleReportsSchema,
  friendsResponseSchema,
  historyResponseSchema,
  interestProfilesResponseSchema,
  type ReportResponse,
  redZoneResponseSchema,
  reportListResponseSchema,
  reportResponseSchema,
  shareResponseSchema,
  sourceInterestsResponseSchema,
  summaryResponseSchema,
  unshareResponseSchema,
} from "../worker/contracts/report";
import { consentSchema, healthAnswerSchema, usStatesAnswerSchema } from "../worker/contracts/site";
import { Client, signUp, type TestUser } from "./accounts";
import { EMILY, generatedReport } from "./reports";

/**
 * The answers the browser parses, as the Worker really sends them: each handler only `satisfies`
 * its contract's type, so a value that serialises differently (a Date, an undefined field) or a
 * schema that drifted from the handler fails here, not in a user's browser.
 */
async function answer<S extends z.core.$ZodType>(res: Response, schema: S, status = 200) {
  expect(res.status).toBe(status);
  const parsed = z.safeParse(schema, await res.json());
  expect(parsed.error?.issues ?? []).toEqual([]);
  return parsed.data as z.infer<S>;
}

describe("answers match their contracts", () => {
  let subscriber: TestUser;
  let reportId: string;
  let view: ReportResponse;

  beforeAll(async () => {
    subscriber = await signUp({ subscribed: true });
    reportId = await generatedReport(subscriber.client, EMILY);
    view = await answer(await subscriber.client.get(`/api/v1/report/${reportId}`), reportResponseSchema);
  }, 180_000);

  it("the public reads", async () => {
    const visitor = new Client();
    const health = await visitor.get("/api/v1/healthcheck");
    await answer(health, healthAnswerSchema, health.status);
    await answer(await visitor.get("/api/v1/states"), usStatesAnswerSchema);
    await answer(await visitor.get("/api/v1/plans"), plansAnswerSchema);
    await answer(await visitor.get("/api/v1/offer"), offerAnswerSchema);
    await answer(await visitor.get("/api/v1/cookies"), consentSchema);
    await answer(await visitor.get("/api/v1/examples"), exampleReportsSchema);
    await answer(await visitor.get("/api/v1/interests/ig/redzone"), redZoneResponseSchema);
  });

  it("the account reads", async () => {
    await answer(await subscriber.client.get("/api/v1/auth/info"), userInfoSchema);
    await answer(await subscriber.client.get("/api/v1/subscription/info"), subscriptionInfoSchema);
    await answer(await subscriber.client.get("/api/v1/dashboard/reports"), reportListResponseSchema);
    await answer(
      await subscriber.client.get(`/api/v1/dev/outbox?to=${encodeURIComponent(subscriber.email)}`),
      outboxAnswerSchema,
    );
  });

  it("the create flow", async () => {
    const client = new Client();
    const created = await answer(
      await client.post("/api/v1/create", { name: "Emily Carter", state: "TX" }),
      createResponseSchema,
    );
    await answer(await client.get(`/api/v1/create/${created.id}`), createReportResponseSchema);
    await answer(await client.get(`/api/v1/create/${created.id}/ig`), createSourceResponseSchema);
    await answer(
      await client.post(`/api/v1/create/${created.id}/tw/search`, { query: "jake_morrison" }),
      createSearchResponseSchema,
    );
  });

  it("a report and every detail", async () => {
    const client = subscriber.client;
    const path = (rest: string) => `/api/v1/report/${reportId}${rest}`;
    await answer(await client.get(`/api/v1/generate/${reportId}`), checkResponseSchema);
    await answer(await client.get(path("/summary")), summaryResponseSchema);
    await answer(await client.get(path("/history")), historyResponseSchema);
    const interests = await answer(await client.get(path("/ig")), sourceInterestsResponseSchema);
    const interest = interests.items[0] ?? view.sources.ig?.interests[0];
    if (!interest) throw new Error("the report has no Instagram interest");
    await answer(await client.get(path(`/ig/${interest.id}`)), evidenceResponseSchema);
    await answer(await client.get(path(`/ig/${interest.id}/profiles`)), interestProfilesResponseSchema);
    const friends = await answer(await client.get(path("/ig/friends")), friendsResponseSchema);
    const friend = friends.items[0];
    if (!friend) throw new Error("the report has no Instagram friend");
    await answer(await client.get(path(`/ig/common/${friend.id}`)), commonInterestsResponseSchema);
    await answer(await client.post(`/api/v1/dashboard/share/${reportId}`), shareResponseSchema);
    await answer(await client.post(`/api/v1/dashboard/unshare/${reportId}`), unshareResponseSchema);
  });
});
