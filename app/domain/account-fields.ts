// The lengths of the account forms' fields (ADR 012 "Passwords and names"), in one place for both
// sides: the server's rules (app/lib/account-rules.server.ts) and the inputs' minLength and
// maxLength (the sign-in page, the settings, the guest order lookup).

/** Shortest new password. */
export const PASSWORD_MIN_LENGTH = 10;
/**
 * Longest password, in UTF-16 code units, for every form: new ones and the ones typed to sign in
 * or to confirm a change. NIST SP 800-63B asks for at least 64; the settings once took 200, so
 * sign-in must take at least that many or those fans are locked out.
 */
export const PASSWORD_MAX_LENGTH = 256;
/** Longest name, after trimming. */
export const NAME_MAX_LENGTH = 100;
/** Longest email address (RFC 5321's path limit less its angle brackets). */
export const EMAIL_MAX_LENGTH = 254;
