import { type Dispatch, lazy, type SetStateAction, Suspense, useEffect, useRef, useState } from "react";
import type {
  CheckResponse,
  ReportInterest,
  ReportResponse,
  ReportTitle,
} from "../../../../worker/contracts/report";
import { SOURCE_TITLES, type Source } from "../../../../worker/contracts/sources";
import { type PagePath, pagePath, withQuery } from "../../../../worker/domain/page-path";
import { isFinished } from "../../../../worker/domain/report-lifecycle";
import { FCRA_DISCLAIMER } from "../../../components/layout/footer";
import { Button } from "../../../components/ui/button";
import { ShareIcon } from "../../../components/ui/icons";
import { ShareTargets } from "../../../components/ui/share-buttons";
import { reportTitle } from "../../../lib/report-title";
import { usePageUrl, useSite } from "../../../lib/site";
import { getReport } from "../api/get-report";
import { retryReport } from "../api/retry-report";
import { useLiveReport } from "../hooks/use-live-report";
import { newEvidenceOn } from "../utils/new-evidence";
import { ChangeBanner } from "./change-banner";
import { ExportItems } from "./export-items";
import { LiveProgress } from "./live-progress";
import { LockBanner } from "./lock-banner";
import type { RenderSignUp } from "./lock-modal";
import { LockedTeaser } from "./locked-teaser";
import { NetworkSection } from "./network-section";
import { ReportHeader } from "./report-header";
import { ReportHistory } from "./report-history";
import { ReportMenu } from "./report-menu";
import { ShareReportButton } from "./share-report-button";
import { WatchControl } from "./watch-control";

// Code for what only some readers see, loaded when it first shows: the lock's dialog and the owner's refresh.
const LockModal = lazy(async () => ({ default: (await import("./lock-modal")).LockModal }));
const RefreshReportButton = lazy(async () => ({
  default: (await import("./refresh-report-button")).RefreshReportButton,
}));

export type ReportPageProps = {
  id: string;
  renderSignUp: RenderSignUp;
  title: ReportTitle;
  owner: boolean;
  example: boolean;
  shareHash: string | null;
  view: ReportResponse | null;
  check: CheckResponse | null;
  newlyCreated: boolean;
};

/** A report page: live while it is built, then the report itself (or its teaser, when locked). */
export function ReportPage(props: ReportPageProps) {
  const [view, setView] = useState(props.view);
  const [fresh, setFresh] = useState(props.newlyCreated);
  const [check, setCheck] = useState(props.check);
  const reload = async () => setView(await getReport(props.id, props.shareHash));
  if (view === null)
    return (
      <Generating
        {...props}
        check={check}
        onDone={async () => {
          setFresh(true);
          await reload();
        }}
      />
    );
  if (view.status === "failed")
    return (
      <FailedReport
        title={props.title}
        owner={props.owner}
        onRetry={async () => {
          await retryReport(props.id);
          setCheck(null);
          setView(null);
        }}
      />
    );
  return (
    <CompletedReport
      {...props}
      view={view}
      fresh={fresh}
      onChange={setView}
      onUnlocked={reload}
      onRefreshing={() => {
        setCheck(null);
        setView(null);
      }}
    />
  );
}

function Generating(props: ReportPageProps & { onDone: () => Promise<void> }) {
  const state = useLiveReport(props.id, props.shareHash, props.check);
  const { onDone } = props;
  // Once: the page's parent re-renders while the report loads, with a new callback each time.
  const ended = useRef(false);
  useEffect(() => {
    if (ended.current || !isFinished(state.status)) return;
    ended.current = true;
    void onDone();
  }, [state.status, onDone]);
  return (
    <article className="report container">
      <ReportHeader title={props.title} image={null} profiles={state.profiles} tracked={null} />
      <LiveProgress state={state} />
    </article>
  );
}

