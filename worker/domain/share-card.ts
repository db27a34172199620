/**
 * The share image of a report: an SVG card with the report's title and its top interests, red
 * flags marked. Pure: text in, SVG out (every value escaped).
 */
export interface ShareCard {
  title: string;
  interests: { title: string; count: number; redzone: boolean }[];
}

/** The longest text the card shows, in characters; longer text ends in an ellipsis. */
const MAX_TEXT = 200;

/** Cut first (whole characters), then escaped: a cut never lands inside an entity or a character. */
function cardText(text: string): string {
  const chars = Array.from(text);
  const shown = chars.length > MAX_TEXT ? `${chars.slice(0, MAX_TEXT - 1).join("")}…` : text;
  return shown.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

export const SHARE_CARD_INTERESTS = 5;

export function shareCardSvg(card: ShareCard): string {
  const rows = card.interests.slice(0, SHARE_CARD_INTERESTS).map((interest, i) => {
    const y = 170 + i * 64;
    const colour = interest.redzone ? "#c62828" : "#1f5fbf";
    return (
      `<rect x="60" y="${y - 40}" width="1080" height="52" rx="10" fill="${interest.redzone ? "#fdecea" : "#eef3fb"}"/>` +
      `<text x="84" y="${y - 6}" font-size="28" fill="${colour}">${cardText(interest.title)}</text>` +
      `<text x="1116" y="${y - 6}" font-size="28" text-anchor="end" fill="${colour}">${interest.count}</text>`
    );
  });
  const empty =
    rows.length === 0 ? `<text x="84" y="164" font-size="28" fill="#555">No interests found</text>` : "";
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630" font-family="Arial, sans-serif">` +
    `<rect width="1200" height="630" fill="#ffffff"/>` +
    `<text x="60" y="80" font-size="44" font-weight="bold" fill="#111">${cardText(card.title)}</text>` +
    `${rows.join("")}${empty}` +
    `<text x="60" y="600" font-size="22" fill="#777">Lookwise social media report</text></svg>`
  );
}
