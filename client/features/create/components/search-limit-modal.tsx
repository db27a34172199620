import { pagePath, withQuery } from "../../../../worker/domain/page-path";
import { Modal } from "../../../components/ui/modal";
import { usePageUrl, useSite } from "../../../lib/site";

/** The spec's answer to a visitor's second search: sign up for more, or ask support. */
export function SearchLimitModal({ onClose }: { onClose: () => void }) {
  const site = useSite();
  const url = usePageUrl();
  const email = site?.config.supportEmail ?? "";
  return (
    <Modal
      title="Search limit reached"
      onClose={onClose}
      actions={
        <>
          <a className="button button--ghost" href={url(withQuery(pagePath("/login"), { state: "signUp" }))}>
            Sign Up
          </a>
          <a className="button" href={`mailto:${email}`}>
            Contact support
          </a>
        </>
      }
    >
      <p>
        You have used the free search for today. Sign up to see plans with more reports, or contact our
        support team if you think this is a mistake.
      </p>
    </Modal>
  );
}
