// The shop counter's materializers (issue 18), table shopCounter row 'counter': an intent marks the command under
// way (a second one while busy is ignored), an outcome of that command lands (the cashier, the ticket, the till, or
// the refusal), Esc clears ticket and refusal. Sign-out or an invalid cashier session forgets the cashier and all it
// loaded. Registered with the /shop chunk (sync/families/shop.ts), never on the home route.
import type { PayloadOf } from '../../schema/event.ts';
import type { FamilyDeclaration } from '../families/define.ts';
import type { AppData } from '../store.ts';
import { COUNTER_ROW } from '../read/shop.ts';

const SESSION_GONE = new Set(['INVALID_CASHIER_SESSION', 'CASHIER_SESSION_REQUIRED', 'NO_CASHIER_SESSION']);

const answers = ({ store }: AppData, commandId: string): boolean => store.getCell('shopCounter', COUNTER_ROW, 'command_id') === commandId;

function requested({ store }: AppData, p: PayloadOf<'v1.ShopRequested'>): void {
  if (store.getCell('shopCounter', COUNTER_ROW, 'status') === 'submitting') {
    return;
  }
  store.setPartialRow('shopCounter', COUNTER_ROW, {
    status: 'submitting',
    action: p.action,
    command_id: p.commandId,
    code: '',
    http_status: 0,
    message: '',
  });
}

function succeeded(data: AppData, p: PayloadOf<'v1.ShopSucceeded'>): void {
  if (!answers(data, p.commandId)) {
    return;
  }
  const row: Record<string, string | number> = { status: 'done', code: '', http_status: 0, message: '' };
  if (p.cashier !== undefined) {
    row['cashier'] = p.cashier === null ? '' : JSON.stringify(p.cashier);
    if (p.cashier === null) {
      Object.assign(row, { ticket: '', till: '' });
    }
  }
  if (p.ticket !== undefined) {
    row['ticket'] = JSON.stringify(p.ticket);
  }
  if (p.till !== undefined) {
    row['till'] = JSON.stringify(p.till);
  }
  data.store.setPartialRow('shopCounter', COUNTER_ROW, row);
}

function failed(data: AppData, p: PayloadOf<'v1.ShopFailed'>): void {
  if (!answers(data, p.commandId)) {
    return;
  }
  const gone = SESSION_GONE.has(p.code);
  data.store.setPartialRow('shopCounter', COUNTER_ROW, {
    status: 'failed',
    code: p.code,
    http_status: p.status,
    message: p.message ?? '',
    ...(gone ? { cashier: '', ticket: '', till: '' } : {}),
    // A refused load shows no stale ticket beside the refusal.
    ...(p.action === 'load' ? { ticket: '' } : {}),
  });
}

function cleared({ store }: AppData): void {
  if (store.getCell('shopCounter', COUNTER_ROW, 'status') !== 'submitting') {
    store.setPartialRow('shopCounter', COUNTER_ROW, { status: '', code: '', http_status: 0, message: '', ticket: '' });
  }
}

export const SHOP_MATERIALIZERS: FamilyDeclaration<'shop'>['materializers'] = {
  'v1.ShopRequested': requested,
  'v1.ShopSucceeded': succeeded,
  'v1.ShopFailed': failed,
  'v1.ShopCleared': cleared,
};
