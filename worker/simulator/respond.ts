/** Response builders shared by the network emulations. */

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json; charset=utf-8", ...headers },
  });
}

export function html(body: string, status = 200): Response {
  return new Response(body, { status, headers: { "content-type": "text/html; charset=utf-8" } });
}

export function redirect(location: string): Response {
  return new Response(null, { status: 302, headers: { location } });
}

/** JSON for embedding in a <script> element: "</" would end the element early. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/<\//g, "<\\/");
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A page of a list by numeric offset cursor: the items and the next offset, or null at the end. */
export function slice<T>(
  items: readonly T[],
  cursor: string | null,
  size: number,
): { items: T[]; next: number | null } {
  const start = Math.max(0, Number.parseInt(cursor ?? "0", 10) || 0);
  const end = start + size;
  return { items: items.slice(start, end), next: end < items.length ? end : null };
}

/** A page size from a query parameter, within the network's own bounds. */
export function pageSize(value: string | null, fallback: number, max: number): number {
  const n = Number.parseInt(value ?? "", 10);
  return Number.isFinite(n) && n > 0 ? Math.min(n, max) : fallback;
}
