import { useLocation, useNavigate, useRevalidator } from "@remix-run/react";
import { useCallback, useMemo, useRef, type FormEvent } from "react";
import { pathAfterSignOut } from "../../domain/account-paths";
import { SIGN_OUT_CSRF_FIELD, SIGN_OUT_CSRF_HEADER, SIGN_OUT_ENDPOINT, SIGN_OUT_RETURN_FIELD, clearSignOutStorage } from "../../domain/sign-out";
import { bff } from "../../lib/bff-client";
import { createLogger } from "../../lib/log";

/** The browser's log lines: the same structured shape as the worker's, with no request id to name. */
const log = createLogger("browser", (line) => console.error(line));

/** The signed-in fan as the header shows them (spec §3 "Sidebar user"), from the root loader. */
export interface HeaderUser {
  name: string;
  /** The avatar's text (app/domain/initials.ts). */
  initials: string;
  /** The session's CSRF token: the sign-out fetch's header, the no-JavaScript form's field. */
  csrfToken: string;
}

/** What a sign-out control needs: the token for the form, and the in-page sign-out once hydrated. */
export interface SignOutControl {
  csrfToken: string;
  /** Signs out with fetch, then leaves the account area or refreshes the header (spec §4). */
  onSignOut: () => void;
}

export interface UseSignOutOptions {
  /** The home page formatted for the locale: where a /my/ page goes after sign-out. */
  homeHref: string;
  /** The store's languages, so /fr/my/... counts as the account area and /fr-tickets/... does not. */
  supportedLanguages?: readonly string[];
}

/**
 * Spec §4 sign-out in the browser: POST the BFF's logout with the session's CSRF token; once it
 * answers OK, null the listed local-storage entries, then from a /my/ page go home, elsewhere
 * reload the loaders so the header shows the signed-out state. When the call fails the fan stays
 * signed in and nothing on the page changes; the failure is logged. Null when signed out.
 */
export function useSignOut(user: HeaderUser | null | undefined, { homeHref, supportedLanguages }: UseSignOutOptions): SignOutControl | null {
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const { pathname } = useLocation();
  const csrfToken = user?.csrfToken ?? null;
  // A second click while the first call is out would post a token the first one already spent.
  const pending = useRef(false);

  const onSignOut = useCallback(async () => {
    if (csrfToken === null || pending.current) return;
    pending.current = true;
    try {
      const response = await bff.iam.logout.$post(
        {},
        { headers: { [SIGN_OUT_CSRF_HEADER]: csrfToken, accept: "application/json" }, init: { credentials: "same-origin" } },
      );
      if (!response.ok) {
        log("error", "sign_out.refused", { status: response.status });
        // 403: the token is stale (the session changed in another tab); fresh loader data
        // shows the true state and carries the current token for the next try.
        if (response.status === 403) revalidator.revalidate();
        return;
      }
      const storage = localStorageOrNull();
      if (storage) clearSignOutStorage(storage);
      if (pathAfterSignOut(pathname, supportedLanguages) !== null) navigate(homeHref, { replace: true });
      else revalidator.revalidate();
    } catch (err) {
      log("error", "sign_out.failed", { message: String(err) });
    } finally {
      pending.current = false;
    }
  }, [csrfToken, pathname, supportedLanguages, homeHref, navigate, revalidator]);

  return useMemo(() => (csrfToken === null ? null : { csrfToken, onSignOut: () => void onSignOut() }), [csrfToken, onSignOut]);
}

/** window.localStorage, or null where the browser refuses it (it can throw on mere access). */
function localStorageOrNull(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export interface SignOutFormProps {
  control: SignOutControl;
  label: string;
  className?: string;
  /** Called before signing out (the menu resets, the drawer closes). */
  onChoose?: () => void;
}

/**
 * The sign-out entry: a form posting the token to the BFF's logout, so it works before (or
 * without) JavaScript — the endpoint answers 303 back to this page, or home from the account
 * area. Once hydrated, submitting signs out in place through `control.onSignOut` instead.
 */
export function SignOutForm({ control, label, className, onChoose }: SignOutFormProps) {
  const { pathname, search } = useLocation();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onChoose?.();
    control.onSignOut();
  };
  return (
    <form method="post" action={SIGN_OUT_ENDPOINT} className="hdr-sign-out" onSubmit={onSubmit}>
      <input type="hidden" name={SIGN_OUT_CSRF_FIELD} value={control.csrfToken} />
      <input type="hidden" name={SIGN_OUT_RETURN_FIELD} value={`${pathname}${search}`} />
      <button type="submit" className={className}>
        {label}
      </button>
    </form>
  );
}
