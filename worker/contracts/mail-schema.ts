import { z } from "zod";

/**
 * A message on MAIL_QUEUE: an email the provider refused when it was sent, waiting for a retry
 * (`worker/email/delivery.ts` produces it, `worker/queues/mail.ts` consumes it). Server side only.
 */
export const mailMessageSchema = z.object({
  type: z.literal("mail"),
  email: z.object({
    to: z.string().min(3),
    subject: z.string(),
    text: z.string(),
    links: z.array(z.string()),
  }),
});
export type MailMessage = z.infer<typeof mailMessageSchema>;
