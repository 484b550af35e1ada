import { createContext, useContext, type ReactNode } from "react";
import { ACCOUNT_LABELS } from "./account-labels";

/** The words the area's components say themselves; the loader sends them in the page's language. */
export const ACCOUNT_CLIENT_KEYS = ["currentPasswordField", "emailField", "errorSummary", "findOrder", "guestIntro", "hubEmail", "hubLinksLabel", "hubPhone", "lookAnother", "nameField", "newPasswordField", "newPasswordHint", "orderDate", "orderEvent", "orderNumberField", "orderNumberHint", "orderQuantity", "orderStatusLabel", "phoneCountryField", "phoneField", "phoneHint", "saveName", "savePassword", "savePhone", "settingsNameHeading", "settingsPasswordHeading", "settingsPhoneHeading", "statusLabel"] as const;

export type AccountClientLabels = { readonly [K in (typeof ACCOUNT_CLIENT_KEYS)[number]]: string };

const ENGLISH = Object.fromEntries(ACCOUNT_CLIENT_KEYS.map((key) => [key, ACCOUNT_LABELS[key]])) as AccountClientLabels;

const AccountLabelsContext = createContext<AccountClientLabels>(ENGLISH);

export function AccountLabelsProvider({ labels, children }: { labels: AccountClientLabels; children: ReactNode }) {
  return <AccountLabelsContext.Provider value={labels}>{children}</AccountLabelsContext.Provider>;
}

/** The area's client words (English outside a provider: tests and the design system). */
export function useAccountLabels(): AccountClientLabels {
  return useContext(AccountLabelsContext);
}
