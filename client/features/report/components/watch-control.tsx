import { useEffect, useRef, useState } from "react";
import type { WatchEvery, WatchState } from "../../../../worker/contracts/report";
import { Button } from "../../../components/ui/button";
import { EyeIcon } from "../../../components/ui/icons";
import { ApiRequestError, errorMessage } from "../../../lib/api-client";
import { setWatch } from "../../../lib/set-watch";
import { watchingText } from "../../../lib/watch-text";
import { watchAnnouncement, watchChoices } from "../utils/watch-choices";
import { ReportMenu } from "./report-menu";

type Refusal = { message: string; link: string | null };

function refusalOf(error: unknown): Refusal {
  return {
    message: errorMessage(error),
    link: error instanceof ApiRequestError ? (error.link ?? null) : null,
  };
}

/**
 * The owner's "Watch this report": off, a choice of how often; on, how often, the next check and
 * the last change, with "Change" and "Stop watching". The result is told to screen readers and
 * the focus stays on the control as its buttons change; a refusal (a plan's limit) links to where
 * it is resolved.
 */
export function WatchControl({
  reportId,
  watch,
  onChange,
}: {
  reportId: string;
  watch: WatchState | null;
  onChange: (watch: WatchState | null) => void;
}) {
  const rootRef = useRef<HTMLDivElement>(null);
  const [busy, setBusy] = useState<"watch" | "stop" | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const [settled, setSettled] = useState(0);

  // The button pressed is gone once the state flips: the focus goes to the control's first button.
  useEffect(() => {
    if (settled > 0) rootRef.current?.querySelector<HTMLElement>("button")?.focus();
  }, [settled]);

  const apply = async (request: { watching: true; every: WatchEvery } | { watching: false }) => {
    if (busy) return;
    setBusy(request.watching ? "watch" : "stop");
    setRefusal(null);
    try {
      const answer = await setWatch(reportId, request);
      onChange(answer.watch);
      setAnnouncement(watchAnnouncement(answer.watch));
      setSettled((n) => n + 1);
    } catch (error) {
      setRefusal(refusalOf(error));
    } finally {
      setBusy(null);
    }
  };

  const choices = watchChoices(watch).map((choice) => (
    <li key={choice.every}>
      <button
        type="button"
        className="button button--ghost"
        onClick={() => {
          if (!choice.current) void apply({ watching: true, every: choice.every });
        }}
      >
        {choice.label}
        {choice.current && <span className="watch__current"> (current)</span>}
      </button>
    </li>
  ));

  return (
    <div
      ref={rootRef}
      className={`watch${watch ? " is-watching" : ""}`}
      aria-busy={busy !== null || undefined}
    >
      {watch === null ? (
        <ReportMenu label="Watch this report" icon={<EyeIcon size={18} />}>
          <li className="report-menu__hint">
            We check the report again and email you when something changes.
          </li>
          {choices}
        </ReportMenu>
      ) : (
        <>
          <p className="watch__state">
            <EyeIcon size={18} />
            <span>{watchingText(watch)}</span>
          </p>
          <div className="watch__actions">
            <ReportMenu label="Change" name="Change how often">
              {choices}
            </ReportMenu>
            <Button variant="ghost" loading={busy === "stop"} onClick={() => apply({ watching: false })}>
              Stop watching
            </Button>
          </div>
        </>
      )}
      {refusal && (
        <p className="watch__refused" role="alert">
          {refusal.message}
          {refusal.link && (
            <>
              {" "}
              <a href={refusal.link}>See plans</a>
            </>
          )}
        </p>
      )}
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
    </div>
  );
}
