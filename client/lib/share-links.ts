/** Where each network's own share page takes a link: the X post composer and Facebook's sharer. */
export function shareLinks(url: string, title: string): { x: string; facebook: string } {
  return {
    x: `https://twitter.com/intent/tweet?${new URLSearchParams({ text: title, url })}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?${new URLSearchParams({ u: url })}`,
  };
}

/** The share hash (`?h=`) of a share link, or null when it has none or is not a link. */
export function shareHashOf(url: string): string | null {
  try {
    return new URL(url).searchParams.get("h") || null;
  } catch {
    return null;
  }
}
