/**
 * `npm run examples -- <app origin>`: generates the example reports of the app's EXAMPLE_PROFILES
 * (people who agreed to be examples) through `POST /api/v1/examples/generate`, authorised by the
 * ADMIN_TOKEN secret (from the environment). Locally this is not needed: the health check
 * generates the simulator's examples.
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
const { examples, completed } = JSON.parse(body) as { examples: number; completed: { id: string }[] };
console.log(
  examples === 0
    ? "examples: none configured (EXAMPLE_PROFILES is empty), so the app shows no example reports."
    : `examples: generation started; ${completed.length} of ${examples} complete so far (run again to check).`,
);

export {};
