import * as z from "zod/mini";

/* The development-only endpoints (API.md "Development-only endpoints"): local hosts, never production. */

/** `GET /dev/outbox`: the latest mails "sent" locally, newest first, with the links they carry. */
export const outboxAnswerSchema = z.array(
  z.object({
    to: z.string(),
    subject: z.string(),
    text: z.string(),
    links: z.array(z.string()),
    created: z.string(),
  }),
);
export type OutboxAnswer = z.infer<typeof outboxAnswerSchema>;

/** `POST /dev/sse/{name}/probe`: how many subscribers the SSE bench's probe reached. */
export const probeAnswerSchema = z.object({ subscribers: z.number() });
export type ProbeAnswer = z.infer<typeof probeAnswerSchema>;

/** `GET` and `POST /dev/clock`: how far the simulator's clock was moved on, and the moment that makes "now". */
export const clockAnswerSchema = z.object({ advanceMs: z.number(), now: z.string() });
export type ClockAnswer = z.infer<typeof clockAnswerSchema>;

/** `POST /dev/cron`: the monitoring run, by hand, at the clock's "now". */
export const cronAnswerSchema = z.object({ now: z.string(), queued: z.number(), ended: z.number() });
export type CronAnswer = z.infer<typeof cronAnswerSchema>;
