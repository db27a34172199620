import { enforce, LIMITS } from "../../auth/rate-limit";
import { CREATE_MESSAGES, type OptOutResponse } from "../../contracts/create";
import { optOutFields } from "../../contracts/create-schema";
import type { Source } from "../../contracts/sources";
import { parseProfileLink } from "../../domain/profile-link";
import { ApiError } from "../../lib/errors";
import { createRouter } from "../../lib/hono";
import { validationError } from "../../lib/validate";

/** Form values as strings: a repeated field gives several, a textarea may hold one link per line. */
function texts(value: unknown): string[] {
  const values = Array.isArray(value) ? value : value === undefined ? [] : [value];
  return values.filter((v): v is string => typeof v === "string");
}

/**
 * `POST /optout` (multipart): the listed profiles become `optOut` everywhere at once (create
 * searches, adds, confirmations and scrape jobs check them) and leave the existing reports; the
 * person gets a confirmation email (optout/submit.ts).
 */
export const optout = createRouter().post("/", async (c) => {
  await enforce(c.var.db, `optout:ip:${c.var.ip}`, LIMITS.optOutsPerIp);
  const form = await c.req.parseBody({ all: true }).catch(() => {
    throw new ApiError("bad_request", "Expected a multipart form");
  });
  const parsed = optOutFields.safeParse({
    name: texts(form.name)[0],
    email: texts(form.email)[0],
    links: texts(form.links)
      .flatMap((v) => v.split(/[\r\n]+/).map((l) => l.trim()))
      .filter(Boolean),
    reason: texts(form.reason)[0] || undefined,
    // An empty file input sends a nameless empty file: no attachment.
    file: form.file instanceof File && form.file.size > 0 ? form.file : undefined,
  });
  if (!parsed.success) throw validationError(parsed.error);
  const { name, email, links, reason, file } = parsed.data;
  const profiles = new Map<string, { source: Source; username: string }>();
  for (const text of links) {
    const link = parseProfileLink(text);
    if (!link.ok)
      throw new ApiError("validation", CREATE_MESSAGES.invalidLink, { links: CREATE_MESSAGES.invalidLink });
    profiles.set(`${link.source}:${link.username}`, { source: link.source, username: link.username });
  }
  const id = await c.var.optOuts.submit({
    name,
    email,
    reason: reason ?? null,
    profiles: [...profiles.values()],
    file: file ?? null,
  });
  return c.json({ id } satisfies OptOutResponse);
});
