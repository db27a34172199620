import { account, accountByHandle, counts, refFromId, type SimAccount } from "../accounts";
import type { SimContext } from "../context";
import { searchByName } from "../directory";
import { flakyFailure } from "../faults";
import { escapeHtml, html, redirect, scriptJson } from "../respond";

/**
 * Facebook's logged-out Comet pages as SOURCES.md section 4 describes them: Relay results embedded
 * in `<script type="application/json">` blobs. Friends, followers and timelines are login-walled.
 */
export function facebook(ctx: SimContext): Response {
  const forced = forcedFailure(ctx);
  if (forced) return forced;
  const segments = ctx.url.pathname.split("/").filter(Boolean);
  if (segments[0] === "search" && segments[1] === "people") return searchPage(ctx);
  if (segments[0] === "profile.php" && segments.length === 1) {
    const ref = refFromId("fb", ctx.url.searchParams.get("id") ?? "");
    return profilePage(ctx, ref ? account(ctx.dir, "fb", ref) : null);
  }
  if (segments.length === 1) return profilePage(ctx, accountByHandle(ctx.dir, "fb", segments[0] ?? ""));
  return loginWall(ctx.url);
}

function loginWall(url: URL): Response {
  return redirect(`https://www.facebook.com/login/?next=${encodeURIComponent(url.href)}`);
}

function forcedFailure({ knobs, url }: SimContext): Response | null {
  switch (knobs.fail) {
    case "loginWall":
      return loginWall(url);
    case "rateLimited":
      return html('<html><body><script>{"__dr":"CometErrorRoot.react"}</script></body></html>');
    case "unavailable":
      return html(
        '<html><head><title>Facebook</title></head><body><script type="application/json">{"props":{"title":"This content isn\'t available right now"}}</script></body></html>',
      );
    case "malformed":
      return html("<html><head><title>Emily Carter | Facebook</title></head><body><div></div></body></html>");
    default:
      return null;
  }
}

/** A Relay result the way Comet pages embed it (FBP `relay_results`). */
function relayBlob(query: string, result: unknown): string {
  const blob = {
    require: [
      [
        "ScheduledServerJS",
        "handle",
        null,
        [
          {
            __bbox: {
              require: [
                ["RelayPrefetchedStreamCache", "next", [], [query, { __bbox: { complete: true, result } }]],
              ],
            },
          },
        ],
      ],
    ],
  };
  return `<script type="application/json" data-content-len="1" data-sjs>${scriptJson(blob)}</script>`;
}

/** Facebook's short display counts: 812, 1.5K, 2.3M. */
function displayCount(n: number): string {
  if (n >= 1_000_000) return `${(n / 1_000_000).toFixed(1).replace(/\.0$/, "")}M`;
  if (n >= 1_000) return `${(n / 1_000).toFixed(1).replace(/\.0$/, "")}K`;
  return String(n);
}

function profilePage(ctx: SimContext, found: SimAccount | null): Response {
  if (!found) {
    return html(
      "<!DOCTYPE html><html><head><title>Page Not Found | Facebook</title></head><body></body></html>",
      404,
    );
  }
  if (found.behaviour === "flaky") return flakyFailure(ctx.url);
  const c = counts(ctx.dir, "fb", found.ref);
  const url = `https://www.facebook.com/${found.username}`;
  const header = {
    data: {
      user: {
        profile_header_renderer: {
          user: {
            __isProfile: "User",
            id: found.id,
            name: found.fullname,
            url,
            profilePicLarge: { uri: found.image },
            cover_photo: null,
            profile_social_context: {
              content: [
                { uri: `${url}/friends/`, text: { text: `${displayCount(c.following)} friends` } },
                { uri: `${url}/followers/`, text: { text: `${displayCount(c.followers)} followers` } },
              ],
            },
          },
        },
      },
    },
  };
  const items = [
    ...(found.category ? [["INTRO_CARD_INFLUENCER_CATEGORY", found.category]] : []),
    ...(found.location ? [["INTRO_CARD_CURRENT_CITY", `Lives in ${found.location}`]] : []),
  ].map(([type, text]) => ({
    node: {
      timeline_context_item: {
        timeline_context_list_item_type: type,
        renderer: { context_item: { title: { text } } },
      },
    },
  }));
  const intro = {
    data: {
      profile_tile_sections: {
        edges: [
          {
            node: {
              profile_tile_views: {
                nodes: [{ view_style_renderer: { view: { profile_tile_items: { nodes: items } } } }],
              },
            },
          },
        ],
      },
      best_description: { text: found.bio },
      username_for_profile: found.username,
    },
  };
  const description = `${found.fullname}. ${displayCount(c.followers)} followers. ${found.bio}`;
  return html(
    `<!DOCTYPE html><html><head><title>${escapeHtml(found.fullname)} | Facebook</title>` +
      `<meta name="description" content="${escapeHtml(description)}" /></head><body>` +
      relayBlob("adp_ProfileCometHeaderQueryRelayPreloader_1", header) +
      relayBlob("adp_ProfileCometTilesFeedQueryRelayPreloader_2", intro) +
      `<script>requireLazy(["ServerJS"],function(){({"userID":"${found.id}","userVanity":"${found.username}"})})</script>` +
      "</body></html>",
  );
}

/** People search results (logged-out access is assumed; real Facebook requires a session). */
function searchPage(ctx: SimContext): Response {
  const people = searchByName(ctx.dir, "fb", ctx.url.searchParams.get("q") ?? "").slice(0, 50);
  const edges = people.flatMap((person) => {
    const a = account(ctx.dir, "fb", { kind: "person", index: person.index });
    if (!a) return [];
    return [
      {
        node: { role: "ENTITY_USER" },
        relay_rendering_strategy: {
          view_model: {
            profile: {
              __typename: "User",
              id: a.id,
              name: a.fullname,
              url: `https://www.facebook.com/${a.username}`,
              profile_picture: { uri: a.image },
            },
            primary_snippet_text_with_entities: a.location ? { text: `Lives in ${a.location}` } : null,
          },
        },
      },
    ];
  });
  const result = {
    data: { serpResponse: { results: { edges, page_info: { has_next_page: false, end_cursor: null } } } },
  };
  return html(
    `<!DOCTYPE html><html><head><title>Search results | Facebook</title></head><body>${relayBlob("SearchCometResultsInitialResultsQuery", result)}</body></html>`,
  );
}
