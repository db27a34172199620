import { and, eq, gt, isNull } from "drizzle-orm";
import type { Db } from "../db/client";
import { emailTokens } from "../db/schema";
import { randomToken, sha256 } from "./crypto";

export type LinkKind = "confirm" | "recovery" | "email_change";

export const LINK_TTL_MS: Record<LinkKind, number> = {
  confirm: 7 * 24 * 60 * 60_000,
  recovery: 60 * 60_000,
  email_change: 24 * 60 * 60_000,
};

/** Makes a single-use link token; only its hash is stored. Earlier unused links of the kind stop working. */
export async function issueLink(
  db: Db,
  userId: string,
  kind: LinkKind,
  newEmail: string | null = null,
): Promise<string> {
  const token = randomToken();
  await db.batch([
    db
      .update(emailTokens)
      .set({ used: new Date() })
      .where(and(eq(emailTokens.userId, userId), eq(emailTokens.kind, kind), isNull(emailTokens.used))),
    db.insert(emailTokens).values({
      tokenHash: await sha256(token),
      userId,
      kind,
      newEmail,
      expires: new Date(Date.now() + LINK_TTL_MS[kind]),
    }),
  ]);
  return token;
}

function live(hash: string, kind: LinkKind) {
  return and(
    eq(emailTokens.tokenHash, hash),
    eq(emailTokens.kind, kind),
    isNull(emailTokens.used),
    gt(emailTokens.expires, new Date()),
  );
}

/** The link's owner if it is unused and unexpired, without using it up. */
export async function peekLink(db: Db, token: string, kind: LinkKind) {
  return db.query.emailTokens.findFirst({ where: live(await sha256(token), kind) });
}

/**
 * Uses the link up (atomically: two clicks cannot both succeed); null if unknown, used or expired.
 * With `userId`, a link of another account is as unknown, and stays usable by its own.
 */
export async function consumeLink(db: Db, token: string, kind: LinkKind, userId?: string) {
  const hash = await sha256(token);
  const [row] = await db
    .update(emailTokens)
    .set({ used: new Date() })
    .where(userId === undefined ? live(hash, kind) : and(live(hash, kind), eq(emailTokens.userId, userId)))
    .returning({ userId: emailTokens.userId, newEmail: emailTokens.newEmail });
  return row ?? null;
}

/**
 * Makes every outstanding link of the account stop working (by default all kinds): after its
 * email, or its password, changes, links mailed before must not open the account.
 */
export async function revokeLinks(db: Db, userId: string) {
  await db
    .update(emailTokens)
    .set({ used: new Date() })
    .where(and(eq(emailTokens.userId, userId), isNull(emailTokens.used)));
}
