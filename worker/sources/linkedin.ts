import { z } from "zod";
import type { ScrapedPost, ScrapedProfile } from "../contracts/scraped";
import { nameTokens } from "../domain/name-text";
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
import { decodeEntities, scriptsByType } from "./html";
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

/** LinkedIn: the public profile page's JSON-LD and the public people directory (SOURCES.md section 5). */
const ORIGIN = "https://www.linkedin.com";
const NO_LISTS = "LinkedIn shows no follow lists without a session";

const organizationSchema = z.object({ name: z.string().optional() });

const personSchema = z.object({
  "@type": z.literal("Person"),
  name: z.string(),
  url: z.string().optional(),
  image: z.object({ contentUrl: z.string() }).optional(),
  description: z.string().optional(),
  jobTitle: z.union([z.string(), z.array(z.string())]).optional(),
  /** A flat list on LinkedIn's pages; one array deeper in SFL's stored sample (SOURCES.md 5.2). */
  worksFor: z.array(z.union([organizationSchema, z.array(organizationSchema)])).optional(),
  address: z.object({ addressLocality: z.string().optional() }).optional(),
  interactionStatistic: z.object({ userInteractionCount: z.number() }).optional(),
});

const articleSchema = z.object({
  "@type": z.literal("Article"),
  headline: z.string(),
  url: z.string(),
  datePublished: z.string(),
});

const nodeSchema = z.object({ "@type": z.string() }).passthrough();
const ldSchema = z.object({ "@graph": z.array(nodeSchema) });

function refusal(response: UpstreamResponse): Failure | null {
  // 999 is LinkedIn's own "Request denied" bot block (SOURCES.md 5.3); some blocks come as 403.
  if (response.status === 999 || response.status === 403)
    return retryable("blocked", `HTTP ${response.status} request denied`);
  if (isRedirect(response)) {
    const location = response.location ?? "";
    return retryable(
      /authwall|\/login|\/signup/.test(location) ? "loginWall" : "blocked",
      `redirect to ${location || "?"}`,
    );
  }
  return null;
}

/** The JSON-LD graph, or null when the page carries none (LinkedIn's sign-up wall). */
function readGraph(body: string): { "@type": string }[] | null {
  const scripts = scriptsByType(body, "application/ld+json");
  if (scripts.length === 0) return null;
  return scripts.flatMap((script) => {
    const value = parseJson(script, "linkedin json-ld");
    const graph = ldSchema.safeParse(value);
    return graph.success ? graph.data["@graph"] : [expectShape(nodeSchema, value, "linkedin json-ld")];
  });
}

function toProfile(slug: string, graph: { "@type": string }[]): ScrapedProfile {
  const node = graph.find((n) => n["@type"] === "Person");
  if (!node) throw new UnexpectedShape("linkedin: JSON-LD without a Person");
  const person = expectShape(personSchema, node, "linkedin person");
  const title = Array.isArray(person.jobTitle) ? person.jobTitle.join(", ") : (person.jobTitle ?? "");
  const employers = (person.worksFor ?? [])
    .flat()
    .flatMap((org) => (org.name ? [org.name] : []))
    .join(", ");
  const headline = [title, employers].filter(Boolean).join(" at ");
  return {
    source: "li",
    id: slug,
    username: slug,
    fullname: person.name,
    bio: [headline, person.description ?? ""].filter(Boolean).join(". "),
    image: person.image?.contentUrl ?? null,
    link: profileUrl("li", slug),
    isPrivate: false,
    followers: person.interactionStatistic?.userInteractionCount ?? null,
    // LinkedIn has connections, not follows: no count that could mean "follows nobody".
    following: null,
    posts: graph.filter((n) => n["@type"] === "Article").length,
    location: person.address?.addressLocality || null,
  };
}

