// @vitest-environment jsdom
// LotoFoot's price field as typed (core §5, issue 29): a third decimal is refused at once with the spec's 'Please
// enter a valid amount greater than 0', a price above the promotion's 1,000 ETB says its maximum, and while the
// price is refused the prizes derived from it show no figure (never the last valid price's); a valid price again
// brings the refusal away and the figures back.
import { afterEach, describe, expect, it } from 'vitest';
import { act, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'tinybase/ui-react';
import { createAppData } from '../../sync/store.ts';
import { I18nProvider } from '../../src/i18n/I18nProvider.tsx';
import { loadAllMessages } from '../../src/i18n/load-messages.ts';
import { SummaryPanel } from '../../src/screens/lotofoot/SummaryPanel.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const TIERS = [
  { correct: 7, multiplier: 100, pool_share: null },
  { correct: 6, multiplier: 20, pool_share: null },
];

function Panel() {
  const [price, setPrice] = useState('150');
  return (
    <SummaryPanel
      total={7}
      done={7}
      price={price}
      onPrice={setPrice}
      tiers={TIERS}
      pool={null}
      canSubmit={false}
      busy={false}
      onSubmit={() => undefined}
    />
  );
}

async function render(): Promise<HTMLElement> {
  await loadAllMessages('en');
  const host = document.createElement('div');
  document.body.append(host);
  await act(async () =>
    createRoot(host).render(
      <Provider store={createAppData().store as never}>
        <I18nProvider>
          <Panel />
        </I18nProvider>
      </Provider>,
    ),
  );
  return host;
}

/** Types into the controlled input as a keyboard does (native value setter, then the input event). */
async function type(host: HTMLElement, value: string): Promise<void> {
  const input = host.querySelector<HTMLInputElement>('[data-testid="lotofoot-price"]') as HTMLInputElement;
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

const alert = (host: HTMLElement): string | null => host.querySelector('[role="alert"]')?.textContent ?? null;
const prizes = (host: HTMLElement): string[] => [...host.querySelectorAll('[data-testid="lotofoot-tier-prize"]')].map((b) => b.textContent ?? '');
const field = (host: HTMLElement): HTMLInputElement => host.querySelector('[data-testid="lotofoot-price"]') as HTMLInputElement;

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the LotoFoot price field', () => {
  it('refuses a third decimal as typed with the spec text, and the prizes show no stale figure', async () => {
    const host = await render();
    await type(host, '150.55');
    expect(alert(host)).toBeNull();
    expect(prizes(host)).toEqual(['15,055.00 ETB', '3,011.00 ETB']);
    await type(host, '150.555');
    expect(field(host).value).toBe('150.555');
    expect(field(host).getAttribute('aria-invalid')).toBe('true');
    expect(alert(host)).toBe('Please enter a valid amount greater than 0');
    expect(prizes(host)).toEqual(['–', '–']);
    await type(host, '150.5');
    expect(alert(host)).toBeNull();
    expect(prizes(host)).toEqual(['15,050.00 ETB', '3,010.00 ETB']);
  });

  it("says the promotion's 1,000 ETB maximum above it, not 'greater than 0'", async () => {
    const host = await render();
    await type(host, '1000');
    expect(alert(host)).toBeNull();
    await type(host, '1000.01');
    expect(alert(host)).toBe('Maximum ticket price is 1,000 ETB');
    expect(prizes(host)).toEqual(['–', '–']);
    await type(host, '0');
    expect(alert(host)).toBe('Please enter a valid amount greater than 0');
  });
});
