import { accountByHandle, counts, posts, type SimAccount } from "../accounts";
import type { SimContext } from "../context";
import { searchByName } from "../directory";
import { flakyFailure } from "../faults";
import { Random } from "../prng";
import { escapeHtml, html, redirect, scriptJson } from "../respond";

/** LinkedIn's public profile pages (JSON-LD) and people directory, as SOURCES.md section 5 describes. */
export function linkedin(ctx: SimContext): Response {
  const forced = forcedFailure(ctx);
  if (forced) return forced;
  // Without a browser User-Agent LinkedIn denies the request (SHL, MAI send Chrome headers).
  if (!ctx.request.headers.get("user-agent")?.includes("Mozilla")) return requestDenied();
  const segments = ctx.url.pathname.split("/").filter(Boolean);
  if (segments[0] === "in" && segments.length === 2) return profilePage(ctx, segments[1] ?? "");
  if (segments[0] === "pub" && segments[1] === "dir") return directoryPage(ctx);
  return html("<html><head><title>Page not found | LinkedIn</title></head></html>", 404);
}

function forcedFailure({ knobs }: SimContext): Response | null {
  switch (knobs.fail) {
    case "blocked":
      return requestDenied();
    case "authwall":
      return redirect("https://www.linkedin.com/authwall?trk=bf&trkInfo=AQE&original_referer=");
    case "noJsonLd":
      return html("<!DOCTYPE html><html><head><title>Sign Up | LinkedIn</title></head><body></body></html>");
    default:
      return null;
  }
}

/**
 * LinkedIn's bot block. The real one is HTTP 999, which the Fetch API's Response cannot carry
 * (200-599 only), so the simulator sends the 403 LinkedIn also uses for it.
 */
function requestDenied(): Response {
  return new Response("Request denied", { status: 403 });
}

const JOBS = [
  "Product Manager",
  "Software Engineer",
  "Registered Nurse",
  "Teacher",
  "Sales Manager",
  "Accountant",
  "Marketing Specialist",
  "Project Manager",
  "Electrician",
  "Financial Analyst",
];
const COMPANIES = [
  "Acme",
  "Globex",
  "Initech",
  "Umbrella Health",
  "Stark Logistics",
  "Wayne Financial",
  "Hooli",
  "Vandelay Industries",
];
const SCHOOLS = ["State University", "Community College", "Tech Institute", "City College"];

function profilePage(ctx: SimContext, slug: string): Response {
  const found = accountByHandle(ctx.dir, "li", slug);
  if (!found) return html("<html><head><title>Page not found | LinkedIn</title></head></html>", 404);
  if (found.behaviour === "flaky") return flakyFailure(ctx.url);
  const graph = [person(ctx, found), ...articles(ctx, found)];
  return html(
    `<!DOCTYPE html><html><head><title>${escapeHtml(found.fullname)} | LinkedIn</title>` +
      `<script type="application/ld+json">${scriptJson({ "@context": "http://schema.org", "@graph": graph })}</script>` +
      "</head><body></body></html>",
  );
}

function person(ctx: SimContext, a: SimAccount) {
  const r = new Random(ctx.dir.seed, "linkedin", a.id);
  const url = `https://www.linkedin.com/in/${a.username}`;
  const start = 2026 - r.int(1, 10);
  return {
    "@type": "Person",
    name: a.fullname,
    url,
    sameAs: url,
    image: { "@type": "ImageObject", contentUrl: a.image },
    jobTitle: [r.pick(JOBS)],
    // A flat list, as LinkedIn serves it (SFL's stored sample nests it one array deeper).
    worksFor: [
      {
        "@type": "Organization",
        name: r.pick(COMPANIES),
        member: { "@type": "OrganizationRole", startDate: start },
      },
    ],
    alumniOf: [{ "@type": "EducationalOrganization", name: r.pick(SCHOOLS) }],
    address: { "@type": "PostalAddress", addressLocality: a.location ?? "", addressCountry: "US" },
    description: a.bio,
    interactionStatistic: {
      "@type": "InteractionCounter",
      interactionType: "https://schema.org/FollowAction",
      name: "Follows",
      userInteractionCount: counts(ctx.dir, "li", a.ref).followers,
    },
  };
}

function articles(ctx: SimContext, a: SimAccount) {
  return posts(ctx.dir, "li", a.ref).map((post) => ({
    "@type": "Article",
    headline: post.text,
    url: `https://www.linkedin.com/pulse/${post.id}`,
    datePublished: new Date(post.createdMs).toISOString(),
    author: { "@type": "Person", name: a.fullname, url: `https://www.linkedin.com/in/${a.username}` },
    interactionStatistic: {
      interactionType: "http://schema.org/LikeAction",
      userInteractionCount: post.likes,
    },
  }));
}

/** The public people directory: result cards, as the logged-out page renders them. */
function directoryPage(ctx: SimContext): Response {
  const query = `${ctx.url.searchParams.get("firstName") ?? ""} ${ctx.url.searchParams.get("lastName") ?? ""}`;
  const cards = searchByName(ctx.dir, "li", query)
    .slice(0, 50)
    .flatMap((p) => {
      const handle = p.handles.li;
      const a = handle ? accountByHandle(ctx.dir, "li", handle) : null;
      if (!a) return [];
      return [
        `<li><div class="base-card base-search-card">` +
          `<a class="base-card__full-link" href="https://www.linkedin.com/in/${a.username}?trk=people-guest_people-search-card">` +
          `<span class="sr-only">${escapeHtml(a.fullname)}</span></a>` +
          `<img class="search-entity-media__img" data-delayed-url="${escapeHtml(a.image)}" alt="" />` +
          `<h3 class="base-search-card__title">${escapeHtml(a.fullname)}</h3>` +
          `<h4 class="base-search-card__subtitle">${escapeHtml(a.bio)}</h4>` +
          `<p class="people-search-card__location">${escapeHtml(a.location ?? "")}</p>` +
          "</div></li>",
      ];
    });
  return html(
    `<!DOCTYPE html><html><head><title>${cards.length} profiles | LinkedIn</title></head><body>` +
      `<ul class="serp-page__results-list">${cards.join("")}</ul></body></html>`,
  );
}