function FailedReport({
  title,
  owner,
  onRetry,
}: {
  title: ReportTitle;
  owner: boolean;
  onRetry: () => Promise<void>;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <article className="report container">
      <ReportHeader title={title} image={null} profiles={[]} tracked={null} />
      <section className="report-section" role="alert">
        <h2>This report could not be generated</h2>
        <p>Something went wrong while the report was being built. Nothing was charged for it.</p>
        {owner && (
          <Button
            loading={busy}
            onClick={async () => {
              setBusy(true);
              try {
                await onRetry();
              } finally {
                setBusy(false);
              }
            }}
          >
            Try again
          </Button>
        )}
      </section>
    </article>
  );
}

function CompletedReport(
  props: ReportPageProps & {
    view: ReportResponse;
    fresh: boolean;
    onChange: Dispatch<SetStateAction<ReportResponse | null>>;
    onUnlocked: () => Promise<void>;
    onRefreshing: () => void;
  },
) {
  const { view, owner } = props;
  const url = usePageUrl();
  const site = useSite();
  const [lockOpen, setLockOpen] = useState(view.blured !== null);
  const [printing, setPrinting] = useState(false);
  const [shareUrl, setShareUrl] = useState(sharedUrl(props, url));
  useEffect(() => {
    const done = () => setPrinting(false);
    window.addEventListener("afterprint", done);
    return () => window.removeEventListener("afterprint", done);
  }, []);

  const setInterests = (source: Source, interests: ReportInterest[]) => {
    const current = view.sources[source];
    if (current)
      props.onChange({ ...view, sources: { ...view.sources, [source]: { ...current, interests } } });
  };
  const name = reportTitle(view.title);
  const sources = Object.keys(view.sources) as Source[];
  const redFlags = redFlagsAcross(view);
  // What this reader may do with the report; a locked one offers no more than its public link.
  const unlocked = view.blured === null;
  const canShare = !shareUrl && owner && unlocked && Boolean(site?.viewer);
  const shares = shareUrl !== null || canShare;
  const exports = unlocked;
  // Refreshing and watching: the signed-in owner's, of their own unlocked report.
  const manages = owner && unlocked && !props.example && Boolean(site?.viewer);

  return (
    <article className={`report container${printing ? " is-printing" : ""}`}>
      <ReportHeader title={view.title} image={view.image} profiles={view.profiles} tracked={view.tracked} />
      {props.fresh && (
        <p className="report-ready" role="status">
          Your report is ready.
        </p>
      )}
      <div className="report-actions no-print">
        {(shares || exports) && (
          <ReportMenu label={menuLabel(shares, exports)} icon={<ShareIcon size={18} />} itemsKey={shareUrl}>
            {shareUrl ? (
              <ShareTargets url={shareUrl} title={`Social media report on ${name}`} />
            ) : (
              canShare && (
                <li data-keeps-menu-open>
                  <ShareReportButton reportId={view.id} onShared={setShareUrl} />
                </li>
              )
            )}
            {exports && <ExportItems report={view} onBeforePrint={() => setPrinting(true)} />}
          </ReportMenu>
        )}
        {manages && (
          <Suspense fallback={null}>
            <RefreshReportButton reportId={view.id} onStarted={props.onRefreshing} />
          </Suspense>
        )}
        {/* Hydrated with the page, not loaded lazily: a lazy button shows in the server's HTML
            but ignores a click until its code arrives, and "Watch this report" is the one an
            owner comes to press at once (a click on the menu before then was lost). */}
        {manages && (
          <WatchControl
            reportId={view.id}
            watch={view.watch}
            onChange={(watch) => props.onChange({ ...view, watch })}
          />
        )}
      </div>
      {view.blured !== null ? (
        <>
          <LockBanner variant={view.blured} onOpen={() => setLockOpen(true)} />
          <LockedTeaser report={view} />
          {lockOpen && (
            <Suspense fallback={null}>
              <LockModal
                variant={view.blured}
                reportId={view.id}
                email={site?.viewer?.email}
                onClose={() => setLockOpen(false)}
                onUnlocked={props.onUnlocked}
                renderSignUp={props.renderSignUp}
              />
            </Suspense>
          )}
        </>
      ) : (
        <>
          {view.change && <ChangeBanner change={view.change} />}
          <section className="report-section" aria-labelledby="summary-title">
            <h2 id="summary-title">Summary</h2>
            <p className="report-summary">
              {view.summary ?? "The summary could not be written for this report."}
            </p>
            <p className="muted small">
              Written automatically from the findings below; every finding links to the public posts and
              accounts behind it.
            </p>
          </section>
          <section className="report-section" aria-labelledby="flags-title">
            <h2 id="flags-title">Red flags</h2>
            {redFlags.length === 0 ? (
              <p>No red flags were found in the public content that could be analysed.</p>
            ) : (
              <ul className="flag-list">
                {redFlags.map((flag) => (
                  <li key={flag.id}>
                    <span className="badge badge--danger">Red flag</span>{" "}
                    <strong className="flag-list__title">{flag.title}</strong>{" "}
                    {flag.seen.map(({ source, count }, i) => (
                      <span key={source} className="muted">
                        {i > 0 ? ", " : ""}
                        <a href={`#network-${source}`}>
                          {count} {count === 1 ? "item" : "items"} on {SOURCE_TITLES[source]}
                        </a>
                      </span>
                    ))}
                  </li>
                ))}
              </ul>
            )}
          </section>
          {sources.map((source) => {
            const data = view.sources[source];
            if (!data) return null;
            return (
              <div key={source} id={`network-${source}`}>
                {/* Its own Suspense boundary: each network hydrates as a unit of its own, after the
                    top of the page, so no one long task holds the main thread for the whole report. */}
                <Suspense>
                  <NetworkSection
                    reportId={view.id}
                    source={source}
                    data={data}
                    profiles={view.profiles.filter((p) => p.source === source)}
                    shareHash={props.shareHash}
                    canReport={owner}
                    onInterestsChange={setInterests}
                    newEvidence={newEvidenceOn(view.change, source)}
                    expandAll={printing}
                  />
                </Suspense>
              </div>
            );
          })}
          <UnanalysedProfiles view={view} />
          <ReportHistory reportId={view.id} shareHash={props.shareHash} />
        </>
      )}
      {/* The site footer is not printed; a saved report keeps the disclaimer. */}
      <p className="print-only small">{FCRA_DISCLAIMER}</p>
    </article>
  );
}

