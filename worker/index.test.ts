import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { APP, LANDING } from "../test/http";
import worker from "./index";

const CHUNK = new Uint8Array(64 * 1024).fill(120);

/** A request body of `chunks` × 64 KB that records whether it was read to its end. */
function trackedBody(chunks: number) {
  const state = { sent: 0, ended: false };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (state.sent >= chunks) {
        state.ended = true;
        controller.close();
        return;
      }
      state.sent += 1;
      controller.enqueue(CHUNK);
    },
  });
  return { stream, state };
}

async function post(url: string, chunks: number, headers: Record<string, string> = {}) {
  const { stream, state } = trackedBody(chunks);
  const request = new Request(url, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/json", Origin: LANDING, ...headers },
    body: stream,
    duplex: "half",
  } as RequestInit) as Parameters<typeof worker.fetch>[0];
  const ctx = createExecutionContext();
  const res = await worker.fetch(request, env, ctx);
  await waitOnExecutionContext(ctx);
  await res.body?.cancel();
  return { status: res.status, ended: state.ended };
}

/**
 * A local server that proxies to workerd (`npm run preview`) fails with "fetch failed" (a 500) when
 * the Worker answers before it has read the request body. Every early answer reads the body first.
 */
describe("answers given before the body is needed", () => {
  const MB = 16; // 16 × 64 KB = 1 MB
  const sized = (chunks: number) => ({ "Content-Length": String(chunks * CHUNK.byteLength) });

  it.each([
    ["a signed-out password change", `${LANDING}/api/v1/settings/password`, MB, sized(MB), 401],
    [
      "a write from a foreign origin",
      `${LANDING}/api/v1/auth/signup`,
      MB,
      { ...sized(MB), Origin: "http://evil.test" },
      403,
    ],
    ["an unknown API path", `${LANDING}/api/v1/nope`, MB, sized(MB), 404],
    ["a page that takes no posts", `${LANDING}/faq`, MB, sized(MB), 405],
    ["an app-host page that takes no posts", `${APP}/dashboard`, MB, { ...sized(MB), Origin: APP }, 405],
    [
      "a body over the limit by its Content-Length",
      `${LANDING}/api/v1/auth/signup`,
      2 * MB,
      sized(2 * MB),
      400,
    ],
    ["a streamed body over the limit", `${LANDING}/api/v1/auth/signup`, 2 * MB, {}, 400],
  ] as const)(
    "reads the whole body of %s before answering",
    async (_name, url, chunks, headers, status) => {
      expect(await post(url, chunks, headers)).toEqual({ status, ended: true });
      // The first page rendered compiles the pages: more than the default 5 s on a busy machine.
    },
    30_000,
  );
});
