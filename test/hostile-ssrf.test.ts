import fc from "fast-check";
import { exportJWK, generateKeyPair, SignJWT } from "jose";
import { afterEach, describe, expect, it, vi } from "vitest";
import { googleKeys, verifyGoogleIdToken } from "../worker/auth/google";
import { SOURCES, type Source } from "../worker/contracts/sources";
import { httpSender } from "../worker/email/email";
import { IN_PROCESS_URL } from "../worker/simulator/in-process";
import simulator from "../worker/simulator/index";
import type { SourceConnector } from "../worker/sources/connector";
import { facebookConnector } from "../worker/sources/facebook";
import { instagramConnector } from "../worker/sources/instagram";
import { linkedinConnector } from "../worker/sources/linkedin";
import { fetchPicture, isPictureUrl } from "../worker/sources/picture";
import { tiktokConnector } from "../worker/sources/tiktok";
import { createTransport, type FetchLike, isNetworkUrl, resolveUrl } from "../worker/sources/transport";
import { type Upstream, upstreamFor } from "../worker/sources/upstream";
import { xConnector } from "../worker/sources/x";
import { encodeAll, hostileString, INJECTION_STRINGS } from "./hostile";

/**
 * Issue 21.6, SSRF: every URL the Worker fetches stays on its allow-list, whatever a user types
 * (a username, a link, a name) or a network sends (a picture address, a redirect, a cursor).
 * Outbound fetches in product code: the connectors (through the transport), profile pictures, the
 * email API (a configured URL), Google's keys (a configured URL) and Stripe (its SDK's own host).
 */

const SEED = 21_06_2026;

/** Addresses an attacker would like the Worker to fetch. */
const OFF_LIST = [
  "http://169.254.169.254/latest/meta-data/iam/security-credentials/",
  "https://169.254.169.254/latest/meta-data/",
  "https://[fd00:ec2::254]/latest/meta-data/",
  "http://metadata.google.internal/computeMetadata/v1/",
  "http://localhost:8787/api/v1/dev/outbox",
  "https://127.0.0.1/",
  "https://0x7f000001/",
  "https://2130706433/",
  "https://[::1]/",
  "https://[::ffff:169.254.169.254]/",
  "file:///etc/passwd",
  "data:text/plain,hello",
  "gopher://127.0.0.1:6379/_INFO",
  "ftp://evil.example/",
  "https://evil.example/a.jpg",
  "https://evil.example#.cdninstagram.com",
  "https://evil.example?.cdninstagram.com",
  "https://evil.example\\.cdninstagram.com/",
  "https://cdninstagram.com.evil.example/",
  "https://www.instagram.com.evil.example/",
  "https://www.instagram.com@evil.example/",
  "https://evil.example@www.instagram.com:8443/",
  "http://www.instagram.com/",
  "https://www.instagram.com:8443/",
  "//evil.example/",
  "/relative/path",
  "",
] as const;

/** A URL of any kind: well-formed web addresses, the list above, and text of any shape. */
const anyUrl: fc.Arbitrary<string> = fc.oneof(
  fc.webUrl({
    withFragments: true,
    withQueryParameters: true,
    validSchemes: ["http", "https", "ftp", "file"],
  }),
  fc.constantFrom(...OFF_LIST),
  fc.tuple(fc.constantFrom(...OFF_LIST), hostileString).map(([url, tail]) => `${url}${tail}`),
  hostileString,
);