/** Profiles selected but not in any network's results (not found, opted out, never loaded): said so. */
function UnanalysedProfiles({ view }: { view: ReportResponse }) {
  const missing = view.profiles.filter((p) => !view.sources[p.source]);
  if (missing.length === 0) return null;
  return (
    <section className="report-section" aria-labelledby="unanalysed-title">
      <h2 id="unanalysed-title">Not analysed</h2>
      <ul>
        {missing.map((p) => (
          <li key={`${p.source}:${p.id}`}>
            @{p.username}: {p.coverage ?? "could not be loaded"}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Each red flag once, with where it was seen and how often, most evidence first. */
function redFlagsAcross(view: ReportResponse) {
  const flags = new Map<
    string,
    { id: string; title: string; total: number; seen: { source: Source; count: number }[] }
  >();
  for (const source of Object.keys(view.sources) as Source[]) {
    for (const interest of view.sources[source]?.interests ?? []) {
      if (!interest.redzone) continue;
      const flag = flags.get(interest.id) ?? { id: interest.id, title: interest.title, total: 0, seen: [] };
      flag.total += interest.count;
      flag.seen.push({ source, count: interest.count });
      flags.set(interest.id, flag);
    }
  }
  return [...flags.values()].sort((a, b) => b.total - a.total);
}

/** The menu's name for what it holds. */
function menuLabel(shares: boolean, exports: boolean): string {
  if (shares && exports) return "Share / export";
  return shares ? "Share" : "Export";
}

/** The public link of a report that already has one: an example, or a shared report opened by its link. */
function sharedUrl(props: ReportPageProps, url: (path: PagePath) => string): string | null {
  const path = pagePath("/report/:id", { id: props.id });
  if (props.example) return url(path);
  if (props.shareHash) return url(withQuery(path, { h: props.shareHash }));
  return null;
}
