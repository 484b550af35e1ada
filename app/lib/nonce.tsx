import { createContext, useContext } from "react";

/**
 * The CSP nonce of this document. On the server, the response's (entry.server provides it); in the
 * browser, the one the document's own scripts carry (`script.nonce`: the attribute is hidden, the
 * property is not), so a <style nonce> React adds after hydration is allowed by the same policy.
 */
function documentNonce(): string {
  if (typeof document === "undefined") return "";
  return document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce ?? "";
}

export const NonceContext = createContext(documentNonce());

export const NonceProvider = NonceContext.Provider;

export function useNonce(): string {
  return useContext(NonceContext);
}