describe("the transport: only the networks' own hosts", () => {
  it("refuses every address off a network's list before anything is fetched", async () => {
    const fetched: string[] = [];
    const fetch: FetchLike = async (url) => {
      fetched.push(url);
      return new Response("ok");
    };
    const transport = createTransport({ target: { mode: "direct" }, fetch });
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...SOURCES), anyUrl, async (source, url) => {
        fetched.length = 0;
        const result = await transport.send(source, { url });
        if (isNetworkUrl(source, url)) {
          expect(fetched).toEqual([url]);
        } else {
          expect(result).toMatchObject({ ok: false, cause: "network" });
          expect(fetched).toEqual([]);
        }
      }),
      { seed: SEED, numRuns: 300 },
    );
    for (const url of OFF_LIST)
      for (const source of SOURCES) expect(isNetworkUrl(source, url), url).toBe(false);
    // A network's address is not another network's.
    expect(isNetworkUrl("ig", "https://www.instagram.com/emily.carter/")).toBe(true);
    expect(isNetworkUrl("fb", "https://www.instagram.com/emily.carter/")).toBe(false);
  });

  it("asks a proxy or the simulator only for a network's address", async () => {
    const fetched: string[] = [];
    const fetch: FetchLike = async (url) => {
      fetched.push(url);
      return new Response("ok");
    };
    for (const target of [
      { mode: "proxy", url: "https://proxy.example/fetch" },
      { mode: "simulator", url: "http://lookwise-simulator" },
    ] as const) {
      const transport = createTransport({ target, fetch });
      for (const url of OFF_LIST) await transport.send("ig", { url });
    }
    expect(fetched).toEqual([]);
  });
});

/** Every connector, over an upstream that records each network URL it is asked for (before the transport's check). */
function recordingConnectors(): {
  connectors: Record<Source, SourceConnector>;
  asked: { source: Source; url: string }[];
} {
  const asked: { source: Source; url: string }[] = [];
  // The simulator answers as the network would, so the connectors go on to their next requests.
  const toSimulator: FetchLike = (url, init) =>
    simulator.fetch(new Request(resolveUrl({ mode: "simulator", url: IN_PROCESS_URL }, url), init), {});
  const transport = createTransport({ target: { mode: "direct" }, fetch: toSimulator });
  const recording = (source: Source): Upstream => {
    const inner = upstreamFor(transport, source);
    return {
      hasCredentials: () => inner.hasCredentials(),
      send(request) {
        asked.push({ source, url: request.url });
        return inner.send(request);
      },
    };
  };
  return {
    asked,
    connectors: {
      ig: instagramConnector(recording("ig")),
      fb: facebookConnector(recording("fb")),
      tt: tiktokConnector(recording("tt")),
      tw: xConnector(recording("tw")),
      li: linkedinConnector(recording("li")),
    },
  };
}

/**
 * What a user types or a network sends where a connector builds a URL from it, lone surrogates
 * included: the API refuses them in names, but a network's ids and cursors reach the connectors as sent.
 */
const hostileInput: fc.Arbitrary<string> = fc.oneof(
  hostileString,
  fc.constantFrom(...OFF_LIST),
  fc.constantFrom(
    "@evil.example",
    "evil.example/",
    "../../../evil",
    "..%2F..%2Fevil",
    "x/../../@evil.example",
    "x?url=http://169.254.169.254/",
    "x#@evil.example",
    "%0d%0aHost: evil.example",
    "https://www.instagram.com/../../evil.example/",
    "https://www.instagram.com@evil.example/emily.carter",
    "https://evil.example/www.instagram.com/emily.carter",
  ),
  hostileString.map(encodeAll),
);

describe("the connectors: hostile usernames, links, names, ids and cursors", () => {
  it("build only their network's addresses, and never throw", async () => {
    const { connectors, asked } = recordingConnectors();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...SOURCES),
        hostileInput,
        hostileInput,
        fc.option(hostileInput, { nil: null }),
        async (source, input, id, cursor) => {
          asked.length = 0;
          const connector = connectors[source];
          const ref = { id, username: input };
          await connector.findByUsername(input);
          await connector.searchByName(input, cursor);
          await connector.loadProfile(ref);
          await connector.loadFollowings(ref, cursor);
          await connector.loadFollowers(ref, cursor);
          await connector.loadPosts(ref, cursor);
          const off = asked.filter((a) => !isNetworkUrl(a.source, a.url) || a.source !== source);
          expect(off).toEqual([]);
        },
      ),
      { seed: SEED, numRuns: 60 },
    );
  });

  it("keep the host when a username tries to carry one", async () => {
    const { connectors, asked } = recordingConnectors();
    for (const source of SOURCES) {
      for (const input of [...OFF_LIST, ...INJECTION_STRINGS, "@evil.example", "emily.carter@evil.example"]) {
        await connectors[source].findByUsername(input);
      }
    }
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.filter((a) => !isNetworkUrl(a.source, a.url))).toEqual([]);
  });
});

