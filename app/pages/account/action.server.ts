// Server only: the posts of the signed-in area (spec §2.2, §6) — the settings forms and the guest
// order lookup. Forms carry the session's CSRF token and are validated with zod; a refused post
// answers its field errors, a saved one 303s back to the page with a status message.
import { data, redirect } from "@remix-run/cloudflare";
import { z } from "zod";
import type { ACCOUNT_LABELS } from "../../components/account/account-labels";
import type { AccountFormName, AccountFormResult } from "../../components/account/account-models";
import { phoneInputState, isPhoneCountry } from "../../components/ui/phone-input/phone-input-state";
import { emailSchema, nameSchema, passwordSchema } from "../../lib/account-rules.server";
import { readDeviceId } from "../../lib/device-cookie.server";
import { ORDER_LOOKUPS_PER_ADDRESS, PASSWORD_CHANGES_PER_ACCOUNT } from "../../domain/rate-limits";
import { badRequest } from "../../lib/http.server";
import { readPageForm } from "../../lib/request-body.server";
import type { PageContext } from "../../lib/i18n.server";
import { sessionSetCookies } from "../../lib/session-cookies.server";
import { assertCsrf, requireAccount } from "../../lib/session-guard.server";
import { assertSessionReadable, GUEST_LOOKUP_PATH, orUnavailable, readRows, resolveAccountTarget, SAVED_KEYS, sectionPath } from "./model.server";

/** The forms' messages, in the page's language (zod reports them as field errors). */
type FormErrors = (typeof ACCOUNT_LABELS)["errors"];

/** The name form: sign-up's name rule (account-rules.server.ts). */
export function nameFormSchema(E: FormErrors) {
  return z.object({
    name: nameSchema({ required: E.nameRequired, tooLong: E.nameTooLong, invalid: E.nameInvalid }),
  });
}

/** The password form: the current one as sign-in takes it, the new one as sign-up does (parse with safeParseAsync). */
export function passwordFormSchema(E: FormErrors) {
  return z.object({
    currentPassword: passwordSchema({ required: E.currentRequired, tooLong: E.currentWrong }, "existing"),
    newPassword: passwordSchema({ required: E.newTooShort, tooShort: E.newTooShort, tooLong: E.newTooLong, common: E.newCommon }, "new"),
  });
}

export function phoneFormSchema(E: FormErrors) {
  return z
    .object({
      phone: z.string().trim().max(40, E.phoneInvalid),
      phoneCountry: z.string().refine(isPhoneCountry, E.phoneCountry),
    })
    .transform((form, zctx) => {
      if (form.phone === "") return { phone: null };
      const state = phoneInputState(form.phoneCountry, form.phone);
      if (state.status !== "success") {
        zctx.addIssue({ code: "custom", path: ["phone"], message: E.phoneInvalid });
        return z.NEVER;
      }
      return { phone: state.e164 };
    });
}

export function lookupFormSchema(E: FormErrors) {
  return z.object({
    orderNumber: z
      .string()
      .trim()
      .min(1, E.orderNumberRequired)
      .max(40, E.orderNumberFormat)
      .regex(/^[A-Za-z0-9-]+$/, E.orderNumberFormat),
    email: emailSchema({ required: E.emailRequired, invalid: E.emailFormat }),
  });
}

export type ActionResult = { result: AccountFormResult };

/** Every posted field as text (a file or a missing field is ""), the CSRF token left out. */
function formValues(form: FormData, fields: readonly string[]): Record<string, string> {
  return Object.fromEntries(fields.map((f) => [f, typeof form.get(f) === "string" ? (form.get(f) as string) : ""]));
}

/** Field errors of a failed parse: the first message per field. */
function fieldErrorsOf(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "form");
    errors[field] ??= issue.message;
  }
  return errors;
}

function refused(form: AccountFormName, fieldErrors: Record<string, string>, values: Record<string, string>, status = 400, message: string | null = null, headers?: HeadersInit) {
  return data<ActionResult>({ result: { form, fieldErrors, message, values } }, { status, headers });
}

