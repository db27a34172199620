import { desc, eq } from "drizzle-orm";
import type { Db } from "./client";
import { outbox } from "./schema";

/** The newest emails the outbox holds (to one address, if given): what `GET /dev/outbox` shows. */
export function listOutbox(db: Db, to: string | undefined) {
  return db
    .select({
      to: outbox.to,
      subject: outbox.subject,
      text: outbox.text,
      links: outbox.links,
      created: outbox.created,
    })
    .from(outbox)
    .where(to ? eq(outbox.to, to) : undefined)
    .orderBy(desc(outbox.created), desc(outbox.id))
    .limit(100);
}
