import type { LinkState } from "../../hooks/use-one-time-link";
import { InvalidLinkCard, NarrowCard } from "./narrow-card";

/**
 * The landing page of a one-time email link: one card for each state of `useOneTimeLink`
 * (using it up, unknown or spent, failed, done), each with the way on.
 */
export function OneTimeLinkCard<T>({
  state,
  pendingTitle,
  invalidText,
  invalidAction,
  failedLead,
  doneTitle,
  doneLead,
  action,
}: {
  state: LinkState<T>;
  /** The title while the link is being used. */
  pendingTitle: string;
  invalidText: string;
  /** The way on from an unknown or spent link; `action` when not given. */
  invalidAction?: React.ReactNode;
  failedLead: string;
  doneTitle: string;
  doneLead: (result: T) => React.ReactNode;
  /** The way on once the link is used, or when it could not be checked. */
  action: React.ReactNode;
}) {
  if (state.status === "pending")
    return (
      <NarrowCard title={pendingTitle}>
        <p role="status" className="narrow__lead">
          <span className="spinner" aria-hidden="true" /> One moment…
        </p>
      </NarrowCard>
    );
  if (state.status === "invalid")
    return <InvalidLinkCard text={invalidText} action={invalidAction ?? action} />;
  const [title, lead] =
    state.status === "failed" ? ["Something went wrong", failedLead] : [doneTitle, doneLead(state.result)];
  return (
    <NarrowCard title={title} lead={lead}>
      <div className="narrow__actions">{action}</div>
    </NarrowCard>
  );
}
