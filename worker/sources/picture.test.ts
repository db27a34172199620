import { describe, expect, it } from "vitest";
import { fetchPicture, isPictureUrl } from "./picture";

describe("isPictureUrl", () => {
  it.each([
    ["https://scontent.cdninstagram.com/v/t51/abc.jpg", true],
    ["https://scontent.xx.fbcdn.net/v/pic.jpg", true],
    ["https://p16-sign.tiktokcdn-us.com/avatar.webp", true],
    ["https://pbs.twimg.com/profile_images/1/a.jpg", true],
    ["https://media.licdn.com/dms/image/a.jpg", true],
    ["http://pbs.twimg.com/a.jpg", false],
    ["https://evil.example/a.jpg", false],
    ["https://twimg.com.evil.example/a.jpg", false],
    ["https://eviltwimg.com/a.jpg", false],
    ["https://169.254.169.254/latest/meta-data", false],
    ["not a url", false],
  ])("%s -> %s", (url, expected) => {
    expect(isPictureUrl(url)).toBe(expected);
  });
});

describe("fetchPicture", () => {
  it("never requests an address outside the picture CDNs", async () => {
    const requested: string[] = [];
    const config = {
      target: { mode: "direct" as const },
      fetch: async (url: string) => {
        requested.push(url);
        return new Response(new Uint8Array([1, 2, 3]), { headers: { "content-type": "image/png" } });
      },
    };
    expect(await fetchPicture(config, "https://evil.example/a.png")).toBeNull();
    expect(requested).toEqual([]);
    expect(await fetchPicture(config, "https://pbs.twimg.com/a.png")).toMatchObject({
      contentType: "image/png",
    });
    expect(requested).toEqual(["https://pbs.twimg.com/a.png"]);
  });
});

const PNG = { "content-type": "image/png" };

/** A transport whose fetch answers from a table of URLs, recording what was requested and how. */
function stubbed(answers: Record<string, () => Response>) {
  const requested: { url: string; redirect: RequestRedirect | undefined }[] = [];
  const config = {
    target: { mode: "direct" as const },
    fetch: async (url: string, init?: RequestInit) => {
      requested.push({ url, redirect: init?.redirect });
      const answer = answers[url];
      return answer ? answer() : new Response("no such stub", { status: 404 });
    },
  };
  return { config, requested };
}

const redirect =
  (location: string, status = 302) =>
  () =>
    new Response(null, { status, headers: { location } });

describe("fetchPicture: redirects", () => {
  it("never follows a redirect off the picture CDNs", async () => {
    const { config, requested } = stubbed({
      "https://pbs.twimg.com/a.png": redirect("https://evil.example/a.png"),
      "https://evil.example/a.png": () => new Response(new Uint8Array([1, 2, 3]), { headers: PNG }),
    });
    expect(await fetchPicture(config, "https://pbs.twimg.com/a.png")).toBeNull();
    expect(requested.map((r) => r.url)).toEqual(["https://pbs.twimg.com/a.png"]);
    // The runtime must not follow it either: every request is made with redirect "manual".
    expect(requested.every((r) => r.redirect === "manual")).toBe(true);
  });

  it("refuses a redirect to plain http or an internal address, relative ones resolved first", async () => {
    for (const location of [
      "http://pbs.twimg.com/b.png",
      "https://169.254.169.254/latest/meta-data",
      "//evil.example/b.png",
    ]) {
      const { config, requested } = stubbed({ "https://pbs.twimg.com/a.png": redirect(location, 301) });
      expect(await fetchPicture(config, "https://pbs.twimg.com/a.png"), location).toBeNull();
      expect(requested).toHaveLength(1);
    }
  });

  it("follows a few hops between allow-listed hosts, and no more", async () => {
    const { config, requested } = stubbed({
      "https://pbs.twimg.com/a.png": redirect("/b.png", 301),
      "https://pbs.twimg.com/b.png": redirect("https://abs.twimg.com/c.png", 307),
      "https://abs.twimg.com/c.png": () => new Response(new Uint8Array([1, 2, 3]), { headers: PNG }),
    });
    expect(await fetchPicture(config, "https://pbs.twimg.com/a.png")).toMatchObject({
      contentType: "image/png",
    });
    expect(requested.map((r) => r.url)).toEqual([
      "https://pbs.twimg.com/a.png",
      "https://pbs.twimg.com/b.png",
      "https://abs.twimg.com/c.png",
    ]);
    const loop = stubbed({
      "https://pbs.twimg.com/a.png": redirect("https://pbs.twimg.com/b.png"),
      "https://pbs.twimg.com/b.png": redirect("https://pbs.twimg.com/a.png"),
    });
    expect(await fetchPicture(loop.config, "https://pbs.twimg.com/a.png")).toBeNull();
    expect(loop.requested.length).toBeLessThanOrEqual(4);
  });

  it("checks each hop's address in proxy mode too, before the proxy is asked for it", async () => {
    const requested: string[] = [];
    const config = {
      target: { mode: "proxy" as const, url: "https://proxy.example/fetch" },
      fetch: async (url: string) => {
        requested.push(new URL(url).searchParams.get("url") ?? "");
        return new Response(null, { status: 302, headers: { location: "https://evil.example/x.png" } });
      },
    };
    expect(await fetchPicture(config, "https://pbs.twimg.com/a.png")).toBeNull();
    expect(requested).toEqual(["https://pbs.twimg.com/a.png"]);
  });
});

