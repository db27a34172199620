import { describe, expect, it } from "vitest";
import { signUp } from "../../../test/accounts";
import { confirmedReport, waitForReport } from "../../../test/reports";
import type { CheckResponse, GenerateResponse } from "../../contracts/report";

describe("POST /generate", () => {
  it("generates Emily's report: queued, then completed with every network", async () => {
    const { client } = await signUp({ confirmed: true });
    const id = await confirmedReport(client, [
      { source: "ig", username: "emily.carter" },
      { source: "tt", username: "emilycarter" },
    ]);
    const res = await client.post("/api/v1/generate", { id });
    expect(res.status).toBe(202);
    expect((await res.json()) as GenerateResponse).toMatchObject({ id });
    const check = await waitForReport(client, id);
    expect(check).toMatchObject({
      status: "completed",
      progress: { done: 2, total: 2 },
      sources: { ig: "analysed", tt: "analysed" },
    } satisfies CheckResponse);
    const report = await (await client.get(`/api/v1/report/${id}`)).json();
    console.log(JSON.stringify(report, null, 1).slice(0, 3000));
  });
});
