import type { Coverage } from "../../../../worker/contracts/report-events";
import { SOURCE_TITLES, type Source } from "../../../../worker/contracts/sources";
import { Button } from "../../../components/ui/button";
import { useFriends } from "../hooks/use-friends";
import { noFriendsText } from "../utils/evidence-text";
import { FriendItem } from "./friend-item";

type FriendsPanelProps = {
  reportId: string;
  source: Source;
  /** How many friends the network has (the report's count). */
  total: number;
  coverage: Coverage;
  shareHash: string | null;
};

/** A network's friends (accounts that follow the person and are followed back), ten at a time. */
export function FriendsPanel({ reportId, source, total, coverage, shareHash }: FriendsPanelProps) {
  const network = SOURCE_TITLES[source];
  const friends = useFriends(reportId, source, total, shareHash);
  const headingId = `network-${source}-friends`;
  return (
    <div className="network__part friends">
      <h3 id={headingId}>
        Friends <span className="network__part-count">({total})</span>
      </h3>
      {total === 0 ? (
        <p className="network__none">{noFriendsText(coverage, network)}</p>
      ) : (
        <>
          <p className="network__hint">
            Accounts that follow each other with this person, most shared interests first.
          </p>
          {friends.status === "loading" && <p role="status">Loading friends…</p>}
          {friends.status === "failed" && (
            <p>
              The friends could not be loaded.{" "}
              <Button variant="ghost" onClick={friends.retry}>
                Try again
              </Button>
            </p>
          )}
          {friends.friends.length > 0 && (
            <ul className="friend-list" aria-labelledby={headingId}>
              {friends.friends.map((friend) => (
                <FriendItem
                  key={friend.id}
                  friend={friend}
                  reportId={reportId}
                  source={source}
                  shareHash={shareHash}
                />
              ))}
            </ul>
          )}
          {friends.hasMore && (
            <Button
              variant="ghost"
              className="friends__more"
              loading={friends.loadingMore}
              onClick={friends.loadMore}
            >
              Show more<span className="visually-hidden"> friends on {network}</span>
            </Button>
          )}
        </>
      )}
    </div>
  );
}
