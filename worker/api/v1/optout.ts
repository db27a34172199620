import { randomId } from "../../auth/crypto";
import { enforce, LIMITS } from "../../auth/rate-limit";
import {
  CREATE_MESSAGES,
  OPT_OUT_FILE_MAX_BYTES,
  OPT_OUT_FILE_TYPES,
  type OptOutResponse,
} from "../../contracts/create";
import { optOutFields } from "../../contracts/create-schema";
import type { Source } from "../../contracts/sources";
import { createOptOut } from "../../db/opt-outs";
import { parseProfileLink, profileUrl } from "../../domain/profile-link";
import { optOutEmail } from "../../email/templates";
import { ApiError } from "../../lib/errors";
import { createRouter } from "../../lib/hono";
import { validationError } from "../../lib/validate";

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

/**
 * `POST /optout` (multipart): the listed profiles become `optOut` everywhere at once (create
 * searches, adds and confirmations check them); the person gets a confirmation email.
 */
export const optout = createRouter().post("/optout", async (c) => {
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
  await createOptOut(c.var.db, { id, name, email, reason: reason ?? null, fileKey }, list);
  await c.var.email.send(
    optOutEmail(
      email,
      name,
      list.map((p) => profileUrl(p.source, p.username)),
    ),
  );
  return c.json({ id } satisfies OptOutResponse);
});
