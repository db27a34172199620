import type { Db } from "../db/client";
import { forgetPictures, type OptedOutProfile, picturesOf } from "../db/opt-outs";
import { deletePictures, pictureKeysOf } from "./store";

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
  const urls = [...addresses, ...rows.flatMap((r) => (r.remoteImage ? [r.remoteImage] : []))];
  const keys = [
    ...new Set([
      ...rows.flatMap((r) => (r.image ? [r.image] : [])),
      ...(await pictureKeysOf(
        urls,
        rows.map((r) => r.reportId),
      )),
    ]),
  ];
  await deletePictures(bucket, keys);
  await forgetPictures(db, profiles, keys);
  return keys.length;
}
