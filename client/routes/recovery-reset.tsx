import { useState } from "react";
import { linkHashParam } from "../../worker/contracts/auth-schema";
import { pagePath } from "../../worker/domain/page-path";
import { pageContext } from "../../worker/lib/page-context";
import { InvalidLinkCard, NarrowCard } from "../components/layout/narrow-card";
import { ResetPasswordForm } from "../features/auth/components/reset-password-form";
import { pageMeta } from "../lib/meta";
import { usePageUrl } from "../lib/site";
import type { Route } from "./+types/recovery-reset";

export const meta = () => pageMeta("Set a new password", "Choose a new Lookwise password.");

/** Checked without using the link up: only setting the password does. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { accounts } = context.get(pageContext);
  const parsed = linkHashParam.safeParse(params);
  return { valid: parsed.success && (await accounts.recoveryLinkLive(parsed.data.hash)) };
}

export default function RecoveryReset({ loaderData, params }: Route.ComponentProps) {
  const url = usePageUrl();
  const [valid, setValid] = useState(loaderData.valid);
  if (!valid) {
    return (
      <InvalidLinkCard
        text="This password reset link is unknown, already used or expired. Ask for a new one."
        action={
          <a className="button" href={url(pagePath("/recovery"))}>
            Send a new link
          </a>
        }
      />
    );
  }
  return (
    <NarrowCard title="Set a new password" lead="Choose a new password for your account.">
      <ResetPasswordForm
        hash={params.hash}
        next={url(pagePath("/dashboard"))}
        onInvalid={() => setValid(false)}
      />
    </NarrowCard>
  );
}