async function settingsAction(ctx: PageContext, form: FormData, cookieHeader: string | null) {
  const words = ctx.words.account;
  const session = requireAccount(ctx, "POST");
  assertCsrf(ctx, form);
  const intent = form.get("intent");
  const back = (saved: (typeof SAVED_KEYS)[number]) => redirect(`${sectionPath(ctx, "settings")}?saved=${saved}`, 303);
  const { accounts, accountData } = ctx.services;

  if (intent === "name") {
    const values = formValues(form, ["name"]);
    const parsed = await nameFormSchema(words.errors).safeParseAsync(values);
    if (!parsed.success) return refused("name", fieldErrorsOf(parsed.error), values);
    await accounts.updateProfile(session.userId, { name: parsed.data.name });
    await accountData.recordActivity(session.userId, "profile-updated");
    return back("name");
  }

  if (intent === "password") {
    // Passwords are never sent back into the page.
    const parsed = await passwordFormSchema(words.errors).safeParseAsync(formValues(form, ["currentPassword", "newPassword"]));
    if (!parsed.success) return refused("password", fieldErrorsOf(parsed.error), {});
    const limit = await accounts.rateLimit(`password:user:${session.userId}`, PASSWORD_CHANGES_PER_ACCOUNT.limit, PASSWORD_CHANGES_PER_ACCOUNT.windowSeconds);
    if (!limit.allowed) return refused("password", {}, {}, 429, words.tooMany, { "retry-after": String(limit.retryAfterSeconds) });
    // The device this is stays known; every other device of the account is forgotten.
    const device = await readDeviceId(cookieHeader, ctx.cookieSecrets);
    const changed = await accounts.changePassword(session.userId, parsed.data.currentPassword, parsed.data.newPassword, session.id, device);
    if (!changed) return refused("password", { currentPassword: words.errors.currentWrong }, {});
    await accountData.recordActivity(session.userId, "password-changed");
    return back("password");
  }

  if (intent === "phone") {
    const values = formValues(form, ["phone", "phoneCountry"]);
    const parsed = phoneFormSchema(words.errors).safeParse(values);
    if (!parsed.success) return refused("phone", fieldErrorsOf(parsed.error), values);
    await accounts.updateProfile(session.userId, { phone: parsed.data.phone });
    await accountData.recordActivity(session.userId, "profile-updated");
    return back("phone");
  }

  throw badRequest(ctx, "form", {}, "intent must be name, password or phone");
}

async function lookupAction(ctx: PageContext, form: FormData) {
  const words = ctx.words.account;
  // A visitor with a session posts its token; one without has none to steal (the worker's
  // Origin check still guards the post against other sites).
  if (ctx.session) assertCsrf(ctx, form);
  const values = formValues(form, ["orderNumber", "email"]);
  const parsed = lookupFormSchema(words.errors).safeParse(values);
  if (!parsed.success) return refused("lookup", fieldErrorsOf(parsed.error), values);
  // Per client address; without one to trust (local development) there is nothing to count by.
  if (ctx.clientIp) {
    const limit = await ctx.services.accounts.rateLimit(`orderlookup:address:${ctx.clientIp}`, ORDER_LOOKUPS_PER_ADDRESS.limit, ORDER_LOOKUPS_PER_ADDRESS.windowSeconds);
    if (!limit.allowed) return refused("lookup", {}, values, 429, words.tooMany, { "retry-after": String(limit.retryAfterSeconds) });
  }
  const order = await readRows(ctx, "guest order lookup", () => ctx.services.accountData.lookupGuestOrder(parsed.data.orderNumber, parsed.data.email));
  // One message for an unknown number and for a wrong email: the answer never tells which.
  if (!order) return refused("lookup", {}, values, 200, words.notFound);
  const session = await ctx.services.accounts.startSession(
    { guestOrderId: order.id, email: parsed.data.email, name: order.buyerName || parsed.data.email },
    ctx.session?.id ?? null,
  );
  const headers = new Headers();
  for (const line of await sessionSetCookies(session, ctx.secureTransport)) headers.append("set-cookie", line);
  // Post/redirect/get: the page shows the order from the new guest session, and a reload posts nothing again.
  return redirect(ctx.link(GUEST_LOOKUP_PATH), { status: 303, headers });
}

/**
 * The posts of the area: the settings forms and the guest order lookup; elsewhere 405. A write D1
 * refuses (down, past its deadline) answers the area's 503 like a failed read, never a 500; each
 * write is one statement or one batch, so a refused one changed nothing.
 */
export function accountAction(ctx: PageContext, splat: string | undefined, request: Request) {
  return orUnavailable(ctx, "account.write_failed", {}, () => accountPost(ctx, splat, request));
}

/** The posted form; a body that is not one (JSON, a multipart without its boundary) is the caller's mistake: 400; over the cap: 413. */
async function readForm(ctx: PageContext, request: Request): Promise<FormData> {
  const form = await readPageForm(request);
  if (form === null) throw badRequest(ctx, "form", {}, "the body is not a form");
  return form;
}

async function accountPost(ctx: PageContext, splat: string | undefined, request: Request) {
  const target = resolveAccountTarget(splat);
  assertSessionReadable(ctx);
  if (target.kind === "guest") return lookupAction(ctx, await readForm(ctx, request));
  if (target.kind === "section" && target.section === "settings") {
    // The guard first: a guest's post goes to sign in before its body is read.
    requireAccount(ctx, "POST");
    return settingsAction(ctx, await readForm(ctx, request), request.headers.get("cookie"));
  }
  requireAccount(ctx, "POST");
  throw new Response("Method not allowed", { status: 405, headers: { allow: "GET, HEAD" } });
}
