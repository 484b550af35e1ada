import type { AppLoadContext, EntryContext } from "@remix-run/cloudflare";
import { RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToReadableStream } from "react-dom/server";
import { documentClosedLast } from "./lib/document-stream.server";
import { NonceProvider } from "./lib/nonce";

const STREAM_TIMEOUT_MS = 5_000;

export const streamTimeout = STREAM_TIMEOUT_MS;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.storefront?.nonce ?? "";
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), STREAM_TIMEOUT_MS + 1_000);
  let status = responseStatusCode;

  const body = await renderToReadableStream(
    <NonceProvider value={nonce}>
      <RemixServer context={remixContext} url={request.url} abortDelay={STREAM_TIMEOUT_MS} nonce={nonce} />
    </NonceProvider>,
    {
      nonce,
      signal: controller.signal,
      onError(error: unknown) {
        if (!controller.signal.aborted) console.error(error);
        status = 500;
      },
    },
  );
  body.allReady.then(() => clearTimeout(timer), () => clearTimeout(timer));

  // Crawlers get the whole document at once.
  if (isbot(request.headers.get("user-agent") ?? "")) await body.allReady;

  responseHeaders.set("content-type", "text/html; charset=utf-8");
  // Remix's data scripts stream after the shell's </body></html>: the closing tags go last.
  return new Response(documentClosedLast(body), { headers: responseHeaders, status });
}