/** A header value as a server sends it: bytes, so anything else percent-encoded. */
const asciiHeader = (text: string) => text.replace(/[^\x21-\x7e]/gu, (ch) => encodeAll(ch));

describe("profile pictures: only the picture CDNs, each redirect hop included", () => {
  it("accepts only https addresses on a CDN's own host", () => {
    const HOSTS = [
      "cdninstagram.com",
      "fbcdn.net",
      "tiktokcdn.com",
      "tiktokcdn-us.com",
      "twimg.com",
      "licdn.com",
    ];
    fc.assert(
      fc.property(anyUrl, (url) => {
        if (!isPictureUrl(url)) return;
        const { protocol, hostname } = new URL(url);
        expect(protocol).toBe("https:");
        expect(
          HOSTS.some((h) => hostname === h || hostname.endsWith(`.${h}`)),
          url,
        ).toBe(true);
      }),
      { seed: SEED, numRuns: 500 },
    );
    for (const url of OFF_LIST) expect(isPictureUrl(url), url).toBe(false);
  });

  it("fetches no off-list address, whatever address and redirects a profile and the CDN give", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(anyUrl, fc.constant("https://scontent.cdninstagram.com/a.jpg")),
        fc.array(
          fc.oneof(anyUrl, fc.constantFrom("https://pbs.twimg.com/b.jpg", "/c.jpg", "//evil.example/d.jpg")),
          {
            maxLength: 5,
          },
        ),
        async (start, hops) => {
          const fetched: string[] = [];
          const redirects = [...hops];
          const fetch: FetchLike = async (url) => {
            fetched.push(url);
            const location = redirects.shift();
            return location === undefined
              ? new Response(new Uint8Array([1, 2, 3]), { headers: { "content-type": "image/png" } })
              : new Response(null, { status: 302, headers: { location: asciiHeader(location) } });
          };
          await fetchPicture({ target: { mode: "direct" }, fetch }, start);
          expect(fetched.filter((url) => !isPictureUrl(url))).toEqual([]);
        },
      ),
      { seed: SEED, numRuns: 300 },
    );
  });
});

describe("configured endpoints: the email API and Google's keys", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("sends every email to the configured API only, whatever the recipient and text", async () => {
    const fetched: string[] = [];
    const sender = httpSender(
      { url: "https://api.resend.com/emails", key: "k", from: "a@b.co" },
      async (input) => {
        fetched.push(String(input));
        return new Response("{}");
      },
    );
    await fc.assert(
      fc.asyncProperty(hostileInput, hostileString, async (to, text) => {
        await sender.send({ to, subject: text, text, links: [] });
      }),
      { seed: SEED, numRuns: 50 },
    );
    expect(new Set(fetched)).toEqual(new Set(["https://api.resend.com/emails"]));
  });

  it("reads Google's keys only from the configured URL: a token naming its own key set (jku, x5u, jwk) changes nothing", async () => {
    const jwksUrl = "https://google-keys.example.test/certs";
    const { publicKey, privateKey } = await generateKeyPair("RS256");
    const jwk = await exportJWK(publicKey);
    const fetched: string[] = [];
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input) => {
      const url = input instanceof Request ? input.url : String(input);
      fetched.push(url);
      // Google's real keys are not the attacker's: an empty set.
      return Response.json({ keys: [] });
    });
    const token = await new SignJWT({ sub: "g-1", email: "a@b.co", email_verified: true })
      .setProtectedHeader({
        alg: "RS256",
        kid: "attacker",
        jku: "http://169.254.169.254/keys",
        x5u: "https://evil.example/cert.pem",
        jwk: { ...jwk, kid: "attacker" },
      })
      .setIssuer("https://accounts.google.com")
      .setAudience("lookwise-test.apps.googleusercontent.com")
      .setIssuedAt()
      .setExpirationTime("5m")
      .sign(privateKey);
    const keys = googleKeys(jwksUrl);
    expect(
      await verifyGoogleIdToken(token, { keys, clientId: "lookwise-test.apps.googleusercontent.com" }),
    ).toBeNull();
    expect(fetched.every((url) => url === jwksUrl)).toBe(true);
  });
});
