import type { Db } from "./client";
import { devClock } from "./schema";

/**
 * Development only: how far the source simulator's clock has been moved on (milliseconds). Its
 * personas' later posts appear once it passes their moment; the hand-run cron adds it to "now".
 */
export async function readSimAdvance(db: Db): Promise<number> {
  const row = await db.query.devClock.findFirst();
  return row?.advanceMs ?? 0;
}

export async function saveSimAdvance(db: Db, advanceMs: number) {
  await db
    .insert(devClock)
    .values({ id: 1, advanceMs })
    .onConflictDoUpdate({ target: devClock.id, set: { advanceMs } });
}
