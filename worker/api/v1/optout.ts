import type { Context } from "hono";
import { randomId } from "../../auth/crypto";
import { enforce, LIMITS, withinLimit } from "../../auth/rate-limit";
import {
  CREATE_MESSAGES,
  OPT_OUT_FILE_MAX_BYTES,
  OPT_OUT_FILE_TYPES,
  type OptOutResponse,
} from "../../contracts/create";
import { optOutFields } from "../../contracts/create-schema";
import type { ForgetMessage } from "../../contracts/scrape-schema";
import type { Source } from "../../contracts/sources";
import { createOptOut, type OptedOutProfile, type OptOutInput } from "../../db/opt-outs";
import { parseProfileLink, profileUrl } from "../../domain/profile-link";
import { optOutEmail } from "../../email/templates";
import { forgetOptedOut } from "../../images/forget";
import { ApiError } from "../../lib/errors";
import { type AppEnv, createRouter } from "../../lib/hono";
import { validationError } from "../../lib/validate";
import { createConnector } from "../../sources/index";
import { resolveOptOuts } from "../../sources/opt-out-guard";

const FILE_TYPES: ReadonlySet<string> = new Set(OPT_OUT_FILE_TYPES);

/** Form values as strings: a repeated field gives several, a textarea may hold one link per line. */
function texts(value: unknown): string[] {
  const values = Array.isArray(value) ? value : value === undefined ? [] : [value];
  return values.filter((v): v is string => typeof v === "string");
}

/** An uploaded name kept to a safe, readable key segment. */
function safeFileName(name: string): string {
  const cleaned = name.replace(/[^A-Za-z0-9._-]+/g, "_").replace(/^[._]+/, "");
  return cleaned.slice(-100) || "attachment";
}

/** Per upstream request while an opt-out is filed: a network that stalls leaves the username only. */
const RESOLVE_TIMEOUT_MS = 5_000;

/**
 * Stores the opt-out: each profile is looked up through the product's connectors, so its network
 * id is kept beside the username (a renamed profile stays out; one that cannot be resolved now is
 * kept by username, docs/sources.md). Then the person leaves the reports: D1's profiles and R2's
 * pictures now, every report's room through the queue (a page of reports per message).
 */
async function storeOptOut(
  c: Context<AppEnv>,
  request: OptOutInput,
  profiles: readonly { source: Source; username: string }[],
) {
  const transport = { ...c.var.sources, timeoutMs: RESOLVE_TIMEOUT_MS };
  const resolved = await resolveOptOuts((source) => createConnector(source, transport), profiles);
  const rows: OptedOutProfile[] = resolved.flatMap(({ source, username, profileId, currentUsername }) => [
    { source, username, profileId },
    ...(currentUsername ? [{ source, username: currentUsername, profileId }] : []),
  ]);
  await createOptOut(c.var.db, request, rows);
  const forget: ForgetMessage = {
    type: "forget",
    profiles: rows.map(({ source, username, profileId }) => ({
      source,
      username,
      profileId: profileId ?? null,
    })),
    after: null,
  };
  const shown = resolved.flatMap((r) => (r.image ? [r.image] : []));
  try {
    await forgetOptedOut(c.var.db, c.env.IMAGES_BUCKET, rows, shown);
  } catch (error) {
    // The opt-out stands (the guard and the rooms enforce it); the log names it, for finishing by hand.
    console.error("opt-out: forgetting the stored profiles failed", request.id, error);
  }
  // After the cleanup here, so that a queue that cannot take the message leaves nothing undone but the reports.
  await c.env.SCRAPE_QUEUE.send(forget);
}

/**
 * `POST /optout` (multipart): the listed profiles become `optOut` everywhere at once (create
 * searches, adds, confirmations and scrape jobs check them) and leave the existing reports; the
 * person gets a confirmation email.
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
  });
  if (!parsed.success) throw validationError(parsed.error);
  const { name, email, links, reason } = parsed.data;
  const profiles = new Map<string, { source: Source; username: string }>();
  for (const text of links) {
    const link = parseProfileLink(text);
    if (!link.ok)
      throw new ApiError("validation", CREATE_MESSAGES.invalidLink, { links: CREATE_MESSAGES.invalidLink });
    profiles.set(`${link.source}:${link.username}`, { source: link.source, username: link.username });
  }
  const file = form.file instanceof File && form.file.size > 0 ? form.file : null;
  if (file && file.size > OPT_OUT_FILE_MAX_BYTES) {
    throw new ApiError("validation", CREATE_MESSAGES.fileTooLarge, { file: CREATE_MESSAGES.fileTooLarge });
  }
  if (file && !FILE_TYPES.has(file.type)) {
    throw new ApiError("validation", CREATE_MESSAGES.fileType, { file: CREATE_MESSAGES.fileType });
  }
  const id = randomId("opt");
  const fileKey = file ? `optout/${id}/${safeFileName(file.name)}` : null;
  if (file && fileKey) {
    await c.env.IMAGES_BUCKET.put(fileKey, await file.arrayBuffer(), {
      httpMetadata: { contentType: file.type },
    });
  }
  const list = [...profiles.values()];
  await storeOptOut(c, { id, name, email, reason: reason ?? null, fileKey }, list);
  // Stored first, then mailed: a provider failure queues the email for a retry, never fails the
  // request. At most 3 a day per address; past that the request still succeeds, quietly.
  if (await withinLimit(c.var.db, `optout-mail:to:${email}`, LIMITS.optOutEmailsPerRecipient)) {
    const profileLinks = list.map((p) => profileUrl(p.source, p.username));
    await c.var.mailer.send(optOutEmail(email, profileLinks));
  }
  return c.json({ id } satisfies OptOutResponse);
});
