// Which text a failed account call shows (spec §8): the server's own text (a string body, its error
// field, its message field), else the client's error message, else the call's fallback
// ('Login failed', 'Registration failed', …), else 'An error occurred'.
import { ApiRequestError } from './http.ts';

export class AccountError extends Error {
  constructor(message: string, readonly status = 0, readonly code?: string) {
    super(message);
    this.name = 'AccountError';
  }
}

export const FALLBACK = {
  login: 'Login failed',
  register: 'Registration failed',
  verify: 'OTP verification failed',
  reset: 'Unable to send reset code',
  resetVerify: 'Reset code verification failed',
  update: 'Password update failed',
  logout: 'Logout completed',
} as const;

export function accountError(error: unknown, fallback: string): AccountError {
  if (error instanceof AccountError) {
    return error;
  }
  if (error instanceof ApiRequestError) {
    // 'HTTP 502' is our own placeholder for a body without text: the fallback says more.
    const text = /^HTTP \d+$/.test(error.message) ? fallback : error.message;
    return new AccountError(text || fallback || 'An error occurred', error.status, error.code);
  }
  if (error instanceof Error && error.message) {
    return new AccountError(error.message);
  }
  return new AccountError(fallback || 'An error occurred');
}

/** Texts that mean the session is gone: the player is logged out (spec §8, socket and calls alike). */
export function isAuthFailureText(text: string): boolean {
  return /unauthorized|authentication failed|invalid session|expired session|401/i.test(text);
}
