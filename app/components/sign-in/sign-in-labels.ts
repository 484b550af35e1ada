// Every word of /login/signup/, in English: the source the `account` namespace translates
// (ADR 013). `{name}` placeholders: fillPlaceholders.
export const SIGN_IN_LABELS = {
  title: "Sign in or create an account | {brand}",
  description: "Sign in to see your tickets, listings and sales, or create an account in a minute.",
  heading: "Sign in or create an account",
  intro: "Your tickets, listings and sales in one place.",
  signInHeading: "Sign in",
  signUpHeading: "Create an account",
  name: "Name",
  email: "Email",
  password: "Password",
  newPassword: "Password (at least 10 characters)",
  signIn: "Sign in",
  createAccount: "Create account",
  errorSummary: "Please check the form",
  wrongCredentials: "The email or password is not right.",
  emailTaken: "An account with this email already exists. Sign in instead.",
  tooMany: "Too many attempts. Please try again in {minutes} minutes.",
  // the account store (D1) failing: the form comes back with this (503), the email kept
  signInUnavailable: "We can't sign you in right now; please try again in a moment.",
  signUpUnavailable: "We can't create your account right now; please try again in a moment.",
  // field rules (zod messages)
  emailInvalid: "Enter an email address like name@example.com.",
  passwordRequired: "Enter your password.",
  passwordShort: "Use at least 10 characters.",
  passwordLong: "Use at most 256 characters.",
  nameRequired: "Enter your name.",
  nameLong: "Use at most 100 characters.",
  // a new password found in the list of common passwords (app/lib/account-rules.server.ts)
  passwordCommon: "This password is too common and easy to guess. Choose another one.",
  // a name with control or text-direction characters
  nameInvalid: "Use letters, numbers, spaces and punctuation only.",
} as const;