/** Result cards of the public directory (`/pub/dir`), one per `<li>`. */
function readCards(body: string): Candidate[] {
  const cards = [...body.matchAll(/<li>\s*<div class="[^"]*base-search-card[^"]*">([\s\S]*?)<\/li>/g)];
  return readItems(
    cards.map((m) => m[1] ?? ""),
    readCard,
    "linkedin directory card",
  );
}

function readCard(card: string): Candidate {
  const field = (pattern: RegExp) => decodeEntities(pattern.exec(card)?.[1]?.trim() ?? "");
  const slug = /linkedin\.com\/in\/([\w-]+)/.exec(card)?.[1];
  const name = field(/<h3 class="base-search-card__title">([\s\S]*?)<\/h3>/);
  if (!slug || name === "")
    throw new UnexpectedShape("linkedin directory: card without a profile link or name");
  const image = field(/data-delayed-url="([^"]*)"/);
  return {
    source: "li",
    id: slug.toLowerCase(),
    username: slug.toLowerCase(),
    fullname: name,
    image: image || null,
    link: profileUrl("li", slug.toLowerCase()),
    bio: field(/<h4 class="base-search-card__subtitle">([\s\S]*?)<\/h4>/),
    location: field(/<p class="people-search-card__location">([\s\S]*?)<\/p>/) || null,
    isPrivate: false,
    followers: null,
    following: null,
  };
}

function readArticle(node: { "@type": string }): ScrapedPost {
  const article = expectShape(articleSchema, node, "linkedin article");
  const created = Date.parse(article.datePublished);
  if (Number.isNaN(created)) throw new UnexpectedShape(`linkedin article: bad date ${article.datePublished}`);
  return { id: article.url, text: article.headline, created, link: article.url };
}

export function linkedinConnector(upstream: Upstream): SourceConnector {
  const page = (url: string) => fetchOk(upstream, { url, headers: BROWSER_HEADERS }, refusal);

  /** The profile page's graph; a page without JSON-LD is the sign-up wall. */
  const graphOf = async (
    slug: string,
  ): Promise<{ "@type": string }[] | Failure | { kind: "notFound"; detail: string }> => {
    const response = await page(profileUrl("li", slug));
    if (isFailure(response)) return response;
    if (response.status === 404) return notFound("linkedin: 404");
    const graph = readGraph(response.body);
    return graph ?? retryable("loginWall", "page without JSON-LD (authwall)");
  };

  const profile = (slug: string): Promise<ProfileOutcome> =>
    guard(async () => {
      const graph = await graphOf(slug);
      return Array.isArray(graph) ? profileOutcome(toProfile(slug, graph)) : graph;
    });

  const unsupported = async () => ({ kind: "unsupported", detail: NO_LISTS }) as const;

  return {
    source: "li",
    findByUsername: async (input) => {
      const slug = usernameFor("li", input);
      return slug ? profile(slug) : notFound("not a LinkedIn profile");
    },
    loadProfile: (ref) => profile(ref.username),
    searchByName: (name) =>
      guard(async (): Promise<PageOutcome<Candidate> | Failure> => {
        const [first = "", ...rest] = nameTokens(name);
        const response = await page(
          `${ORIGIN}/pub/dir?firstName=${encodeUrlComponent(first)}&lastName=${encodeUrlComponent(rest.join(" "))}&trk=people-guest_people-search-bar_search-submit`,
        );
        if (isFailure(response)) return response;
        if (response.status === 404) return { kind: "page", items: [], next: null };
        return { kind: "page", items: readCards(response.body), next: null };
      }),
    loadFollowings: unsupported,
    loadFollowers: unsupported,
    loadPosts: (ref) =>
      guard(async (): Promise<PageOutcome<ScrapedPost> | Failure> => {
        const graph = await graphOf(ref.username);
        if (!Array.isArray(graph)) return graph;
        const articles = graph.filter((n) => n["@type"] === "Article");
        const items = readItems(articles, readArticle, "linkedin article");
        return { kind: "page", items, next: null };
      }),
  };
}
