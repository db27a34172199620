import { afterEach, describe, expect, it, vi } from "vitest";
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
    await expect(apiClient.post("/cookies", { accepted: true })).resolves.toEqual({
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
    await expect(apiClient.postForm("/optout", form)).resolves.toEqual({ id: "o1" });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/v1/optout");
    expect(init).toMatchObject({ method: "POST", credentials: "include", body: form });
    expect((init.headers as Record<string, string>)["Content-Type"]).toBeUndefined();
  });

  it("raises the 'Oops' toast with the server's message and throws", async () => {
    vi.stubGlobal("fetch", async () =>
      Response.json({ code: "not_found", message: "Offer not found" }, { status: 404 }),
    );
    await expect(apiClient.get("/offer/x")).rejects.toBeInstanceOf(ApiRequestError);
    expect(lastToasts().at(-1)).toMatchObject({ type: "error", title: "Oops", message: "Offer not found" });
  });

  it("says 'Something went wrong' when the network fails, and stays quiet when asked", async () => {
    vi.stubGlobal("fetch", async () => {
      throw new TypeError("Failed to fetch");
    });
    const before = lastToasts().length;
    await expect(apiClient.get("/states", { toastOnError: false })).rejects.toMatchObject({ status: 0 });
    expect(lastToasts()).toHaveLength(before);
    await expect(apiClient.get("/states")).rejects.toMatchObject({ message: "Something went wrong" });
    expect(lastToasts().at(-1)).toMatchObject({ title: "Oops", message: "Something went wrong" });
  });
});
