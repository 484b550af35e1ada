// What the signed-in area's loader (app/pages/account/model.server.ts) hands its components:
// finished words and addresses, so the components only lay them out.
import type { PageLinksModel } from "../event-list/models";
import type { LinkModel, PageMeta } from "../pages/page-models";
import type { PhoneCountry } from "../ui/phone-input/phone-input";
import type { AccountSection, ListSection } from "./account-labels";

/** The hidden field that carries the session's CSRF token (one name, in app/domain/sign-out.ts). */
export { SIGN_OUT_CSRF_FIELD as CSRF_FIELD_NAME } from "../../domain/sign-out";

/** The area's own menu: every page of spec §2.2's table, the current one marked. */
export interface AccountNavModel {
  label: string;
  links: Array<LinkModel & { section: AccountSection; current: boolean }>;
}

/** One row of a list page (an order, a listing, a code...). */
export interface AccountRowModel {
  id: number;
  title: string;
  /** The event page, when the row is about an event still in the catalog. */
  href: string | null;
  /** The date that matters most for the row (the event's, else the row's). */
  when: { iso: string; text: string } | null;
  details: string[];
  status: string | null;
}

export interface HubModel {
  kind: "hub";
  meta: PageMeta;
  nav: AccountNavModel;
  heading: string;
  name: string;
  email: string;
  /** International format, or the "no phone" words. */
  phoneText: string;
  initials: string;
  avatarLabel: string;
  links: LinkModel[];
}

export interface ListModel {
  kind: "list";
  meta: PageMeta;
  nav: AccountNavModel;
  section: ListSection;
  heading: string;
  rows: AccountRowModel[];
  emptyText: string;
  /** Where to go from an empty list (find events; sell tickets for listings and sales). */
  emptyLink: LinkModel;
  pagination: PageLinksModel | null;
}

export interface SettingsModel {
  kind: "settings";
  meta: PageMeta;
  nav: AccountNavModel;
  heading: string;
  /** The forms' target: this page. */
  action: string;
  /** The session's CSRF token, carried by every form. */
  csrf: string;
  name: string;
  /** The saved phone number as national digits for its country ("" when none). */
  phone: { country: string; national: string };
  countries: PhoneCountry[];
  /** The status message after a successful save (303 back with ?saved=). */
  saved: string | null;
}

export interface GuestOrderModel {
  heading: string;
  event: { label: string; href: string | null };
  when: { iso: string; text: string } | null;
  quantityText: string;
  statusText: string;
}

export interface GuestLookupModel {
  kind: "guest";
  meta: PageMeta;
  heading: string;
  action: string;
  /** A session's CSRF token when there is one (a guest without a session has none to carry). */
  csrf: string | null;
  /** The order this guest session was opened for. */
  order: GuestOrderModel | null;
}

export type AccountPageModel = HubModel | ListModel | SettingsModel | GuestLookupModel;

/** The forms of the area. */
export type AccountFormName = "name" | "password" | "phone" | "lookup";

/** A refused post: field errors (or one message) and what was typed, minus passwords. */
export interface AccountFormResult {
  form: AccountFormName;
  /** Field name → message. */
  fieldErrors: Record<string, string>;
  /** A message about the whole form (the lookup's 'not found'). */
  message: string | null;
  values: Record<string, string>;
}
