import * as z from "zod/mini";

/* What every page knows: the viewer, the public configuration and the cookie consent. */

/** The signed-in person as pages see them, or null for a visitor. */
export type Viewer = { id: string; email: string; confirmed: boolean };

/** The only configuration values the browser may see (`publicConfig` in `worker/env.ts` picks them). */
export type PublicConfig = {
  environment: "development" | "test" | "production";
  howtoVideoCode: string;
  blogUrl: string;
  supportEmail: string;
  supportPhone: string;
  googleClientId: string;
  rawRetentionDays: number;
  /** Where the browser reports errors (Sentry); empty: it reports nothing and loads no SDK. */
  sentryDsn: string;
  sentryEnvironment: string;
};

/** `GET /cookies`, `POST /cookies`: `sended` once a choice was made, `accepted` when it was "accept all". */
export const consentSchema = z.object({ sended: z.boolean(), accepted: z.boolean() });
export type Consent = z.infer<typeof consentSchema>;

/** `GET /healthcheck`: D1 reachable, and outside production the example reports ready (503 until then). */
export const healthAnswerSchema = z.object({
  status: z.enum(["ok", "seeding", "error"]),
  db: z.enum(["ok", "error"]),
});
export type HealthAnswer = z.infer<typeof healthAnswerSchema>;

/** `GET /states`: the US states a search may name, as the state dropdown lists them. */
export const usStatesAnswerSchema = z.readonly(z.array(z.object({ abbr: z.string(), title: z.string() })));
export type UsStatesAnswer = z.infer<typeof usStatesAnswerSchema>;
