// @vitest-environment jsdom
// The automatic cash-out control and the cash-out list (issue 32), on the real store, engine and texts with a scripted
// server: a value at or below the offer, or above the potential win, is refused before anything is sent; a value
// in range goes through the sync engine as PUT …/cashout/auto {value} and the panel shows the value the server
// answered; 'Clear' sends null and the field comes back; a refusal shows its text. The ticket modal lists each
// cash-out of the ticket, oldest first, with its amount, its part of the stake and its time.
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TicketDetail } from '../../schema/ticket.ts';
import { ApiRequestError } from '../../sync/http.ts';
import { formatTime } from '../../src/i18n/calendar.ts';
import CashoutPanel from '../../src/tickets/cashout/CashoutPanel.tsx';
import { CashoutList } from '../../src/tickets/CashoutList.tsx';
import { fakeApi } from '../sync/fake-api.ts';
import { renderWithEngine, unmountRendered } from './engine-render.tsx';

const TICKET = {
  id: 't-1',
  reference_id: 'BB-7Q2K9',
  kind: 'money',
  bet_type: 'SINGLE',
  bet_status: 'PENDING',
  bonus_percentage: 0,
  total_stake: 20,
  total_odds: 3.6,
  win_amount: 0,
  cashback_amount: 0,
  selections: [{ MatchID: 'm1', MarketID: '1', OutcomeID: '1', Odds: 3.6, OutcomeName: '1', SettlementStatus: 'PENDING' }],
  market_status: [],
} as TicketDetail;
const OFFER = { ticket_id: 't-1', available: true, reason: null, offer: 14.62, open_stake: 20, potential_win: 72, in_play: false, auto_value: null };
const AUTO = 'PUT /api/v1/tickets/t-1/cashout/auto';

afterEach(unmountRendered);

async function render(node: React.ReactNode, answers: Record<string, unknown> = {}) {
  const s = await renderWithEngine(node, { '/api/v1/tickets/t-1/cashout': OFFER, ...answers });
  const type = (text: string) =>
    act(async () => {
      const input = s.q('cashout-auto-input') as HTMLInputElement;
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, text);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
  return { ...s, type };
}

const puts = (api: ReturnType<typeof fakeApi>) => api.log.filter((c) => c.method === 'PUT').map((c) => c.options.body);

describe('the automatic cash-out control', () => {
  it('refuses a value at or below the offer or above the potential win before sending, sets one in range, and clears it', async () => {
    const s = await render(<CashoutPanel ticket={TICKET} />, { [AUTO]: (o: { body?: { value: number | null } }) => ({ ...OFFER, auto_value: o.body?.value ?? null }) });
    expect(s.q('cashout-auto-hint')?.textContent).toBe('Above 14.62 ETB, at most 72.00 ETB');
    for (const wrong of ['14.62', '72.01', 'abc']) {
      await s.type(wrong);
      await s.click('cashout-auto-set');
      expect(s.q('cashout-auto-hint')?.textContent, wrong).toBe('Enter an amount above 14.62 ETB and at most 72.00 ETB');
      expect(s.q('cashout-auto-hint')?.getAttribute('role')).toBe('alert');
    }
    expect(puts(s.api)).toEqual([]);
    await s.type('30,5');
    await s.click('cashout-auto-set');
    await vi.waitFor(() => expect(s.q('cashout-auto-value')?.textContent).toBe('Automatic cash out at 30.50 ETB'), { timeout: 15_000, interval: 20 });
    expect(puts(s.api)).toEqual([{ value: 30.5 }]);
    expect(s.api.log.find((c) => c.method === 'PUT')?.options.session).toMatchObject({ merchantId: 'birrbet-demo' });
    expect(s.q('cashout-auto-input')).toBeNull();
    await s.click('cashout-auto-clear');
    await vi.waitFor(() => expect(s.q('cashout-auto-input')).not.toBeNull(), { timeout: 15_000, interval: 20 });
    expect(puts(s.api)).toEqual([{ value: 30.5 }, { value: null }]);
    expect(s.data.store.getCell('cashouts', 'auto:t-1', 'amount')).toBe(0);
  });

  it('shows a value the offer already names, and a refusal in words', async () => {
    const refusal = new ApiRequestError('Cash out is not available for this ticket now', 400, 'CASHOUT_NOT_AVAILABLE');
    const s = await render(<CashoutPanel ticket={TICKET} />, { '/api/v1/tickets/t-1/cashout': { ...OFFER, auto_value: 40 }, [AUTO]: refusal });
    expect(s.q('cashout-auto-value')?.textContent).toBe('Automatic cash out at 40.00 ETB');
    await s.click('cashout-auto-clear');
    await vi.waitFor(() => expect(s.q('cashout-auto-refused')?.textContent).toBe('Cash out is not available for this ticket now'), {
      timeout: 15_000,
      interval: 20,
    });
    expect(s.q('cashout-auto-value')?.textContent).toBe('Automatic cash out at 40.00 ETB');
  });
});

describe("the ticket's cash-outs", () => {
  it('lists each cash-out oldest first with its amount, its part of the stake and its time; nothing without any', async () => {
    const at = ['2026-12-03T11:05:00Z', '2026-12-03T11:20:00Z'] as const;
    const cashouts = [
      { amount: 12.34, stake: 10, at: at[0] },
      { amount: 6.5, stake: 10, at: at[1] },
    ];
    const s = await render(<CashoutList ticket={{ cashouts }} />);
    const lines = [...document.querySelectorAll('[data-testid="ticket-cashout"]')].map((l) => l.textContent);
    expect(lines).toEqual([
      `Cashed out 12.34 ETB of 10.00 ETB stake · ${formatTime(Date.parse(at[0]))}`,
      `Cashed out 6.50 ETB of 10.00 ETB stake · ${formatTime(Date.parse(at[1]))}`,
    ]);
    expect(s.q('ticket-cashouts')?.textContent).toContain('Cash outs');
    await s.rerender(<CashoutList ticket={{}} />);
    expect(s.q('ticket-cashouts')).toBeNull();
  });
});
