import type { CandidateProfile } from "../../../../worker/contracts/create";
import { Button } from "../../../components/ui/button";
import { ProfileImage } from "../../../components/ui/profile-image";
import { externalHref } from "../../../lib/external-link";
import { BAD_REASON_LABELS, compactCount } from "../../../lib/profile-labels";

type CandidateCardProps = {
  candidate: CandidateProfile;
  /** The button: remove / select for listed candidates, add for search results. */
  action: { label: string; busy?: boolean; onClick: () => void };
  selected?: boolean;
  onImageFail?: () => void;
};

/** One candidate profile with why it matches: picture, names, followers, confidence and reasons. */
export function CandidateCard({ candidate, action, selected, onImageFail }: CandidateCardProps) {
  const percent = Math.round(candidate.confidence * 100);
  const name = candidate.fullname || candidate.username;
  return (
    <li className={`candidate${selected ? " is-selected" : ""}`}>
      <ProfileImage
        image={candidate.image}
        size={54}
        alt=""
        className="candidate__image"
        onFail={onImageFail}
      />
      <div className="candidate__body">
        <p className="candidate__names">
          <strong>{name}</strong>{" "}
          <a href={externalHref(candidate.link)} target="_blank" rel="noopener noreferrer nofollow">
            @{candidate.username}
          </a>
        </p>
        <p className="candidate__facts">
          {candidate.count !== null && <span>{compactCount(candidate.count)} followers</span>}
          <span className={`candidate__confidence candidate__confidence--${candidate.band}`}>
            {percent}% match
          </span>
        </p>
        {candidate.reasons.length > 0 && <p className="candidate__reasons">{candidate.reasons.join(", ")}</p>}
        {candidate.badReason && (
          <span className={`badge badge--${candidate.badReason}`}>
            {BAD_REASON_LABELS[candidate.badReason]}
          </span>
        )}
      </div>
      <Button
        variant={selected ? "ghost" : "primary"}
        className="candidate__action"
        aria-label={`${action.label} @${candidate.username}`}
        loading={action.busy}
        onClick={action.onClick}
      >
        {action.label}
      </Button>
    </li>
  );
}
