import type { Db } from "../db/client";
import { forgetPictures, type OptedOutProfile, picturesOf } from "../db/opt-outs";
import { deletePictures, pictureKey } from "./store";

/**
 * Deletes every stored picture of people who opted out: the candidate copies (`sig/<hash of the
 * address>`) and the copies generation made per report (`sig/<hash of report and address>`),
 * found through the candidate rows that name them by username or id, plus `addresses` (the
 * pictures their profiles showed when the opt-out was filed). The rows then point at nothing.
 * Friends' pictures inside other people's generated reports are not found this way.
 */
export async function deleteOptedOutPictures(
  db: Db,
  bucket: R2Bucket,
  profiles: readonly OptedOutProfile[],
  addresses: readonly string[],
): Promise<number> {
  const rows = await picturesOf(db, profiles);
  const reportIds = [...new Set(rows.map((r) => r.reportId))];
  // A row's address is stored shared and under its own report only; the addresses shown at
  // filing may sit under any of the reports that name the person.
  const named: [url: string, scope: string][] = [
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
      ...(await Promise.all(named.map(([url, scope]) => pictureKey(url, scope)))),
    ]),
  ];
  await deletePictures(bucket, keys);
  await forgetPictures(db, profiles, keys);
  return keys.length;
}
