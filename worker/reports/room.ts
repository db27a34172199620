/** A report's Durable Object (ReportRoom): its generation, its event stream and its bulk data. */
export const roomOf = (env: Env, reportId: string) => env.REPORT_ROOM.getByName(reportId);
