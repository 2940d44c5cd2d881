// Account actions as commands (spec §4): each emits v1.AccountRequested (no password, code or token on it:
// those wait in the engine's vault for the handler, sync/commands-account.ts) and resolves with the outcome
// event, for scripts and tests; the UI reads the form state from the accountForms table instead. A form's own
// checks (account-errors.ts) fail it at once with a client code, without a call.
import type { AppEvent } from '../schema/event.ts';
import type { AccountCommand } from '../schema/commands.ts';
import { normalizePhone } from '../domain/phone.ts';
import type { SyncEngine } from './engine.ts';
import type { AppData } from './store.ts';
import { newCommandId, outcomeOf, type CommandSecret } from './commands.ts';
import { checkNewPassword, checkOtp, checkPhone } from './account-errors.ts';

export interface AccountDeps {
  engine: Pick<SyncEngine, 'emit' | 'events$'>;
  data: AppData;
  now?: () => number;
}

export type SignedOutReason = 'user' | 'merchant_mismatch' | 'auth_failure' | 'session_expired';

export function createAccount({ engine, data, now = Date.now }: AccountDeps) {
  const send = (command: AccountCommand, fields: { phone?: string; promoCode?: string } = {}, secret?: CommandSecret): Promise<AppEvent> => {
    const commandId = newCommandId();
    const done = outcomeOf(engine.events$, commandId);
    engine.emit({ type: 'v1.AccountRequested', at: now(), source: 'user', payload: { commandId, command, ...fields } }, secret);
    return done;
  };
  const refuse = (command: AccountCommand, code: string): Promise<AppEvent> => {
    const event: AppEvent = { type: 'v1.AccountFailed', at: now(), source: 'user', payload: { commandId: newCommandId(), command, code, status: 0 } };
    engine.emit(event);
    return Promise.resolve(event);
  };
  /** The phone the register and restore forms work on (normalised by the step that sent it). */
  const formPhone = (form: 'register' | 'restore'): string => data.store.getCell('accountForms', form, 'phone') ?? '';

  return {
    /** Signs in; the identifier is a phone number in any usual form (sent as typed when it is not one). */
    login: (identifier: string, password: string) => send('login', { phone: normalizePhone(identifier) ?? identifier.trim() }, { password }),

    register: (input: { phone: string; password: string; confirm?: string; promoCode?: string }) => {
      if (!input.phone.trim()) {
        return refuse('register', 'PHONE_REQUIRED');
      }
      const bad = checkNewPassword(input.password, input.confirm ?? input.password);
      const phone = checkPhone(input.phone);
      if (bad || 'code' in phone) {
        return refuse('register', bad || ('code' in phone ? phone.code : ''));
      }
      const promo = (input.promoCode ?? '').trim().toUpperCase().slice(0, 20);
      return send('register', { phone: phone.phone, ...(promo ? { promoCode: promo } : {}) }, { password: input.password });
    },

    /** The phone code of a registration (the phone the register step sent). */
    verifyRegistration: (otp: string) =>
      checkOtp(otp) ? refuse('verify', checkOtp(otp)) : send('verify', { phone: formPhone('register') }, { otp }),

    requestReset: (typed: string) => {
      const phone = checkPhone(typed);
      return 'code' in phone ? refuse('reset', phone.code) : send('reset', { phone: phone.phone });
    },

    verifyReset: (otp: string) =>
      checkOtp(otp) ? refuse('resetVerify', checkOtp(otp)) : send('resetVerify', { phone: formPhone('restore') }, { otp }),

    updatePassword: (password: string, confirm: string) => {
      const bad = checkNewPassword(password, confirm);
      return bad ? refuse('update', bad) : send('update', { phone: formPhone('restore') }, { password });
    },

    /** Signed in: from the current password to a new one, checked as at sign-up (issue 29); other sessions end. */
    changePassword: (current: string, password: string, confirm: string) => {
      const bad = current ? checkNewPassword(password, confirm) : 'CURRENT_PASSWORD_REQUIRED';
      return bad ? refuse('changePassword', bad) : send('changePassword', {}, { password, currentPassword: current });
    },

    /** Signs in inside Telegram with the Mini App's launch data (issue 34): the linked player, no password. */
    telegramSignIn: (initData: string) => send('telegram', {}, { initData }),

    /** Logs out: the player is cleared whatever the server says (spec §4). */
    logout: () => send('logout'),

    /** Refetches the wallet (start-up, a socket reconnect); an invalid session logs the player out. */
    refreshWallet: () => send('refresh'),

    /** Keeps the slip's odds-change setting (already in the store) on the server for the signed-in player. */
    saveOddsPolicy: () => send('oddsPolicy'),

    /** Marks the unlock notification seen; a failure is silent (spec §4). */
    markUnlockSeen: () => send('markSeen'),

    /** Back a step in a form ('' is its first step), or the form afresh (no step). */
    resetForm: (form: 'login' | 'register' | 'restore' | 'password', step?: string): void =>
      engine.emit({ type: 'v1.AccountFormReset', at: now(), source: 'user', payload: { form, ...(step === undefined ? {} : { step }) } }),
  };
}

export type Account = ReturnType<typeof createAccount>;
