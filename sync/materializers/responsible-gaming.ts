// Responsible gaming's materializers (issue 18), table responsibleGaming row 'me': an intent marks the command under
// way (the reads 'summary' and 'support' never block a form's command, and never show as its state), an answer
// stores the player's state, the session summary or the support line, a refusal its code, text and values. The
// reality-check interval is a device setting. Registered with the responsible-gaming chunks, never on the home route.
import type { PayloadOf } from '../../schema/event.ts';
import type { FamilyDeclaration } from '../families/define.ts';
import type { AppData } from '../store.ts';
import { RG_ROW } from '../read/responsible-gaming.ts';

const TABLE = 'responsibleGaming';
/** Reads that run beside a form's command: they never take or clear its state. */
const READS = new Set(['summary', 'support']);

function requested({ store }: AppData, p: PayloadOf<'v1.RgRequested'>): void {
  if (READS.has(p.action) || (p.action === 'load' && store.getCell(TABLE, RG_ROW, 'status') === 'submitting')) {
    return;
  }
  store.setPartialRow(TABLE, RG_ROW, {
    status: 'submitting',
    action: p.action,
    command_id: p.commandId,
    code: '',
    http_status: 0,
    message: '',
    values: '',
  });
}

function answered({ store }: AppData, p: PayloadOf<'v1.RgAnswered'>): void {
  const row: Record<string, string | number> = {};
  if (p.status !== undefined) {
    row['state'] = JSON.stringify(p.status);
  }
  if (p.summary !== undefined) {
    row['summary'] = JSON.stringify(p.summary);
  }
  if (p.support !== undefined) {
    row['support_phone'] = p.support.support_phone;
  }
  if (store.getCell(TABLE, RG_ROW, 'command_id') === p.commandId) {
    Object.assign(row, { status: 'done', code: '', http_status: 0, message: '', values: '' });
  }
  store.setPartialRow(TABLE, RG_ROW, row);
}

function refused({ store }: AppData, p: PayloadOf<'v1.RgRefused'>): void {
  if (store.getCell(TABLE, RG_ROW, 'command_id') !== p.commandId) {
    return;
  }
  store.setPartialRow(TABLE, RG_ROW, {
    status: 'failed',
    code: p.code,
    http_status: p.status,
    message: p.message ?? '',
    values: p.values === undefined ? '' : JSON.stringify(p.values),
  });
}

function intervalChanged({ store }: AppData, p: PayloadOf<'v1.RgIntervalChanged'>): void {
  store.setCell(TABLE, RG_ROW, 'interval', String(p.minutes));
}

export const RG_MATERIALIZERS: FamilyDeclaration<'responsibleGaming'>['materializers'] = {
  'v1.RgRequested': requested,
  'v1.RgAnswered': answered,
  'v1.RgRefused': refused,
  'v1.RgIntervalChanged': intervalChanged,
};
