import { isSource, SOURCE_TITLES, type Source } from "../../../worker/contracts/sources";
import { FacebookIcon, InstagramIcon, LinkedInIcon, TikTokIcon, XIcon } from "./icons";

const ICONS = {
  ig: InstagramIcon,
  fb: FacebookIcon,
  tt: TikTokIcon,
  tw: XIcon,
  li: LinkedInIcon,
} satisfies Record<Source, unknown>;

/** A network's icon, named for assistive technology; nothing for an unknown code. */
export function SourceIcon({ source, size = 18 }: { source: string; size?: number }) {
  if (!isSource(source)) return null;
  const Icon = ICONS[source];
  return <Icon label={SOURCE_TITLES[source]} size={size} />;
}
