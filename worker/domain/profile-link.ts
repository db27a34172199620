import type { Source } from "../contracts/sources";
import { encodeUrlComponent } from "./well-formed.ts";

/**
 * Profile link parsing (product spec section 5), shared by the API and the create form.
 * Usernames come back lower-cased: every network treats them case-insensitively. A Facebook
 * `profile.php?id=` link yields the numeric id as the username; `profileUrl` turns it back.
 */
export type ProfileLink = { ok: true; source: Source; username: string } | { ok: false };

const INVALID: ProfileLink = { ok: false };

/** The spec's username alphabet; at least one letter or digit so "." or "_" alone is refused. */
const USERNAME = /^(?=.*[a-z0-9])[a-z0-9._-]{1,100}$/;
/** Facebook's numeric ids: its earliest users' are a digit or a few (Mark Zuckerberg's is 4). */
const NUMERIC_ID = /^\d{1,20}$/;

const HOSTS: Record<string, Source> = {
  "instagram.com": "ig",
  "facebook.com": "fb",
  "fb.com": "fb",
  "tiktok.com": "tt",
  "x.com": "tw",
  "twitter.com": "tw",
  "linkedin.com": "li",
};

/** First path segments that are the network's own pages, never a person. */
const RESERVED: Record<Source, ReadonlySet<string>> = {
  ig: new Set([
    "p",
    "tv",
    "reel",
    "reels",
    "explore",
    "stories",
    "accounts",
    "direct",
    "about",
    "legal",
    "developer",
    "web",
    "api",
    "graphql",
    "challenge",
  ]),
  fb: new Set([
    "media",
    "photo",
    "photo.php",
    "photos",
    "watch",
    "permalink.php",
    "story.php",
    "groups",
    "events",
    "marketplace",
    "gaming",
    "pages",
    "login",
    "login.php",
    "help",
    "settings",
    "share",
    "sharer",
    "hashtag",
    "search",
    "notifications",
    "friends",
    "messages",
    "home.php",
    "reel",
  ]),
  tt: new Set([
    "t",
    "video",
    "explore",
    "foryou",
    "following",
    "live",
    "tag",
    "music",
    "discover",
    "login",
    "upload",
    "search",
    "friends",
    "messages",
    "about",
    "legal",
  ]),
  tw: new Set([
    "home",
    "explore",
    "search",
    "i",
    "intent",
    "settings",
    "messages",
    "notifications",
    "login",
    "logout",
    "signup",
    "tos",
    "privacy",
    "compose",
    "hashtag",
    "share",
    "jobs",
    "account",
  ]),
  li: new Set(),
};

/** Profile tabs that still identify the person (`instagram.com/u/tagged/`, `x.com/u/media`). */
const PROFILE_TABS: Record<Source, ReadonlySet<string>> = {
  ig: new Set(["posts", "reels", "tagged", "followers", "following"]),
  fb: new Set(["about", "photos", "friends", "followers", "following", "videos"]),
  tt: new Set(),
  tw: new Set([
    "with_replies",
    "media",
    "likes",
    "highlights",
    "followers",
    "following",
    "verified_followers",
  ]),
  li: new Set(["details", "recent-activity"]),
};

const LINK =
  /^(?:(https?):\/\/)?(?:(?:www|web|m|mobile)\.)?([a-z0-9.-]+)(?::\d+)?(\/[^?#]*)?(\?[^#]*)?(#.*)?$/i;

/** A bare input ending like a web domain was meant as a link, not a username. */
const DOMAIN_LIKE = /\.(?:com|net|org)$/;

/** Parses a profile link or, when `chosen` is given, a bare username (`@` optional). */
export function parseProfileLink(input: string, chosen?: Source): ProfileLink {
  const text = input.trim();
  if (text === "") return INVALID;
  if (!text.includes("/") && !text.includes("?")) {
    return chosen ? bareUsername(text, chosen) : INVALID;
  }
  const match = LINK.exec(text);
  if (!match) return INVALID;
  const source = HOSTS[(match[2] ?? "").toLowerCase()];
  if (!source) return INVALID;
  const segments = (match[3] ?? "").split("/").filter((s) => s !== "");
  const query = new URLSearchParams(match[4] ?? "");
  const username = usernameFromPath(source, segments, query);
  return username ? { ok: true, source, username } : INVALID;
}

function bareUsername(text: string, source: Source): ProfileLink {
  const username = text.replace(/^@/, "").toLowerCase();
  if (!USERNAME.test(username) || DOMAIN_LIKE.test(username)) return INVALID;
  return { ok: true, source, username };
}

function usernameFromPath(source: Source, segments: string[], query: URLSearchParams): string | undefined {
  const [first, ...rest] = segments.map((s) => s.toLowerCase());
  if (first === undefined) return undefined;
  if (source === "fb") {
    const id = facebookId(first, rest, query);
    if (id !== null) return id;
  }
  if (source === "li")
    return first === "in" && isProfileRest(source, rest.slice(1)) ? valid(rest[0]) : undefined;
  if (RESERVED[source].has(first) || !isProfileRest(source, rest)) return undefined;
  // TikTok profiles always carry the @; a bare path segment there is one of its own pages.
  if (source === "tt") return first.startsWith("@") ? valid(first.slice(1)) : undefined;
  return valid(first.replace(/^@/, ""));
}

/** `profile.php?id=N` and `/people/Some-Name/N/` name a Facebook user by number; null when neither form. */
function facebookId(first: string, rest: string[], query: URLSearchParams): string | undefined | null {
  if (first === "profile.php") {
    const id = query.get("id") ?? "";
    return NUMERIC_ID.test(id) && rest.length === 0 ? id : undefined;
  }
  if (first === "people") {
    const id = rest[1] ?? "";
    return NUMERIC_ID.test(id) && rest.length === 2 ? id : undefined;
  }
  return null;
}

function isProfileRest(source: Source, rest: string[]): boolean {
  return rest.length === 0 || (rest.length === 1 && PROFILE_TABS[source].has(rest[0] ?? ""));
}

function valid(username: string | undefined): string | undefined {
  return username !== undefined && USERNAME.test(username) ? username : undefined;
}

/** The canonical public profile URL a report links to. */
export function profileUrl(source: Source, username: string): string {
  const name = encodeUrlComponent(username);
  switch (source) {
    case "ig":
      return `https://www.instagram.com/${name}/`;
    case "fb":
      return NUMERIC_ID.test(username)
        ? `https://www.facebook.com/profile.php?id=${name}`
        : `https://www.facebook.com/${name}`;
    case "tt":
      return `https://www.tiktok.com/@${name}`;
    case "tw":
      return `https://x.com/${name}`;
    case "li":
      return `https://www.linkedin.com/in/${name}/`;
  }
}
