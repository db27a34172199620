/**
 * `npm run monitor -- [days] [origin]`: the hourly monitoring cron, run by hand against a local
 * server (`npm run dev` or `preview`): moves the source simulator's clock on by `days` first (Jake
 * Morrison posts two threats on X a week after the clock's start), then runs the cron at the
 * clock's time, so a watched report due by then is re-screened. Dev endpoints only answer on local
 * hosts. `days` 0: just the run; `reset`: the clock back to its start.
 */
const [days = "0", origin = `http://localhost:${process.env.PORT ?? "5173"}`] = process.argv.slice(2);

async function post(path: string, body: unknown): Promise<unknown> {
  const response = await fetch(new URL(`/api/v1/dev/${path}`, origin), {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: origin },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) {
    console.error(`monitor: ${path} answered ${response.status} ${text}`);
    process.exit(1);
  }
  return JSON.parse(text);
}

if (days === "reset") {
  console.log("clock:", await post("clock", { reset: true }));
} else {
  const advance = Number(days);
  if (!Number.isFinite(advance) || advance < 0) {
    console.error("usage: npm run monitor -- [days|reset] [origin]");
    process.exit(2);
  }
  if (advance > 0) console.log("clock:", await post("clock", { days: advance }));
  console.log("cron:", await post("cron", {}));
}

export {};
