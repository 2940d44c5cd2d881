// @vitest-environment jsdom
// The cash-out panel and the slip's live parts as a player sees them (issue 32), on the real store, engine and texts
// with a scripted server: the offer of the whole open stake; the slider's part shows partialAmount's share of the offer;
// 'Cash out' asks to confirm with the amount; a changed offer is shown with the new one to accept again, and taking it
// posts that part at the new offer; the paid result. A row shows the offer and opens the rest on a tap. The slip tags
// a pick on a match being played LIVE and counts a held bet's delay down, then says it is checking the odds.
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { partialAmount } from '../../domain/cashout.ts';
import type { TicketDetail } from '../../schema/ticket.ts';
import { ApiRequestError } from '../../sync/http.ts';
import CashoutPanel from '../../src/tickets/cashout/CashoutPanel.tsx';
import { HeldCountdown, LiveTag } from '../../src/betslip/LiveSlip.tsx';
import { renderWithEngine, unmountRendered } from './engine-render.tsx';

const TICKET = {
  id: 't-1',
  reference_id: 'BB-7Q2K9',
  kind: 'money',
  bet_type: 'MULTIPLE',
  bet_status: 'PENDING',
  bonus_percentage: 0,
  total_stake: 20,
  total_odds: 4.2,
  win_amount: 0,
  cashback_amount: 0,
  selections: [
    { MatchID: 'm1', MarketID: '1', OutcomeID: '1', Odds: 2.1, OutcomeName: '1', SettlementStatus: 'PENDING' },
    { MatchID: 'm2', MarketID: '1', OutcomeID: '2', Odds: 2, OutcomeName: '2', SettlementStatus: 'PENDING' },
  ],
  market_status: [],
} as TicketDetail;
const OFFER = { ticket_id: 't-1', available: true, reason: null, offer: 14.62, open_stake: 20, potential_win: 73.04, in_play: false };
const PATH = 'POST /api/v1/tickets/t-1/cashout';

afterEach(() => {
  unmountRendered();
  vi.useRealTimers();
});

const render = (node: React.ReactNode, answers: Record<string, unknown> = {}) =>
  renderWithEngine(node, { '/api/v1/tickets/t-1/cashout': OFFER, ...answers });

/** Moves the slider as a finger does: the input's value, then its input event. */
async function slide(input: HTMLInputElement, value: string): Promise<void> {
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

describe('the cash-out panel', () => {
  it("shows the offer, the slider's share of it, asks to confirm, and takes a changed offer again for the same part", async () => {
    const changed = new ApiRequestError('The cash out offer has changed', 400, 'CASHOUT_OFFER_CHANGED');
    changed.body = { error: changed.message, code: 'CASHOUT_OFFER_CHANGED', offer: 7.2 };
    const s = await render(<CashoutPanel ticket={TICKET} />, { [PATH]: changed });
    expect(s.q('cashout-offer')?.textContent).toBe('14.62 ETB');
    expect(s.q('cashout-part')?.textContent).toBe('20.00 of 20.00 ETB');
    expect(s.q('cashout-take')?.textContent).toBe('Cash out 14.62 ETB');
    const slider = s.q('cashout-slider') as HTMLInputElement;
    expect([slider.min, slider.max, slider.step]).toEqual(['100', '2000', '100']);
    await slide(slider, '1000');
    const half = partialAmount(1462, 2000, 1000);
    expect(s.q('cashout-part')?.textContent).toBe('10.00 of 20.00 ETB');
    expect(s.q('cashout-take')?.textContent).toBe(`Cash out ${(half / 100).toFixed(2)} ETB`);
    await s.click('cashout-take');
    expect(s.q('cashout-confirm-text')?.textContent).toBe(`Cash out ${(half / 100).toFixed(2)} ETB for 10.00 ETB of your stake?`);
    expect(s.api.calls.filter((c) => c.startsWith('POST'))).toEqual([]);
    await s.click('cashout-confirm');
    await vi.waitFor(() => expect(s.q('cashout-refused')).not.toBeNull(), { timeout: 15_000, interval: 20 });
    expect(s.api.log.find((c) => c.method === 'POST')?.options.body).toEqual({ offer: half / 100, stake: 10 });
    expect(s.q('cashout-refused')?.textContent).toBe('The cash out offer has changed. New offer: 7.20 ETB');
    expect(s.q('cashout-accept')?.textContent).toBe('Cash out 7.20 ETB');

    s.api.set(PATH, { success: true, amount: 7.2, stake: 10, ticket: TICKET });
    await s.click('cashout-accept');
    await vi.waitFor(() => expect(s.q('cashout-taken')?.textContent).toBe('Cashed out 7.20 ETB'), { timeout: 15_000, interval: 20 });
    expect(s.api.log.filter((c) => c.method === 'POST').map((c) => c.options.body)).toEqual([
      { offer: half / 100, stake: 10 },
      { offer: 7.2, stake: 10 },
    ]);
  });

  it('in a history row: the offer and a Cash out button that opens the slider', async () => {
    const s = await render(<CashoutPanel ticket={TICKET} compact />);
    expect(s.q('cashout-offer')?.textContent).toBe('14.62 ETB');
    expect(s.q('cashout-slider')).toBeNull();
    await s.click('cashout-open');
    expect(s.q('cashout-slider')).not.toBeNull();
    expect(s.q('cashout-open')).toBeNull();
  });

  it('says why there is no offer when a market is suspended; nothing for a visitor', async () => {
    const s = await render(<CashoutPanel ticket={TICKET} />, { '/api/v1/tickets/t-1/cashout': { ...OFFER, available: false, reason: 'MARKET_CLOSED', offer: 0 } });
    expect(s.q('cashout-unavailable')?.textContent).toBe('Cash out is paused while a market of this ticket is suspended');
    expect(s.q('cashout-take')).toBeNull();
  });
});

describe("the slip's live parts", () => {
  it('tags a pick LIVE once its match has kicked off, until the match is over', async () => {
    const s = await render(
      <>
        <LiveTag matchId="m1" startMs={Date.now() - 60_000} />
        <LiveTag matchId="m2" startMs={Date.now() + 3_600_000} />
      </>,
    );
    expect(s.q('slip-pick-live-tag')?.textContent).toBe('LIVE');
    expect(document.querySelectorAll('[data-testid="slip-pick-live-tag"]')).toHaveLength(1);
    await act(async () => void s.data.store.setRow('liveScores', 'm1', { phase: 'ended' }));
    expect(s.q('slip-pick-live-tag')).toBeNull();
  });

  it("counts a held bet's delay down, then says it checks the odds until the answer", async () => {
    const s = await render(<HeldCountdown slot={0} />);
    expect(s.q('slip-held')).toBeNull();
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    await act(async () => void s.data.store.setRow('placements', '0', { status: 'submitting', held_until: Date.now() + 3_000 }));
    expect(s.q('slip-held')?.textContent).toBe('Live bet: confirming in 3 s');
    await act(async () => void vi.advanceTimersByTime(1_250));
    expect(s.q('slip-held')?.textContent).toBe('Live bet: confirming in 2 s');
    await act(async () => void vi.advanceTimersByTime(2_000));
    expect(s.q('slip-held')?.textContent).toBe('Live bet: checking the odds…');
    await act(async () => void s.data.store.setCell('placements', '0', 'status', 'placed'));
    expect(s.q('slip-held')).toBeNull();
  });
});
