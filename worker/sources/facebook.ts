import { z } from "zod";
import type { ScrapedProfile } from "../contracts/scraped";
import { profileUrl } from "../domain/profile-link";
import { encodeUrlComponent } from "../domain/well-formed";
import {
  type Candidate,
  type Failure,
  isFailure,
  notFound,
  type PageOutcome,
  type ProfileOutcome,
  profileOutcome,
  retryable,
  type SourceConnector,
} from "./connector";
import { usernameFor } from "./handles";
import { decodeEntities, scriptsByType, titleOf } from "./html";
import type { UpstreamResponse } from "./transport";
import {
  BROWSER_HEADERS,
  expectShape,
  fetchOk,
  guard,
  isRedirect,
  parseJson,
  readItems,
  UnexpectedShape,
  type Upstream,
} from "./upstream";

/**
 * Facebook: logged-out Comet profile pages, read from their embedded Relay results
 * (SOURCES.md section 4). Friends, followers and timelines need a session: reported unsupported.
 */
const ORIGIN = "https://www.facebook.com";
const LOGGED_OUT_ONLY = "Facebook shows friends, followers and posts only to signed-in sessions";

const headerUserSchema = z.object({
  id: z.string().optional(),
  name: z.string(),
  url: z.string().optional(),
  profilePicLarge: z.object({ uri: z.string() }).nullable().optional(),
  profile_social_context: z
    .object({ content: z.array(z.object({ text: z.object({ text: z.string() }) })) })
    .nullable()
    .optional(),
});
const headerSchema = z.object({
  data: z.object({ user: z.object({ profile_header_renderer: z.object({ user: headerUserSchema }) }) }),
});

const introItemSchema = z.object({
  node: z.object({
    timeline_context_item: z.object({
      timeline_context_list_item_type: z.string(),
      renderer: z.object({ context_item: z.object({ title: z.object({ text: z.string() }) }) }),
    }),
  }),
});
const introSchema = z.object({
  data: z.object({
    profile_tile_sections: z.object({
      edges: z.array(
        z.object({
          node: z.object({
            profile_tile_views: z.object({
              nodes: z.array(
                z.object({
                  view_style_renderer: z.object({
                    view: z.object({ profile_tile_items: z.object({ nodes: z.array(introItemSchema) }) }),
                  }),
                }),
              ),
            }),
          }),
        }),
      ),
    }),
    best_description: z.object({ text: z.string() }).nullable().optional(),
  }),
});

/** Results keep their items unknown: each is read alone (`readItems`), so one odd item costs no page. */
const serpSchema = z.object({
  data: z.object({ serpResponse: z.object({ results: z.object({ edges: z.array(z.unknown()) }) }) }),
});
const serpEdgeSchema = z.object({
  relay_rendering_strategy: z.object({
    view_model: z.object({
      profile: z.object({
        __typename: z.string(),
        id: z.string(),
        name: z.string(),
        url: z.string(),
        profile_picture: z.object({ uri: z.string() }).nullable().optional(),
      }),
      primary_snippet_text_with_entities: z.object({ text: z.string() }).nullable().optional(),
    }),
  }),
});

/** Every Relay result embedded in the page's JSON blobs (FBP `relay_results`), wherever it sits. */
function relayResults(body: string): unknown[] {
  const results: unknown[] = [];
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) {
      for (const item of value) visit(item);
    } else if (typeof value === "object" && value !== null) {
      const record = value as Record<string, unknown>;
      const bbox = record.__bbox;
      if (typeof bbox === "object" && bbox !== null && "result" in bbox) results.push(bbox.result);
      for (const item of Object.values(record)) visit(item);
    }
  };
  for (const script of scriptsByType(body, "application/json")) {
    try {
      visit(parseJson(script, "facebook json blob"));
    } catch {
      // Comet pages carry many blobs; one that is not JSON is not ours to read.
    }
  }
  return results;
}

/** "812", "1,204", "1.5K", "2.3M" → a number. */
export function displayCount(text: string): number | null {
  const m = /([\d.,]+)\s*([KM])?/i.exec(text);
  if (!m?.[1]) return null;
  const base = Number(m[1].replace(/,/g, ""));
  const scale = m[2]?.toUpperCase() === "M" ? 1_000_000 : m[2]?.toUpperCase() === "K" ? 1_000 : 1;
  return Number.isFinite(base) ? Math.round(base * scale) : null;
}

function refusal(response: UpstreamResponse): Failure | null {
  if (isRedirect(response)) {
    const location = response.location ?? "";
    return retryable(/\/login/.test(location) ? "loginWall" : "blocked", `redirect to ${location || "?"}`);
  }
  if (response.body.includes('"__dr":"CometErrorRoot.react"'))
    return retryable("rateLimited", "temporarily blocked (CometErrorRoot)");
  return null;
}

