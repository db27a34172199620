declare namespace Cloudflare {
  interface Env {
    TEST_MIGRATIONS: import("cloudflare:test").D1Migration[];
    TEST_SEED_SQL: string;
    TEST_WRANGLER_CONFIG: string;
  }
}
