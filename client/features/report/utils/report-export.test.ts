import { describe, expect, it } from "vitest";
import type { ReportResponse } from "../../../../worker/contracts/report";
import type { Coverage } from "../../../../worker/contracts/report-events";
import { reportExport } from "./report-export";

const loaded = { status: "loaded", count: 3 } as const;
const coverage: Coverage = { text: "3 posts analysed", followings: loaded, followers: loaded, posts: loaded };

const report: ReportResponse = {
  id: "r1",
  title: { name: "Jane Doe", age: null, state: null },
  status: "completed",
  created: "2026-11-01T00:00:00.000Z",
  image: null,
  profiles: [],
  sources: {
    tw: {
      interests: [
        { id: "music", title: "Music", count: 4, redzone: false },
        { id: "violence", title: "Violence & Threats", count: 2, redzone: true },
      ],
      friends: 0,
      coverage,
    },
    ig: {
      interests: [{ id: "self-harm", title: "Self-Harm", count: 1, redzone: true }],
      friends: 0,
      coverage,
    },
  },
  summary: null,
  public: false,
  blured: null,
  tracked: null,
  change: null,
  watch: null,
};

describe("reportExport", () => {
  it("keeps the report and lists its red flags' OpenAI and Llama Guard 3 categories", () => {
    const exported = reportExport(report);
    expect(exported.id).toBe("r1");
    expect(exported.sources).toEqual(report.sources);
    expect(exported.redFlagCategories).toEqual([
      {
        id: "violence",
        title: "Violence & Threats",
        openai: ["violence", "harassment/threatening", "hate/threatening"],
        llamaGuard3: ["S1 Violent Crimes"],
      },
      {
        id: "self-harm",
        title: "Self-Harm",
        openai: ["self-harm", "self-harm/intent", "self-harm/instructions"],
        llamaGuard3: ["S11 Suicide & Self-Harm"],
      },
    ]);
  });

  it("lists nothing for a report without red flags", () => {
    expect(reportExport({ ...report, sources: {} }).redFlagCategories).toEqual([]);
  });
});
