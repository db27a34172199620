import type { Context } from "hono";
import type { ReportRow } from "../../../db/reports";
import { examplesInUse } from "../../../domain/examples";
import { accessTo, type Reader, type ReportAccess } from "../../../generation/access";
import { findReport } from "../../../generation/reports";
import { ApiError } from "../../../lib/errors";
import type { AppEnv } from "../../../lib/hono";
import { currentOwner } from "../create/owner";

export const reportNotFound = () => new ApiError("not_found", "Report not found");
export const notCompleted = () => new ApiError("bad_request", "The report is not completed yet");
const paymentRequired = () => new ApiError("payment_required", "Unlock the report to see its details");

/** The access rule for this request's reader (`hash`: a share link's, if any). */
function accessOf(c: Context<AppEnv>, report: ReportRow, reader: Reader, consume: boolean) {
  return accessTo(c.var.db, report, reader, { consume, examples: examplesInUse(c.var.config) });
}

const readerOf = (c: Context<AppEnv>, hash: string | undefined): Reader => ({
  owner: currentOwner(c),
  hash: hash ?? null,
});

/**
 * The report and what the caller may see of it; anyone who may not know it exists gets 404
 * (API.md: "Anyone but the owner gets 404 for a private report"). By default a subscriber's first
 * look at a completed report takes one report of the quota, as opening it does.
 */
export async function readableReport(
  c: Context<AppEnv>,
  id: string,
  hash: string | undefined,
  options: { consume: boolean } = { consume: true },
): Promise<{ report: ReportRow; access: ReportAccess }> {
  const report = await findReport(c.var.db, id);
  if (!report) throw reportNotFound();
  const access = await accessOf(c, report, readerOf(c, hash), options.consume);
  if (!access) throw reportNotFound();
  return { report, access };
}

/** A report read through its share link only: the caller's session adds nothing (`/snoop`). */
export async function sharedReport(c: Context<AppEnv>, id: string, hash: string | undefined) {
  const report = await findReport(c.var.db, id);
  const access = report && (await accessOf(c, report, { owner: null, hash: hash ?? null }, false));
  if (!report || !access?.revealed) throw reportNotFound();
  if (report.status !== "completed") throw notCompleted();
  return { report, access };
}

/**
 * The detail endpoints: the report must be completed (400) and unlocked for the caller (402).
 * `read` answers from the report; a subscriber's first view takes one report of the quota only
 * once there is an answer, so a request that ends in 404 (a network, interest or friend the
 * report lacks) costs nothing.
 */
export async function readUnlocked<T>(
  c: Context<AppEnv>,
  id: string,
  hash: string | undefined,
  read: (report: ReportRow) => Promise<T>,
): Promise<T> {
  const { report, access } = await readableReport(c, id, hash, { consume: false });
  if (report.status !== "completed") throw notCompleted();
  if (access.blured !== null) throw paymentRequired();
  const answer = await read(report);
  if (!access.revealed) {
    const opened = await accessOf(c, report, readerOf(c, hash), true);
    if (!opened?.revealed) throw paymentRequired();
  }
  return answer;
}

/** The caller's own report, in any state (generating it, retrying a failed one); 404 to anyone else. */
export async function ownReport(c: Context<AppEnv>, id: string) {
  const found = await readableReport(c, id, undefined, { consume: false });
  if (!found.access.owner) throw reportNotFound();
  return found;
}

/** Feedback on a report's details: the owner's, on a completed report opened in full (taking the quota as opening does). */
export async function ownUnlockedReport(c: Context<AppEnv>, id: string) {
  const found = await readableReport(c, id, undefined);
  if (!found.access.owner) throw reportNotFound();
  if (found.report.status !== "completed") throw notCompleted();
  if (!found.access.revealed) throw paymentRequired();
  return found;
}
