import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { signUp } from "../../test/accounts";
import { APP, LANDING } from "../../test/http";
import { createDb } from "../db/client";
import { readConfig } from "../env";
import type { PageContext } from "../lib/page-context";
import { loadAccount } from "./account";
import { loadViewer } from "./viewer";

describe("page loaders' account look-up", () => {
  it("reads the session and the account once per page request, however many loaders ask", async () => {
    const { client, id } = await signUp({ confirmed: true });
    const statements: string[] = [];
    // D1 as the loaders see it, noting every statement sent.
    const counting = new Proxy(env.DB, {
      get(target, key) {
        if (key === "prepare")
          return (query: string) => {
            statements.push(query);
            return target.prepare(query);
          };
        const value = Reflect.get(target, key);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    const page = { db: createDb(counting), config: readConfig(env), origins: { landing: LANDING, app: APP } };
    const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    const request = new Request(`${APP}/dashboard`, { headers: { Cookie: cookie } });
    const context = page as unknown as PageContext;
    // The root's loader and the dashboard's, side by side, as React Router runs them.
    const [viewer, account] = await Promise.all([
      loadViewer(request, context),
      loadAccount(request, context),
    ]);
    expect(viewer?.id).toBe(id);
    expect(account.id).toBe(id);
    expect(statements.filter((s) => /from "sessions"/.test(s))).toHaveLength(1);
    expect(statements.filter((s) => /from "users"/.test(s))).toHaveLength(1);
  });
});
