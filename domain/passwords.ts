// The password rules both sides check (spec §5): at least 6 characters ('Password must be at least 6 characters
// long'), and at most 128 so a body stays small (scrypt's cost does not grow with the length). Lengths are
// JavaScript string lengths (UTF-16 code units) on both sides, so the form and the server agree to the character.

export const MIN_PASSWORD_LENGTH = 6;
export const MAX_PASSWORD_LENGTH = 128;

/** True when a new password is shorter than the spec allows. */
export const passwordTooShort = (password: string): boolean => password.length < MIN_PASSWORD_LENGTH;
