import { z } from "zod";
import { CHECKOUT_SESSION_ID_PATTERN } from "./billing";

/* Request schemas of the development-only endpoints (`./dev`); server side only. */

/** `GET /dev/outbox?to=`: one recipient's mail, or everyone's. */
export const outboxQuery = z.object({ to: z.string().trim().toLowerCase().optional() });

/** `POST /dev/checkout/{sessionId}/complete`: the local checkout page's Pay or Cancel. */
export const checkoutParam = z.object({
  sessionId: z.string().regex(CHECKOUT_SESSION_ID_PATTERN, "Checkout session not found"),
});
export const checkoutBody = z.object({ result: z.enum(["success", "fail"]) });

/** A room of the SSE bench: no report behind it, only the fan-out. */
export const probeParam = z.object({ name: z.string().regex(/^[\w-]{1,64}$/) });

/** `POST /dev/clock`: move the simulator's clock on by `days` (0 to 3650), or back to its start. */
export const clockBody = z.union([
  z.object({ days: z.number().min(0).max(3650) }),
  z.object({ reset: z.literal(true) }),
]);
