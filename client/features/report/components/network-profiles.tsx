import type { ReportProfile } from "../../../../worker/contracts/report";
import { ProfileImage } from "../../../components/ui/profile-image";
import { externalHref } from "../../../lib/external-link";
import { BAD_REASON_LABELS, compactCount } from "../../../lib/profile-labels";

/** The profiles a network's results come from, each linking to the original. */
export function NetworkProfiles({ profiles, network }: { profiles: ReportProfile[]; network: string }) {
  if (profiles.length === 0) return null;
  return (
    <ul className="network-profiles" aria-label={`Profiles on ${network}`}>
      {profiles.map((profile) => (
        <li key={profile.id} className="network-profile">
          <ProfileImage className="network-profile__image" image={profile.image} size={54} alt="" />
          <div>
            <p className="network-profile__name">
              <strong>{profile.fullname || profile.username}</strong>{" "}
              <a href={externalHref(profile.link)} target="_blank" rel="noopener noreferrer nofollow">
                @{profile.username}
                <span className="visually-hidden"> on {network}</span>
              </a>
            </p>
            {profile.count !== null && (
              <p className="network-profile__meta">{compactCount(profile.count)} followers</p>
            )}
            {profile.badReason && (
              <p className="network-profile__meta">
                <span className="badge badge--warning">{BAD_REASON_LABELS[profile.badReason]}</span>
              </p>
            )}
            {/* With one profile the network's coverage line says the same. */}
            {profiles.length > 1 && profile.coverage && (
              <p className="network-profile__meta">{profile.coverage}</p>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
