import { afterEach, describe, expect, it, vi } from "vitest";
import { offerAnswerSchema } from "../../worker/contracts/billing";
import { optOutResponseSchema } from "../../worker/contracts/create";
import { consentSchema, usStatesAnswerSchema } from "../../worker/contracts/site";
import { ApiRequestError, apiClient, errorMessage, parseApiError, REQUEST_TIMEOUT_MS } from "./api-client";
import { subscribeToasts, type Toast } from "./toast";

describe("parseApiError", () => {
  it("reads the { code, message } shape with its fields", () => {
    const error = parseApiError(400, {
      code: "validation",
      message: "Invalid email address",
      fields: { email: "x" },
    });
    expect(error).toMatchObject({
      status: 400,
      code: "validation",
      message: "Invalid email address",
      fields: { email: "x" },
    });
  });

  it("reads the { error, status } shape", () => {
    expect(parseApiError(502, { error: "Upstream failed", status: "bad_gateway" })).toMatchObject({
      status: 502,
      code: "bad_gateway",
      message: "Upstream failed",
    });
  });

  it("reads when a rate-limited action opens again", () => {
    const error = parseApiError(429, {
      code: "rate_limited",
      message: "This report can be refreshed once a day",
      retryAt: "2026-03-01T10:00:00.000Z",
    });
    expect(error.retryAt?.toISOString()).toBe("2026-03-01T10:00:00.000Z");
  });

  it("reads where a refusal can be resolved", () => {
    const error = parseApiError(402, {
      code: "payment_required",
      message: "Your plan watches up to 10 reports.",
      link: "/plans",
    });
    expect(error).toMatchObject({ status: 402, code: "payment_required", link: "/plans" });
  });

  it("calls a body of neither shape an invalid response", () => {
    expect(parseApiError(400, { code: "made_up", message: "Hello" })).toMatchObject({
      status: 400,
      code: "invalid_response",
      message: "Something went wrong",
    });
  });

  it("falls back to 'Something went wrong' for anything else", () => {
    for (const body of [null, "text", 42, {}, { message: "" }]) {
      expect(parseApiError(500, body).message).toBe("Something went wrong");
    }
  });

  it("waits at least five minutes before timing out", () => {
    expect(REQUEST_TIMEOUT_MS).toBe(300_000);
  });
});

describe("errorMessage", () => {
  it("shows an API failure's own message, and 'Something went wrong' for anything else", () => {
    expect(errorMessage(new ApiRequestError(409, "conflict", "Google is your only sign-in"))).toBe(
      "Google is your only sign-in",
    );
    expect(errorMessage(new TypeError("boom"))).toBe("Something went wrong");
  });
});

describe("apiClient", () => {
  afterEach(() => vi.unstubAllGlobals());

  function lastToasts(): Toast[] {
    let seen: Toast[] = [];
    subscribeToasts((toasts) => {
      seen = toasts;
    })();
    return seen;
  }

  it("sends JSON with credentials to /api/v1 and returns the body", async () => {
    const fetchMock = vi.fn(async () => Response.json({ sended: true, accepted: true }));
    vi.stubGlobal("fetch", fetchMock);
    await expect(apiClient.post("/cookies", consentSchema, { accepted: true })).resolves.toEqual({
      sended: true,
      accepted: true,
    });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/v1/cookies");
    expect(init).toMatchObject({ method: "POST", credentials: "include", body: '{"accepted":true}' });
    expect((init.headers as Record<string, string>).Authorization).toBeUndefined();
  });

  it("posts a multipart form as is, leaving its Content-Type to the browser", async () => {
    const fetchMock = vi.fn(async () => Response.json({ id: "o1" }));
    vi.stubGlobal("fetch", fetchMock);
    const form = new FormData();
    form.append("name", "Olivia Optout");
    await expect(apiClient.postForm("/optout", optOutResponseSchema, form)).resolves.toEqual({ id: "o1" });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/v1/optout");
    expect(init).toMatchObject({ method: "POST", credentials: "include", body: form });
    expect((init.headers as Record<string, string>)["Content-Type"]).toBeUndefined();
  });

  it("raises the 'Oops' toast with the server's message and throws", async () => {
    vi.stubGlobal("fetch", async () =>
      Response.json({ code: "not_found", message: "Offer not found" }, { status: 404 }),
    );
    await expect(apiClient.get("/offer/x", offerAnswerSchema)).rejects.toBeInstanceOf(ApiRequestError);
    expect(lastToasts().at(-1)).toMatchObject({ type: "error", title: "Oops", message: "Offer not found" });
  });

  it("says 'Something went wrong' when the network fails, and stays quiet when asked", async () => {
    vi.stubGlobal("fetch", async () => {
      throw new TypeError("Failed to fetch");
    });
    const before = lastToasts().length;
    await expect(
      apiClient.get("/states", usStatesAnswerSchema, { toastOnError: false }),
    ).rejects.toMatchObject({
      status: 0,
    });
    expect(lastToasts()).toHaveLength(before);
    await expect(apiClient.get("/states", usStatesAnswerSchema)).rejects.toMatchObject({
      message: "Something went wrong",
    });
    expect(lastToasts().at(-1)).toMatchObject({ title: "Oops", message: "Something went wrong" });
  });

  it("gives back only what the answer's schema describes", async () => {
    vi.stubGlobal("fetch", async () => Response.json({ sended: true, accepted: false, extra: 1 }));
    await expect(apiClient.post("/cookies", consentSchema, { accepted: false })).resolves.toEqual({
      sended: true,
      accepted: false,
    });
  });

  it("rejects an answer that drifted from its contract, reports it and says 'Something went wrong'", async () => {
    const fetchMock = vi.fn(async (url: string) =>
      url === "/api/v1/events" ? new Response(null, { status: 204 }) : Response.json({ sended: "yes" }),
    );
    vi.stubGlobal("fetch", fetchMock);
    await expect(apiClient.post("/cookies", consentSchema, { accepted: true })).rejects.toMatchObject({
      status: 200,
      code: "invalid_response",
      message: "Something went wrong",
    });
    expect(lastToasts().at(-1)).toMatchObject({ title: "Oops", message: "Something went wrong" });
    const reported = fetchMock.mock.calls.find(([url]) => url === "/api/v1/events") as unknown as [
      string,
      RequestInit,
    ];
    expect(JSON.parse(String(reported[1].body))).toEqual({
      name: "client_error",
      label: "POST /cookies 200",
    });
  });

  it("rejects an answer that is not JSON at all", async () => {
    vi.stubGlobal("fetch", async () => new Response("<html>", { status: 200 }));
    await expect(
      apiClient.get("/states", usStatesAnswerSchema, { toastOnError: false }),
    ).rejects.toMatchObject({
      status: 200,
      code: "invalid_response",
    });
  });
});