describe("fetchPicture: size cap", () => {
  const MB = 1024 * 1024;
  const CHUNK = 64 * 1024;

  /** A 16 MB body: it counts the chunks handed out and whether the reader gave up. */
  function endless() {
    const state = { pulled: 0, cancelled: false };
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (state.pulled * CHUNK >= 16 * MB) return controller.close();
        state.pulled += 1;
        controller.enqueue(new Uint8Array(CHUNK));
      },
      cancel() {
        state.cancelled = true;
      },
    });
    return { state, body };
  }

  it("stops reading a body that streams past the cap without a Content-Length", async () => {
    const { state, body } = endless();
    const config = {
      target: { mode: "direct" as const },
      fetch: async () => new Response(body, { headers: PNG }),
    };
    expect(await fetchPicture(config, "https://pbs.twimg.com/a.png")).toBeNull();
    // 2 MB is 32 chunks: the reader stops just past it (a chunk or two of read-ahead at most).
    expect(state.pulled * CHUNK).toBeLessThan(2 * MB + 4 * CHUNK);
    expect(state.cancelled).toBe(true);
  });

  it("stops reading when the Content-Length lies", async () => {
    const { state, body } = endless();
    const config = {
      target: { mode: "direct" as const },
      fetch: async () => new Response(body, { headers: { ...PNG, "content-length": "100" } }),
    };
    expect(await fetchPicture(config, "https://pbs.twimg.com/a.png")).toBeNull();
    expect(state.pulled * CHUNK).toBeLessThan(2 * MB + 4 * CHUNK);
    expect(state.cancelled).toBe(true);
  });

  it("refuses a declared size over the cap without reading the body", async () => {
    const { state, body } = endless();
    const config = {
      target: { mode: "direct" as const },
      fetch: async () => new Response(body, { headers: { ...PNG, "content-length": String(3 * MB) } }),
    };
    expect(await fetchPicture(config, "https://pbs.twimg.com/a.png")).toBeNull();
    expect(state.pulled).toBeLessThanOrEqual(1);
  });

  it("keeps a picture of exactly the cap, streamed in chunks", async () => {
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 2 * MB) return controller.close();
        controller.enqueue(new Uint8Array(CHUNK).fill(7));
        sent += CHUNK;
      },
    });
    const config = {
      target: { mode: "direct" as const },
      fetch: async () => new Response(body, { headers: PNG }),
    };
    const picture = await fetchPicture(config, "https://pbs.twimg.com/a.png");
    expect(picture?.bytes.byteLength).toBe(2 * MB);
    expect(new Uint8Array(picture?.bytes ?? new ArrayBuffer(0))[2 * MB - 1]).toBe(7);
  });
});
