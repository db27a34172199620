import { WATCH_MESSAGES } from "../../worker/contracts/report";
import { pagePath } from "../../worker/domain/page-path";
import { OneTimeLinkCard } from "../components/layout/one-time-link-card";
import { stopWatching } from "../features/monitoring/api/stop-watching";
import { useOneTimeLink } from "../hooks/use-one-time-link";
import { pageMeta } from "../lib/meta";
import { usePageUrl } from "../lib/site";
import type { Route } from "./+types/watch-stop";

export const meta = () => pageMeta("Stop watching", "Stop the alerts of a watched Lookwise report.");

/**
 * An alert's "stop watching" link: it works signed out, and the watch stops in the browser when
 * the page opens, never in the server render, so a mail scanner fetching the link stops nothing.
 */
export default function WatchStop({ params }: Route.ComponentProps) {
  const url = usePageUrl();
  const state = useOneTimeLink(() => stopWatching(params.token));

  return (
    <OneTimeLinkCard
      state={state}
      pendingTitle="Stopping the alerts"
      invalidText={WATCH_MESSAGES.badLink}
      invalidAction={
        <a className="button" href={url(pagePath("/settings"))}>
          Go to settings
        </a>
      }
      failedLead="We could not stop the alerts. Please refresh the page."
      doneTitle="You stopped watching"
      doneLead={(result) =>
        `The report on ${result.name || "your subject"} is no longer re-screened, and you will get no more alerts for it. The report itself stays in your dashboard.`
      }
      action={
        state.status === "done" ? (
          <a className="button" href={url(pagePath("/report/:id", { id: state.result.id }))}>
            Open the report
          </a>
        ) : null
      }
    />
  );
}
