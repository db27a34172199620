import { isbot } from "isbot";
import { renderToReadableStream } from "react-dom/server";
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { reportError } from "../worker/lib/error-reporting";
import { loggable } from "../worker/lib/loggable";
import { pageContext } from "../worker/lib/page-context";
import appCss from "./app.css?inline";

export const streamTimeout = 5_000;

/**
 * Loader, action and render failures: logged without a failed query's bound values, and reported
 * (scrubbed the same way); aborted requests are not failures.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  console.error("page error", loggable(error));
  reportError(error);
};

export default async function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") return new Response(null, { status, headers });

  const { nonce } = loadContext.get(pageContext);
  let shellRendered = false;
  let responseStatus = status;
  const body = await renderToReadableStream(
    <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
    {
      nonce,
      // Finished Suspense boundaries stay in place however large (React moves big ones to the end
      // of the page by script): the report's sections then read without JavaScript, in order.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      signal: AbortSignal.timeout(streamTimeout + 1000),
      onError(error: unknown) {
        responseStatus = 500;
        // Shell errors reject and reach `handleError`; only the ones while streaming are handled here.
        if (shellRendered) {
          console.error(error);
          reportError(error);
        }
      },
    },
  );
  shellRendered = true;

  // Crawlers get the whole document at once.
  const userAgent = request.headers.get("user-agent");
  if ((userAgent && isbot(userAgent)) || routerContext.isSpaMode) await body.allReady;

  headers.set("Content-Type", "text/html; charset=utf-8");
  return withInlineStyles(new Response(body, { headers, status: responseStatus }));
}

/**
 * The app's stylesheet goes inline, right after the charset (so before any route's linked sheet,
 * keeping the cascade): a linked sheet would be fetched behind the script preloads React puts
 * first, and the first paint waits for it. Server-only: the client bundle never carries it, and
 * React leaves head elements it did not render alone when it hydrates.
 */
function withInlineStyles(response: Response): Response {
  return new HTMLRewriter()
    .on("head > meta[charset]", {
      element: (meta) => {
        meta.after(`<style>${appCss}</style>`, { html: true });
      },
    })
    .transform(response);
}
