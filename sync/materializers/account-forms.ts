// Materializers of the account commands' form state (table accountForms, a row per form): submitting, the
// step a form shows (register: '' → 'otp' → 'verified'; restore: '' (phone) → 'otp' → 'password' → 'done';
// login, logout and the profile's password change: '' → 'done'), the phone it works on, and the last failure (code, status, server text, values).
// An outcome lands only on the command it answers. Wallet refresh and mark-seen have no form.
import type { PayloadOf } from '../../schema/event.ts';
import type { AccountCommand } from '../../schema/commands.ts';
import type { AppData } from '../store.ts';
import { formOf } from '../read/account-forms.ts';

/** The step a form shows after each command succeeded. */
const NEXT_STEP: Partial<Record<AccountCommand, string>> = {
  login: 'done',
  telegram: 'done',
  logout: 'done',
  register: 'otp',
  verify: 'verified',
  reset: 'otp',
  resetVerify: 'password',
  update: 'done',
  changePassword: 'done',
};

/** A password update refused for its token sends the player back to the code step (spec §4). */
const TOKEN_TROUBLE = new Set(['TOKEN_MISSING', 'TOKEN_EXPIRED', 'OTP_EXPIRED', 'INVALID_TOKEN']);

const NO_FAILURE = { code: '', http_status: 0, message: '', values: '' } as const;

export function accountRequested({ store }: AppData, p: PayloadOf<'v1.AccountRequested'>): void {
  const form = formOf(p.command);
  if (!form || store.getCell('accountForms', form, 'status') === 'submitting') {
    return;
  }
  store.setPartialRow('accountForms', form, { ...NO_FAILURE, status: 'submitting', command_id: p.commandId, command: p.command });
}

export function accountSucceeded({ store }: AppData, p: PayloadOf<'v1.AccountSucceeded'>): void {
  const form = formOf(p.command);
  if (!form || store.getCell('accountForms', form, 'command_id') !== p.commandId) {
    return;
  }
  const step = NEXT_STEP[p.command] ?? '';
  store.setPartialRow('accountForms', form, {
    ...NO_FAILURE,
    status: step === 'done' || step === 'verified' ? 'done' : '',
    step,
    ...(p.phone ? { phone: p.phone } : {}),
  });
}

/** A refusal by the server, or by the client's own checks (then nothing was in flight for the form). */
export function accountFailed({ store }: AppData, p: PayloadOf<'v1.AccountFailed'>): void {
  const form = formOf(p.command);
  if (!form) {
    return;
  }
  const row = store.getRow('accountForms', form);
  if (row.command_id !== p.commandId && row.status === 'submitting') {
    return;
  }
  const back = p.command === 'update' && TOKEN_TROUBLE.has(p.code);
  store.setPartialRow('accountForms', form, {
    status: 'failed',
    command_id: p.commandId,
    command: p.command,
    code: p.code,
    http_status: p.status,
    message: p.message ?? '',
    values: p.values ? JSON.stringify(p.values) : '',
    ...(back ? { step: 'otp' } : {}),
  });
}

/** Back a step, or a fresh form (no step: the phone is forgotten too). */
export function accountFormReset({ store }: AppData, p: PayloadOf<'v1.AccountFormReset'>): void {
  if (store.getCell('accountForms', p.form, 'status') === 'submitting') {
    return;
  }
  if (p.step === undefined) {
    store.delRow('accountForms', p.form);
  } else {
    store.setPartialRow('accountForms', p.form, { ...NO_FAILURE, status: '', step: p.step });
  }
}

/** Signing out (any reason) ends a logout in flight and forgets every form. */
export function accountFormsForgotten({ store }: AppData): void {
  store.delTable('accountForms');
}
