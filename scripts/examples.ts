/**
 * `npm run examples -- <app origin>`: generates the 14 example reports on a deployed app through
 * `POST /api/v1/examples/generate`, authorised by the ADMIN_TOKEN secret (from the environment).
 * Locally this is not needed: the health check generates them.
 */
const appOrigin = process.argv[2];
const token = process.env.ADMIN_TOKEN;
if (!appOrigin || !token) {
  console.error("usage: ADMIN_TOKEN=<secret> npm run examples -- https://app.example.com");
  process.exit(2);
}
const response = await fetch(new URL("/api/v1/examples/generate", appOrigin), {
  method: "POST",
  headers: { Authorization: `Bearer ${token}` },
});
const body = await response.text();
if (!response.ok) {
  console.error(`examples: ${response.status} ${body}`);
  process.exit(1);
}
const ready = JSON.parse(body) as { id: string }[];
console.log(`examples: generation started; ${ready.length} of 14 complete so far (run again to check).`);

export {};
