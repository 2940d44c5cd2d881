// The password minimum of spec §5 ('Password must be at least 6 characters long'), one rule for the account
// forms (sync/account-errors.ts) and the server's edge (server/modules/auth/input.ts).
import { describe, expect, it } from 'vitest';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, passwordTooShort } from '../../domain/passwords.ts';
import { checkNewPassword } from '../../sync/account-errors.ts';

describe('the password minimum', () => {
  it('is 6 characters, at most 128', () => {
    expect(MIN_PASSWORD_LENGTH).toBe(6);
    expect(MAX_PASSWORD_LENGTH).toBe(128);
  });

  it('refuses 5 characters and takes 6', () => {
    expect(passwordTooShort('')).toBe(true);
    expect(passwordTooShort('abcde')).toBe(true);
    expect(passwordTooShort('abcdef')).toBe(false);
    expect(passwordTooShort('a longer passphrase')).toBe(false);
  });

  it('is the rule the form checks before sending', () => {
    expect(checkNewPassword('abcde', 'abcde')).toBe('PASSWORD_SHORT');
    expect(checkNewPassword('abcdef', 'abcdef')).toBe('');
  });
});
