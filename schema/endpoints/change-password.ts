// Change password while signed in (issue 29): the player's current password, then the new one under the rules of
// sign-up and restore (NEW_PASSWORD). Wrong current passwords are counted like failed logins; a change ends every
// other session of the player (their sockets close) and keeps the one that made it. The session is the whole of
// who is changing: the body names no player.
import { type } from 'superstruct';
import { endpoint, Text } from '../endpoint.ts';
import { OkResponse } from '../session.ts';
import { NEW_PASSWORD } from './auth.ts';
import { SESSION_QUERY, SESSION_REFUSALS, SessionHeaders } from './session-headers.ts';
import { ApiError } from './wire.ts';

export const ChangePasswordBody = type({
  current_password: Text(1024, 0, { description: "The player's password now" }),
  new_password: Text(1024, 0, { description: 'At least 6 and at most 128 characters, not blank, not a common password' }),
});

export const ChangePassword = endpoint({
  id: 'changePassword',
  method: 'POST',
  path: '/api/v1/auth/change-password',
  tag: 'accounts',
  access: 'session',
  summary:
    "Changes the signed-in player's password: the current one must be right (5 wrong ones in 15 minutes lock the " +
    'change for the rest of the window); every other session of the player is ended, this one stays.',
  query: type(SESSION_QUERY),
  headers: SessionHeaders,
  body: ChangePasswordBody,
  responses: { 200: OkResponse, 400: ApiError, 401: ApiError, 403: ApiError, 409: ApiError, 429: ApiError },
  refusals: [
    ...SESSION_REFUSALS,
    { status: 400, code: 'CURRENT_PASSWORD_REQUIRED', text: 'Please enter your current password' },
    ...NEW_PASSWORD,
    { status: 400, code: 'WRONG_PASSWORD', text: 'The current password is not correct' },
    { status: 400, code: 'PASSWORD_SAME', text: 'The new password must be different from the current one' },
    { status: 409, code: 'PASSWORD_CHANGED', text: 'Your password was changed meanwhile. Please try again' },
    {
      status: 429,
      code: 'PASSWORD_CHANGE_LOCKED',
      text: 'Too many wrong passwords. Please try again in {retry_after_minutes} minutes',
    },
  ],
});

export const CHANGE_PASSWORD_ENDPOINTS = [ChangePassword] as const;
