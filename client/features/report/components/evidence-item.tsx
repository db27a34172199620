import { useState } from "react";
import type { EvidenceItem, ReportInterest } from "../../../../worker/contracts/report";
import { SOURCE_TITLES, type Source } from "../../../../worker/contracts/sources";
import { Button } from "../../../components/ui/button";
import { ProfileImage } from "../../../components/ui/profile-image";
import { externalHref } from "../../../lib/external-link";
import { shortDate } from "../../../lib/format";
import { reportIssue } from "../api/report-issue";
import { markedParts } from "../utils/evidence-marks";

const KIND_NAMES: Record<EvidenceItem["kind"], string> = { account: "account", post: "post", bio: "bio" };

type EvidenceItemProps = {
  item: EvidenceItem;
  reportId: string;
  source: Source;
  interest: ReportInterest;
  shareHash: string | null;
  canReport: boolean;
  /** Found by the latest re-screen (marked "New"). */
  isNew?: boolean;
  onRemoved: (itemId: string, now: ReportInterest | null) => void;
};

/** One piece of evidence: a post, a followed account or the person's bio, with a link to the original. */
export function EvidenceItemView({
  item,
  reportId,
  source,
  interest,
  shareHash,
  canReport,
  isNew = false,
  onRemoved,
}: EvidenceItemProps) {
  const network = SOURCE_TITLES[source];
  const [busy, setBusy] = useState(false);

  const report = async () => {
    setBusy(true);
    try {
      const { interest: now } = await reportIssue(reportId, source, interest.id, [item.id], shareHash);
      onRemoved(item.id, now);
    } catch {
      // The API client has shown the error toast; the item stays, as does the button.
      setBusy(false);
    }
  };

  const issue = canReport && (
    <Button variant="ghost" className="evidence-item__issue" loading={busy} onClick={report}>
      Wrong classification?
      <span className="visually-hidden">
        {" "}
        Remove this {KIND_NAMES[item.kind]} from {interest.title}
      </span>
    </Button>
  );

  return (
    <li className={`evidence-item evidence-item--${item.kind}${isNew ? " is-new" : ""}`}>
      {item.kind === "account" && (
        <ProfileImage className="evidence-item__image" image={item.image} size={48} alt="" />
      )}
      <div className="evidence-item__body">
        {isNew && (
          <p className="evidence-item__new">
            <span className="badge badge--new">
              New<span className="visually-hidden"> since the last check</span>
            </span>
          </p>
        )}
        {item.kind === "account" ? (
          <>
            <p className="evidence-item__kind">Followed account</p>
            <p className="evidence-item__name">
              <strong>{item.fullname || item.username}</strong>{" "}
              <span className="evidence-item__username">@{item.username}</span>
            </p>
            {item.category && <p className="evidence-item__category">{item.category}</p>}
            {item.bio && <p className="evidence-item__text">{item.bio}</p>}
          </>
        ) : item.kind === "post" ? (
          <>
            <p className="evidence-item__kind">
              {/* Someone else's words the person passed on: never presented as their own. */}
              {item.shared ? `Shared from @${item.shared.username}` : "Post"}
              {item.created > 0 && (
                <>
                  {" · "}
                  <time dateTime={new Date(item.created).toISOString()}>{shortDate(item.created)}</time>
                </>
              )}
            </p>
            <p className="evidence-item__text">
              <MarkedText text={item.text} spans={item.spans ?? []} />
            </p>
          </>
        ) : (
          <>
            <p className="evidence-item__kind">Their bio</p>
            <p className="evidence-item__text">
              <MarkedText text={item.text} spans={item.spans ?? []} />
            </p>
          </>
        )}
        <p className="evidence-item__actions">
          <a
            className="evidence-item__link"
            href={externalHref(item.link)}
            target="_blank"
            rel="noopener noreferrer nofollow"
          >
            {item.kind === "post" ? "View post" : "View profile"}
            <span className="visually-hidden">
              {item.kind === "account" ? ` of @${item.username}` : ""} on {network}
            </span>
          </a>
          {issue}
        </p>
      </div>
    </li>
  );
}

/** A post's text with the words that triggered the flag marked (`[start, end)` offsets). */
function MarkedText({ text, spans }: { text: string; spans: number[][] }) {
  return (
    <>
      {markedParts(text, spans).map((part) =>
        part.marked ? <mark key={part.start}>{part.text}</mark> : <span key={part.start}>{part.text}</span>,
      )}
    </>
  );
}
