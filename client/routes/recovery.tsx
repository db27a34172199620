import { pagePath, withQuery } from "../../worker/domain/page-path";
import { NarrowCard } from "../components/layout/narrow-card";
import { RecoveryRequestForm } from "../features/auth/components/recovery-request-form";
import { pageMeta } from "../lib/meta";
import { usePageUrl } from "../lib/site";

export const meta = () => pageMeta("Reset your password", "Get a link to set a new Lookwise password.");

export default function Recovery() {
  const url = usePageUrl();
  return (
    <NarrowCard title="Reset your password" lead="Enter your account's email and we will send you a link.">
      <RecoveryRequestForm />
      <p className="narrow__fine-print">
        Remembered it? <a href={url(withQuery(pagePath("/login"), { state: "logIn" }))}>Log in</a>
      </p>
    </NarrowCard>
  );
}
