import { useEffect, useState } from "react";
import { shareLinks } from "../../lib/share-links";
import { showToast } from "../../lib/toast";
import { Button } from "./button";
import { FacebookIcon, XIcon } from "./icons";

/** Decorative glyphs for the two actions the shared icon set has no picture for. */
function Glyph({ path }: { path: string }) {
  return (
    <svg
      width={18}
      height={18}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={path} />
    </svg>
  );
}
const LINK_PATH = "M10 14a5 5 0 0 0 7 0l3-3a5 5 0 0 0-7-7l-1 1M14 10a5 5 0 0 0-7 0l-3 3a5 5 0 0 0 7 7l1-1";
const SHARE_PATH = "M12 3v12M7 8l5-5 5 5M5 13v6a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-6";

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

/**
 * A public link shared (a report's, the site's): on X, on Facebook, copied, or through the
 * device's own share sheet where there is one (phones). The networks open in a new tab, and say so.
 */
export function ShareButtons({ url, title, label }: { url: string; title: string; label: string }) {
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
    <ul className="share-buttons" aria-label={label}>
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
          <Glyph path={LINK_PATH} />
          Copy link
        </Button>
      </li>
      {canShare && (
        <li>
          <Button variant="ghost" onClick={openShareSheet}>
            <Glyph path={SHARE_PATH} />
            Share via…
          </Button>
        </li>
      )}
    </ul>
  );
}
