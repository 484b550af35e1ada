// The search form posted without JavaScript (spec §2.7): field q, trimmed, at most
// SEARCH_MAX_LENGTH characters. Server-only, so zod stays out of the client bundle (the client JS
// budget: tests/integration/client-budget.test.ts).
import { z } from "zod";
import { SEARCH_MAX_LENGTH } from "../domain/constants";
import { readPageForm } from "./request-body.server";

export const SearchFormSchema = z.object({
  q: z
    .string({ error: "q must be text" })
    .optional()
    .transform((q) => (q ?? "").trim())
    .pipe(z.string().max(SEARCH_MAX_LENGTH, `the search term must be at most ${SEARCH_MAX_LENGTH} characters`)),
});

/** The posted term, or the reason it is refused (the form unreadable, q not text or too long); a body over the cap is a 413. */
export async function readSearchForm(request: Request): Promise<{ ok: true; term: string } | { ok: false; message: string }> {
  const form = await readPageForm(request);
  if (!form) return { ok: false, message: "The search form could not be read." };
  const parsed = SearchFormSchema.safeParse({ q: form.get("q") ?? undefined });
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? "q is not valid" };
  return { ok: true, term: parsed.data.q };
}
