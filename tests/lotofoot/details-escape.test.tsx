// @vitest-environment jsdom
// Escape closes LotoFoot's 'Ticket Details' as it closes the other dialogs (issue 29): the dialog's onClose runs on
// Escape (and not on another key), and the listener goes with the dialog. The ticket modal's Escape is in the
// journey e2e/results-settlement.spec.ts (it holds router links).
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'tinybase/ui-react';
import { describe, expect, it } from 'vitest';
import type { LotofootTicket } from '../../schema/lotofoot.ts';
import { I18nProvider } from '../../src/i18n/I18nProvider.tsx';
import { loadAllMessages } from '../../src/i18n/load-messages.ts';
import { TicketDetails } from '../../src/screens/lotofoot-history/TicketDetails.tsx';
import { createAppData } from '../../sync/store.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const TICKET: LotofootTicket = {
  id: 't1',
  reference_id: 'LF123456',
  created_at: '2026-11-21T09:00:00.000Z',
  status: 'PENDING',
  variant: 'LOTOFOOT_7',
  week_id: 'w1',
  ticket_price: 10,
  prize_amount: 0,
  correct_predictions: null,
  predictions: [
    { match_id: 'm1', home_team: 'Ajax', away_team: 'PSV', prediction: '1', start_time: '2026-11-22T15:00:00.000Z', result: null, correct: null },
  ],
};

const press = (key: string) => window.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));

describe("LotoFoot 'Ticket Details'", () => {
  it('closes on Escape, not on another key, and stops listening once closed', async () => {
    await loadAllMessages('en');
    const host = document.createElement('div');
    document.body.append(host);
    let closed = 0;
    const root = createRoot(host);
    await act(async () =>
      root.render(
        <Provider store={createAppData().store as never}>
          <I18nProvider>
            <TicketDetails ticket={TICKET} onClose={() => (closed += 1)} />
          </I18nProvider>
        </Provider>,
      ),
    );
    expect(host.querySelector('[data-testid="lotofoot-details"]')).not.toBeNull();
    await act(async () => press('Enter'));
    expect(closed).toBe(0);
    await act(async () => press('Escape'));
    expect(closed).toBe(1);
    await act(async () => root.unmount());
    await act(async () => press('Escape'));
    expect(closed).toBe(1);
  });
});
