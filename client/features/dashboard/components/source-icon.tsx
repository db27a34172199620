import { SOURCE_TITLES, type Source, sourceSchema } from "../../../../worker/contracts/sources";
import { FacebookIcon, InstagramIcon, LinkedInIcon, TikTokIcon, XIcon } from "../../../components/ui/icons";

const ICONS = {
  ig: InstagramIcon,
  fb: FacebookIcon,
  tt: TikTokIcon,
  tw: XIcon,
  li: LinkedInIcon,
} satisfies Record<Source, unknown>;

/** A network's icon, named for assistive technology; nothing for an unknown code. */
export function SourceIcon({ source, size = 18 }: { source: string; size?: number }) {
  const known = sourceSchema.safeParse(source);
  if (!known.success) return null;
  const Icon = ICONS[known.data];
  return <Icon label={SOURCE_TITLES[known.data]} size={size} />;
}
