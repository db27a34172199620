import type { Db } from "../db/client";
import { markOptedOutEverywhere, type OptedOutProfile, profilesNamed } from "../db/opt-outs";
import { isOptedOut, optedOutNames } from "../sources/opt-out-guard";
import { deletePictures, pictureKey } from "./store";

/**
 * The part of an opt-out that D1 and R2 hold: every report profile of these people (candidates,
 * and the selections of generated reports) stays only as `optOut`, and their stored pictures are
 * deleted: the candidate copies (`sig/<hash of the address>`) and the copies generation made per
 * report (`sig/<hash of report and address>`), plus `addresses` (the pictures their profiles
 * showed when the opt-out was filed). What the rooms hold (friends, evidence, their copies of
 * friends' pictures) goes through the queue (`worker/queues/scrape.ts`). Answers the keys deleted.
 */
export async function forgetOptedOut(
  db: Db,
  bucket: R2Bucket,
  profiles: readonly OptedOutProfile[],
  addresses: readonly string[],
): Promise<number> {
  const names = optedOutNames(profiles);
  const named = await Promise.all([...names].map(([source, set]) => profilesNamed(db, source, [...set])));
  const rows = named
    .flat()
    .filter((row) =>
      isOptedOut(names.get(row.source) ?? new Set(), { id: row.profileId, username: row.username }),
    );
  const reportIds = [...new Set(rows.map((r) => r.reportId))];
  // A row's address is stored shared and under its own report only; the addresses shown at
  // filing may sit under any of the reports that name the person.
  const scoped: [url: string, scope: string][] = [
    ...rows.flatMap((r): [string, string][] =>
      r.remoteImage
        ? [
            [r.remoteImage, ""],
            [r.remoteImage, r.reportId],
          ]
        : [],
    ),
    ...addresses.flatMap((url) => ["", ...reportIds].map((scope): [string, string] => [url, scope])),
  ];
  const keys = [
    ...new Set([
      ...rows.flatMap((r) => (r.image ? [r.image] : [])),
      ...(await Promise.all(scoped.map(([url, scope]) => pictureKey(url, scope)))),
    ]),
  ];
  await deletePictures(bucket, keys);
  await markOptedOutEverywhere(db, rows, keys);
  return keys.length;
}
