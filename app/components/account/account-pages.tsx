import { Form, Link } from "@remix-run/react";
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from "react";
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../../domain/account-fields";
import { PageLinks } from "../event-list/page-links";
import { InlineBanner } from "../ui/inline-banner/inline-banner";
import { TextInput } from "../ui/input/text-input";
import { useHydrated } from "../../lib/use-hydrated";
import { useAccountLabels } from "./account-labels-context";
import type {
  AccountFormName,
  AccountFormResult,
  AccountNavModel,
  AccountPageModel,
  GuestLookupModel,
  HubModel,
  ListModel,
  SettingsModel,
} from "./account-models";
import { CSRF_FIELD_NAME } from "./account-models";

const PhoneInput = lazy(() => import("../ui/phone-input/phone-input").then((m) => ({ default: m.PhoneInput })));

/** The id of a form's field, so the error summary can link to it. */
export function fieldId(form: AccountFormName, field: string): string {
  return `account-${form}-${field}`;
}

function AccountNav({ nav }: { nav: AccountNavModel }) {
  return (
    <nav className="account-nav" aria-label={nav.label}>
      <ul className="account-nav__list">
        {nav.links.map((link) => (
          <li key={link.section}>
            <Link className="account-nav__link" to={link.href} aria-current={link.current ? "page" : undefined} prefetch="none">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function AccountLayout({ nav, heading, children }: { nav: AccountNavModel | null; heading: string; children: ReactNode }) {
  return (
    <div className="page account-page">
      <h1 className="account-page__heading" id="account-heading">
        {heading}
      </h1>
      {nav ? <AccountNav nav={nav} /> : null}
      <section className="account-page__body" aria-labelledby="account-heading">
        {children}
      </section>
    </div>
  );
}

/**
 * The failed form's errors as one list of links to the fields; it takes the focus after the
 * post so a screen reader hears what went wrong and a keyboard user can jump to each field.
 */
function ErrorSummary({ result }: { result: AccountFormResult }) {
  const words = useAccountLabels();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, [result]);
  const entries = Object.entries(result.fieldErrors);
  return (
    <div ref={ref} tabIndex={-1} className="account-error-summary" id={`${fieldId(result.form, "errors")}`}>
      <InlineBanner status="error" title={entries.length > 0 ? words.errorSummary : undefined}>
        {result.message ? <span>{result.message}</span> : null}
        {entries.length > 0 ? (
          <ul className="account-error-summary__list">
            {entries.map(([field, message]) => (
              <li key={field}>
                <a href={`#${fieldId(result.form, field)}`}>{message}</a>
              </li>
            ))}
          </ul>
        ) : null}
      </InlineBanner>
    </div>
  );
}

/** One term and its value in a list of facts (the hub's name and contacts, a guest's order). */
function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** The result of this form, if the last post was to it. */
function resultFor(result: AccountFormResult | null | undefined, form: AccountFormName): AccountFormResult | null {
  return result && result.form === form ? result : null;
}

function Hub({ model }: { model: HubModel }) {
  const words = useAccountLabels();
  return (
    <AccountLayout nav={model.nav} heading={model.heading}>
      <div className="account-hub__card">
        <span className="account-avatar" role="img" aria-label={model.avatarLabel}>
          <span aria-hidden="true">{model.initials}</span>
        </span>
        <dl className="account-hub__facts">
          <Fact term={words.nameField}>{model.name}</Fact>
          <Fact term={words.hubEmail}>{model.email}</Fact>
          <Fact term={words.hubPhone}>{model.phoneText}</Fact>
        </dl>
      </div>
      <h2 className="account-hub__links-heading">{words.hubLinksLabel}</h2>
      <ul className="account-hub__links">
        {model.links.map((link) => (
          <li key={link.href + link.label}>
            <Link to={link.href} prefetch="none">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </AccountLayout>
  );
}

function AccountList({ model, locale }: { model: ListModel; locale: string }) {
  const words = useAccountLabels();
  return (
    <AccountLayout nav={model.nav} heading={model.heading}>
      {model.rows.length === 0 ? (
        <div className="account-empty">
          <p>{model.emptyText}</p>
          <p>
            <Link className="button" to={model.emptyLink.href}>
              {model.emptyLink.label}
            </Link>
          </p>
        </div>
      ) : (
        <>
          <ul className="account-rows">
            {model.rows.map((row) => (
              <li key={row.id} className="account-row">
                <h2 className="account-row__title">{row.href ? <Link to={row.href}>{row.title}</Link> : row.title}</h2>
                {row.when ? (
                  <p className="account-row__when">
                    <time dateTime={row.when.iso}>{row.when.text}</time>
                  </p>
                ) : null}
                {row.details.map((detail) => (
                  <p key={detail} className="account-row__detail">
                    {detail}
                  </p>
                ))}
                {row.status ? (
                  <p className="account-row__status">
                    <span className="hdr-sr-only">{words.statusLabel}: </span>
                    {row.status}
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
          {model.pagination ? <PageLinks model={model.pagination} locale={locale} /> : null}
        </>
      )}
    </AccountLayout>
  );
}

function Hidden({ intent, csrf }: { intent: string; csrf: string | null }) {
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      {csrf !== null ? <input type="hidden" name={CSRF_FIELD_NAME} value={csrf} /> : null}
    </>
  );
}

/**
 * The phone field: the design system's phone input once the page runs JavaScript (it formats as
 * the fan types), a plain country list and tel field before, so the form also posts without it.
 * Either way the form carries the typed text and the country; the server validates them.
 */
function PhoneField({ model, result }: { model: SettingsModel; result: AccountFormResult | null }) {
  const words = useAccountLabels();
  const hydrated = useHydrated();
  const initialCountry = result?.values.phoneCountry ?? model.phone.country;
  const initialText = result?.values.phone ?? model.phone.national;
  const [value, setValue] = useState({ country: initialCountry, text: initialText });
  const error = result?.fieldErrors.phone ?? result?.fieldErrors.phoneCountry;
  const id = fieldId("phone", "phone");
  const plain = (
    <div className="account-phone-fallback">
      <div className="ui-input">
        <label className="ui-input__label" htmlFor={fieldId("phone", "phoneCountry")}>
          {words.phoneCountryField}
        </label>
        <select id={fieldId("phone", "phoneCountry")} name="phoneCountry" defaultValue={initialCountry} className="ui-input__field">
          {model.countries.map((c) => (
            <option key={c.code} value={c.code}>{`${c.name} (+${c.callingCode})`}</option>
          ))}
        </select>
      </div>
      <TextInput id={id} label={words.phoneField} type="tel" name="phone" autoComplete="tel" defaultValue={initialText} description={words.phoneHint} error={error} />
    </div>
  );
  if (!hydrated) return plain;
  // The formatting widget and its numbering plans (libphonenumber-js) load once the page runs
  // JavaScript (ADR 007), in a chunk of their own; the plain fields stand in until then.
  return (
    <Suspense fallback={plain}>
      <div className="account-phone">
        <PhoneInput
          id={id}
          label={words.phoneField}
          countryLabel={words.phoneCountryField}
          countries={model.countries}
          defaultCountry={initialCountry}
          defaultValue={initialText}
          errorMessage={error}
          showError={Boolean(error)}
          onChange={(next) => setValue({ country: next.country, text: next.formatted })}
        />
        <input type="hidden" name="phone" value={value.text} />
        <input type="hidden" name="phoneCountry" value={value.country} />
        <p className="ui-input__description">{words.phoneHint}</p>
      </div>
    </Suspense>
  );
}

/** A field's id, name and error in one of the account forms (the id the error summary links to). */
function fieldProps(form: AccountFormName, name: string, result: AccountFormResult | null) {
  return { id: fieldId(form, name), name, error: result?.fieldErrors[name] };
}

/**
 * One account form: the errors of its last refused post, then the form itself (intent, CSRF token,
 * fields, submit). With a heading it stands in a section of its own, as on the settings page.
 */
function AccountForm({
  intent,
  action,
  csrf,
  result,
  submitLabel,
  section,
  children,
}: {
  intent: AccountFormName;
  action: string;
  csrf: string | null;
  result: AccountFormResult | null;
  submitLabel: string;
  section?: { id: string; heading: string };
  children: ReactNode;
}) {
  const form = (
    <>
      {result ? <ErrorSummary result={result} /> : null}
      <Form method="post" action={action} noValidate className={section ? undefined : "account-form"}>
        <Hidden intent={intent} csrf={csrf} />
        {children}
        <button type="submit" className="button">
          {submitLabel}
        </button>
      </Form>
    </>
  );
  if (!section) return form;
  return (
    <section className="account-form" aria-labelledby={section.id}>
      <h2 id={section.id}>{section.heading}</h2>
      {form}
    </section>
  );
}

function Settings({ model, result }: { model: SettingsModel; result: AccountFormResult | null }) {
  const words = useAccountLabels();
  const nameResult = resultFor(result, "name");
  const passwordResult = resultFor(result, "password");
  const phoneResult = resultFor(result, "phone");
  const settingsForm = (intent: "name" | "password" | "phone", heading: string, submitLabel: string, fields: ReactNode) => (
    <AccountForm
      intent={intent}
      action={model.action}
      csrf={model.csrf}
      result={resultFor(result, intent)}
      submitLabel={submitLabel}
      section={{ id: `settings-${intent}`, heading }}
    >
      {fields}
    </AccountForm>
  );
  return (
    <AccountLayout nav={model.nav} heading={model.heading}>
      {model.saved && !result ? (
        <InlineBanner status="success">{model.saved}</InlineBanner>
      ) : null}
      {settingsForm(
        "name",
        words.settingsNameHeading,
        words.saveName,
        <TextInput
          {...fieldProps("name", "name", nameResult)}
          label={words.nameField}
          autoComplete="name"
          required
          maxLength={NAME_MAX_LENGTH}
          defaultValue={nameResult?.values.name ?? model.name}
        />,
      )}
      {settingsForm(
        "password",
        words.settingsPasswordHeading,
        words.savePassword,
        <>
          <TextInput {...fieldProps("password", "currentPassword", passwordResult)} label={words.currentPasswordField} type="password" autoComplete="current-password" required />
          <TextInput
            {...fieldProps("password", "newPassword", passwordResult)}
            label={words.newPasswordField}
            type="password"
            autoComplete="new-password"
            required
            minLength={PASSWORD_MIN_LENGTH}
            description={words.newPasswordHint}
          />
        </>,
      )}
      {settingsForm("phone", words.settingsPhoneHeading, words.savePhone, <PhoneField model={model} result={phoneResult} />)}
    </AccountLayout>
  );
}

function GuestLookup({ model, result }: { model: GuestLookupModel; result: AccountFormResult | null }) {
  const words = useAccountLabels();
  const lookup = resultFor(result, "lookup");
  const order = lookup ? null : model.order;
  return (
    <AccountLayout nav={null} heading={model.heading}>
      {order ? (
        <div className="account-guest-order">
          <h2>{order.heading}</h2>
          <dl className="account-hub__facts">
            <Fact term={words.orderEvent}>{order.event.href ? <Link to={order.event.href}>{order.event.label}</Link> : order.event.label}</Fact>
            {order.when ? (
              <Fact term={words.orderDate}>
                <time dateTime={order.when.iso}>{order.when.text}</time>
              </Fact>
            ) : null}
            <Fact term={words.orderQuantity}>{order.quantityText}</Fact>
            <Fact term={words.orderStatusLabel}>{order.statusText}</Fact>
          </dl>
          <h2 className="account-guest-order__again">{words.lookAnother}</h2>
        </div>
      ) : (
        <p>{words.guestIntro}</p>
      )}
      <AccountForm intent="lookup" action={model.action} csrf={model.csrf} result={lookup} submitLabel={words.findOrder}>
        <TextInput
          {...fieldProps("lookup", "orderNumber", lookup)}
          label={words.orderNumberField}
          autoComplete="off"
          autoCapitalize="characters"
          required
          maxLength={40}
          description={words.orderNumberHint}
          defaultValue={lookup?.values.orderNumber ?? ""}
        />
        <TextInput
          {...fieldProps("lookup", "email", lookup)}
          label={words.emailField}
          type="email"
          autoComplete="email"
          required
          maxLength={EMAIL_MAX_LENGTH}
          defaultValue={lookup?.values.email ?? ""}
        />
      </AccountForm>
    </AccountLayout>
  );
}

/** A page of the signed-in area (or the guest order lookup), with the last refused post's errors. */
export function AccountPage({ model, locale, result }: { model: AccountPageModel; locale: string; result?: AccountFormResult | null }) {
  switch (model.kind) {
    case "hub":
      return <Hub model={model} />;
    case "list":
      return <AccountList model={model} locale={locale} />;
    case "settings":
      return <Settings model={model} result={result ?? null} />;
    case "guest":
      return <GuestLookup model={model} result={result ?? null} />;
  }
}
