// The shop counter's materializers (issue 18), table shopCounter row 'counter': an intent marks the command under
// way (a second one while busy is ignored), an outcome of that command lands (the cashier, the ticket, the till, or
// the refusal; a ticket with its cash-out offer, and after a cash-out what to hand over; a moved offer's refusal shows
// the offer of now), Esc clears ticket and refusal. Sign-out or an invalid cashier session forgets the cashier and all it
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
    // With its cash-out offer (null: none; only an accepted pending ticket has one) and what to hand over, in the
    // same cell: the store schema is in the home route's first paint and does not grow for the counter.
    row['ticket'] = JSON.stringify({ ...p.ticket, cashout: p.cashout ?? null, handed: p.handed ?? 0 });
  }
  if (p.till !== undefined) {
    row['till'] = JSON.stringify(p.till);
  }
  data.store.setPartialRow('shopCounter', COUNTER_ROW, row);
}

function parsed(cell: unknown): { cashout?: object | null } | null {
  try {
    return typeof cell === 'string' && cell !== '' ? JSON.parse(cell) : null;
  } catch {
    return null;
  }
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
  // A moved cash-out offer: the counter shows the offer of now, to read to the customer and take again.
  const offer = p.values?.['offer'];
  const shown = parsed(data.store.getCell('shopCounter', COUNTER_ROW, 'ticket'));
  if (p.action === 'cashout' && offer !== undefined && shown?.cashout) {
    data.store.setCell('shopCounter', COUNTER_ROW, 'ticket', JSON.stringify({ ...shown, cashout: { ...shown.cashout, offer } }));
  }
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
