import { useEffect, useState } from "react";
import { shareLinks } from "../../lib/share-links";
import { showToast } from "../../lib/toast";
import { Button } from "./button";
import { FacebookIcon, LinkIcon, ShareIcon, XIcon } from "./icons";

/** The clipboard when the browser allows it; otherwise the toast shows the link to copy by hand. */
async function copyLink(url: string) {
  try {
    if (!navigator.clipboard) throw new Error("no clipboard");
    await navigator.clipboard.writeText(url);
    showToast("success", "Link copied", url);
  } catch {
    showToast("success", "Share link", url);
  }
}

type ShareProps = { url: string; title: string };

/**
 * The ways a public link is shared, as list items: on X, on Facebook, copied, or through the
 * device's own share sheet where there is one (phones). The networks open in a new tab, and say so.
 * A list of their own on the landing page (`ShareButtons`), items of the report's share/export menu.
 */
export function ShareTargets({ url, title }: ShareProps) {
  const links = shareLinks(url, title);
  // Known only in the browser: checked after hydration so the server's markup matches the first render.
  const [canShare, setCanShare] = useState(false);
  useEffect(() => setCanShare(typeof navigator.share === "function"), []);

  const openShareSheet = async () => {
    try {
      await navigator.share({ title, url });
    } catch {
      // Dismissing the sheet rejects too; there is nothing to tell the user.
    }
  };

  return (
    <>
      <li>
        <a className="button button--ghost" href={links.x} target="_blank" rel="noopener noreferrer">
          <XIcon size={18} />
          Share on X<span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </li>
      <li>
        <a className="button button--ghost" href={links.facebook} target="_blank" rel="noopener noreferrer">
          <FacebookIcon size={18} />
          Share on Facebook<span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </li>
      <li>
        <Button variant="ghost" onClick={() => copyLink(url)}>
          <LinkIcon size={18} />
          Copy link
        </Button>
      </li>
      {canShare && (
        <li>
          <Button variant="ghost" onClick={openShareSheet}>
            <ShareIcon size={18} />
            Share via…
          </Button>
        </li>
      )}
    </>
  );
}

/** A public link's share buttons in a row of their own (the site's, on the landing page). */
export function ShareButtons({ url, title, label }: ShareProps & { label: string }) {
  return (
    <ul className="share-buttons" aria-label={label}>
      <ShareTargets url={url} title={title} />
    </ul>
  );
}
