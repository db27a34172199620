import * as z from "zod/mini";

/* Answers several endpoints share: they say only that it was done. */

/** `POST /auth/signout`, `POST /auth/recovery` (the same whether or not the account exists), `POST /settings/password`. */
export const okAnswerSchema = z.object({ ok: z.literal(true) });
export type OkAnswer = z.infer<typeof okAnswerSchema>;

/** `POST /settings/delete`, `POST /dashboard/delete/{id}`. */
export const deletedAnswerSchema = z.object({ deleted: z.literal(true) });
export type DeletedAnswer = z.infer<typeof deletedAnswerSchema>;
