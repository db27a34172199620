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
