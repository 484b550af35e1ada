import { createContext, useContext } from "react";

/** The CSP nonce of the HTML response; empty in the browser (scripts already ran). */
export const NonceContext = createContext("");

export const NonceProvider = NonceContext.Provider;

export function useNonce(): string {
  return useContext(NonceContext);
}
