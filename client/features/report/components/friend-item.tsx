import { useState } from "react";
import type { CommonInterestsResponse, ReportFriend } from "../../../../worker/contracts/report";
import { SOURCE_TITLES, type Source } from "../../../../worker/contracts/sources";
import { ProfileImage } from "../../../components/ui/profile-image";
import { externalHref } from "../../../lib/external-link";
import { getCommonInterests } from "../api/get-common-interests";
import { countLabel } from "../utils/evidence-text";

type FriendItemProps = { friend: ReportFriend; reportId: string; source: Source; shareHash: string | null };

/** One friend; its "k common interests" button shows those interests as chips, asked for once. */
export function FriendItem({ friend, reportId, source, shareHash }: FriendItemProps) {
  const [open, setOpen] = useState(false);
  const [common, setCommon] = useState<CommonInterestsResponse["items"] | null>(null);
  const name = friend.fullname || friend.username;
  const panelId = `friend-${source}-${friend.id}`;

  const toggle = async () => {
    if (open) {
      setOpen(false);
      return;
    }
    setOpen(true);
    if (common) return;
    try {
      setCommon((await getCommonInterests(reportId, source, friend.id, shareHash)).items);
    } catch {
      // The API client has shown the error toast; closed again, the button can be tried again.
      setOpen(false);
    }
  };

  return (
    <li className={`friend${open ? " is-open" : ""}`}>
      <ProfileImage className="friend__image" image={friend.image} size={48} alt="" />
      <div className="friend__body">
        <p className="friend__name">
          <a href={externalHref(friend.link)} target="_blank" rel="noopener noreferrer nofollow">
            {name}
            <span className="visually-hidden"> on {SOURCE_TITLES[source]}</span>
          </a>
        </p>
        <p className="friend__username">@{friend.username}</p>
        {friend.common > 0 ? (
          <button
            type="button"
            className="friend__common"
            aria-expanded={open}
            aria-controls={open ? panelId : undefined}
            onClick={toggle}
          >
            {countLabel(friend.common, "common interest", "common interests")}
            <span className="visually-hidden"> with {name}</span>
          </button>
        ) : (
          <p className="friend__common-none">No common interests</p>
        )}
      </div>
      {open && (
        <div id={panelId} className="friend__shared">
          {common === null ? (
            <p role="status">Loading common interests…</p>
          ) : common.length === 0 ? (
            <p>No common interests are left.</p>
          ) : (
            <ul className="interest-chips" aria-label={`Interests shared with ${name}`}>
              {common.map((interest) => (
                <li
                  key={interest.id}
                  className={`interest-chip${interest.redzone ? " interest-chip--redzone" : ""}`}
                >
                  {interest.title}
                  {interest.redzone && <span className="visually-hidden"> (red flag)</span>}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </li>
  );
}
