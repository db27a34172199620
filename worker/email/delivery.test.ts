import { describe, expect, it } from "vitest";
import { email, failing, recorder } from "../../test/mail";
import type { MailMessage } from "../contracts/mail-schema";
import { reliableMailer } from "./delivery";

describe("reliableMailer", () => {
  it("sends at once when the provider answers", async () => {
    const { sent, sender } = recorder();
    const queued: MailMessage[] = [];
    const mailer = reliableMailer(sender, { send: async (m: MailMessage) => void queued.push(m) });
    expect(await mailer.send(email())).toBe("sent");
    expect(sent).toHaveLength(1);
    expect(queued).toEqual([]);
  });

  it("queues the email for a retry when the provider fails, and never throws", async () => {
    const queued: MailMessage[] = [];
    expect(
      await reliableMailer(failing, { send: async (m: MailMessage) => void queued.push(m) }).send(email()),
    ).toBe("queued");
    expect(queued).toEqual([{ type: "mail", email: email() }]);
    const broken = { send: async () => Promise.reject(new Error("queue down")) };
    expect(await reliableMailer(failing, broken).send(email())).toBe("lost");
  });
});
