import { randomId } from "../auth/crypto";
import { LIMITS, withinLimit } from "../auth/rate-limit";
import type { ForgetMessage } from "../contracts/scrape-schema";
import type { Source } from "../contracts/sources";
import type { Db } from "../db/client";
import { createOptOut, type OptedOutProfile, type OptOutInput } from "../db/opt-outs";
import { profileUrl } from "../domain/profile-link";
import type { Mailer } from "../email/delivery";
import { optOutEmail } from "../email/templates";
import { forgetOptedOut } from "../images/forget";
import { createConnector } from "../sources/index";
import { resolveOptOuts } from "../sources/opt-out-guard";
import type { TransportConfig } from "../sources/transport";

/** What filing an opt-out needs: D1, the networks, the bucket (attachments, pictures), the scrape queue, the mail. */
type Deps = { db: Db; transport: TransportConfig; bucket: R2Bucket; scrapeQueue: Queue; mailer: Mailer };

/** An opt-out as the form filed it, validated: the profiles parsed from its links, without repeats. */
export interface OptOutRequest {
  name: string;
  email: string;
  reason: string | null;
  profiles: readonly { source: Source; username: string }[];
  file: File | null;
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
  deps: Deps,
  request: OptOutInput,
  profiles: readonly { source: Source; username: string }[],
) {
  const transport = { ...deps.transport, timeoutMs: RESOLVE_TIMEOUT_MS };
  const resolved = await resolveOptOuts((source) => createConnector(source, transport), profiles);
  const rows: OptedOutProfile[] = resolved.flatMap(({ source, username, profileId, currentUsername }) => [
    { source, username, profileId },
    ...(currentUsername ? [{ source, username: currentUsername, profileId }] : []),
  ]);
  await createOptOut(deps.db, request, rows);
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
    await forgetOptedOut(deps.db, deps.bucket, rows, shown);
  } catch (error) {
    // The opt-out stands (the guard and the rooms enforce it); the log names it, for finishing by hand.
    console.error("opt-out: forgetting the stored profiles failed", request.id, error);
  }
  // After the cleanup here, so that a queue that cannot take the message leaves nothing undone but the reports.
  await deps.scrapeQueue.send(forget);
}

/**
 * Files an opt-out and answers its id: the attachment kept in R2, the profiles stored and
 * forgotten (`storeOptOut`), and the person told by email.
 */
async function submitOptOut(deps: Deps, request: OptOutRequest): Promise<string> {
  const { name, email, reason, profiles, file } = request;
  const id = randomId("opt");
  const fileKey = file ? `optout/${id}/${safeFileName(file.name)}` : null;
  if (file && fileKey) {
    await deps.bucket.put(fileKey, await file.arrayBuffer(), {
      httpMetadata: { contentType: file.type },
    });
  }
  await storeOptOut(deps, { id, name, email, reason, fileKey }, profiles);
  // Stored first, then mailed: a provider failure queues the email for a retry, never fails the
  // request. At most 3 a day per address; past that the request still succeeds, quietly.
  if (await withinLimit(deps.db, `optout-mail:to:${email}`, LIMITS.optOutEmailsPerRecipient)) {
    const profileLinks = profiles.map((p) => profileUrl(p.source, p.username));
    await deps.mailer.send(optOutEmail(email, profileLinks));
  }
  return id;
}

/** Opt-outs of one request (services.ts): the opt-out API files them through it. */
export function optOutService(deps: Deps) {
  return {
    submit: (request: OptOutRequest) => submitOptOut(deps, request),
  };
}
