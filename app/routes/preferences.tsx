import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { badRequest } from "../lib/http.server";
import { pageContext } from "../lib/i18n.server";
import { readPreferenceForm } from "../lib/preference-form.server";
import { savePreference } from "../lib/save-preference.server";
import { ErrorView } from "../components/pages/error-view";

/**
 * POST /preferences/: the filter bar's 'when' and 'where' and the store dialog's currency (spec §4).
 * The choice goes into its signed cookie and the answer is 303 to the page it came from, with the
 * choice in the address when common.queryParams is on. Same path with and without JavaScript.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const ctx = await pageContext(context.storefront);
  const parsed = await readPreferenceForm(request);
  // The fan reads what went wrong in the store's language; the rule that broke goes to the log.
  if (!parsed.ok) throw badRequest(ctx, "form", {}, parsed.message);
  const saved = savePreference(ctx, parsed.form);
  const headers = new Headers();
  for (const cookie of await saved.setCookies) headers.append("set-cookie", cookie);
  return redirect(saved.location, { status: 303, headers });
}

/** A refused post (400, 413) as a page in the store's language, like every page's. */
export const ErrorBoundary = ErrorView;

/** Nothing to show: the address is a form's target only. */
export function loader() {
  throw new Response("Method not allowed", { status: 405, headers: { allow: "POST" } });
}
