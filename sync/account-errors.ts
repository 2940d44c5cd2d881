// The account forms' own checks (spec §5), before anything is sent: each failure is a code the UI translates
// (PHONE_REQUIRED, PHONE_INVALID, PASSWORD_SHORT, PASSWORD_BLANK, PASSWORD_MISMATCH, OTP_FORMAT). The server
// checks the same again; its refusals come back with its own codes.
import { normalizePhone } from '../domain/phone.ts';
import { passwordTooShort } from '../domain/passwords.ts';

/** The phone as the server knows it, or the code of what is wrong with the typed one. */
export function checkPhone(typed: string): { phone: string } | { code: string } {
  const phone = normalizePhone(typed);
  if (phone) {
    return { phone };
  }
  return { code: typed.trim() ? 'PHONE_INVALID' : 'PHONE_REQUIRED' };
}

/** '' when the new password may be sent, else the code of the first problem. */
export function checkNewPassword(password: string, confirm: string): string {
  if (passwordTooShort(password)) {
    return 'PASSWORD_SHORT';
  }
  if (!password.trim()) {
    return 'PASSWORD_BLANK';
  }
  return password === confirm ? '' : 'PASSWORD_MISMATCH';
}

/** Spec §5: the verification code is 6 digits. */
export const checkOtp = (otp: string): string => (/^\d{6}$/.test(otp) ? '' : 'OTP_FORMAT');