function readProfile(body: string): ScrapedProfile {
  const results = relayResults(body);
  const header = results.map((r) => headerSchema.safeParse(r)).find((r) => r.success)?.data;
  if (!header) throw new UnexpectedShape("facebook profile: no profile_header_renderer result");
  const intro = results.map((r) => introSchema.safeParse(r)).find((r) => r.success)?.data;
  const user = header.data.user.profile_header_renderer.user;
  const id = /"userID":"(\d+)"/.exec(body)?.[1] ?? user.id;
  if (!id) throw new UnexpectedShape("facebook profile: no user id");
  const vanity = /"userVanity":"([\w.]*)"/.exec(body)?.[1] || null;
  const social = (user.profile_social_context?.content ?? []).map((c) => c.text.text);
  const countOf = (word: string) => {
    const text = social.find((t) => t.toLowerCase().includes(word));
    return text === undefined ? null : displayCount(text);
  };
  const items = (intro?.data.profile_tile_sections.edges ?? []).flatMap((e) =>
    e.node.profile_tile_views.nodes.flatMap((n) => n.view_style_renderer.view.profile_tile_items.nodes),
  );
  const intoText = (type: string) =>
    items.find((i) => i.node.timeline_context_item.timeline_context_list_item_type === type)?.node
      .timeline_context_item.renderer.context_item.title.text ?? null;
  const city = intoText("INTRO_CARD_CURRENT_CITY");
  const username = vanity ?? id;
  return {
    source: "fb",
    id,
    username,
    fullname: user.name,
    bio: intro?.data.best_description?.text ?? "",
    image: user.profilePicLarge?.uri ?? null,
    link: profileUrl("fb", username),
    isPrivate: false,
    followers: countOf("follower"),
    // Friends are mutual follows; a profile that shows no friend count tells us nothing.
    following: countOf("friend"),
    posts: null,
    location: city ? city.replace(/^Lives in /, "") : null,
  };
}

export function facebookConnector(upstream: Upstream): SourceConnector {
  const page = (url: string) => fetchOk(upstream, { url, headers: BROWSER_HEADERS }, refusal);

  /** A vanity name, or a numeric id (then `profile.php?id=`). */
  const profile = (username: string): Promise<ProfileOutcome> =>
    guard(async () => {
      const response = await page(profileUrl("fb", username));
      if (isFailure(response)) return response;
      const title = titleOf(response.body);
      if (response.status === 404 || /Page Not Found/i.test(title))
        return notFound("facebook: page not found");
      if (
        response.body.includes("This content isn't available right now") ||
        response.body.includes("This content isn&#039;t available")
      ) {
        // Private, deleted, blocked or age-restricted: Facebook does not say which (SOURCES.md 4.3).
        return notFound("facebook: content isn't available");
      }
      if (title === "Facebook" && !response.body.includes("__isProfile"))
        return notFound("facebook: bare Facebook page");
      return profileOutcome(readProfile(response.body));
    });

  const unsupported = async () => ({ kind: "unsupported", detail: LOGGED_OUT_ONLY }) as const;

  return {
    source: "fb",
    findByUsername: async (input) => {
      const username = usernameFor("fb", input);
      return username ? profile(username) : notFound("not a Facebook username");
    },
    loadProfile: (ref) => profile(ref.id),
    searchByName: (name) =>
      guard(async (): Promise<PageOutcome<Candidate> | Failure> => {
        const response = await page(`${ORIGIN}/search/people/?q=${encodeUrlComponent(name)}`);
        if (isFailure(response)) return response;
        const result = relayResults(response.body)
          .map((r) => serpSchema.safeParse(r))
          .find((r) => r.success)?.data;
        if (!result) throw new UnexpectedShape("facebook search: no serpResponse result");
        const items = readItems(
          result.data.serpResponse.results.edges,
          (edge): Candidate | null => {
            const { profile: p, primary_snippet_text_with_entities: snippet } = expectShape(
              serpEdgeSchema,
              edge,
              "facebook search result",
            ).relay_rendering_strategy.view_model;
            // Pages and groups are results too, but not people.
            if (p.__typename !== "User") return null;
            const vanity = /facebook\.com\/([\w.]+)\/?$/.exec(p.url)?.[1];
            const username = vanity && vanity !== "profile.php" ? vanity : p.id;
            return {
              source: "fb",
              id: p.id,
              username,
              fullname: decodeEntities(p.name),
              image: p.profile_picture?.uri ?? null,
              link: profileUrl("fb", username),
              bio: null,
              location: snippet?.text.startsWith("Lives in ") ? snippet.text.slice("Lives in ".length) : null,
              isPrivate: null,
              followers: null,
              following: null,
            };
          },
          "facebook search result",
        );
        return { kind: "page", items, next: null };
      }),
    loadFollowings: unsupported,
    loadFollowers: unsupported,
    loadPosts: unsupported,
  };
}
