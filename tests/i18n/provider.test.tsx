// @vitest-environment jsdom
// <I18nProvider> in a live DOM: texts follow the stored language, `t` stays the same function while the
// texts do (memoised components are not re-rendered), and rendering non-plural texts never starts ICU
// (Intl.NumberFormat.supportedLocalesOf, the long task react-intl cost the home page's first render).
import { describe, it, expect, vi } from 'vitest';
import { act, memo, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { createStore } from 'tinybase';
import { Provider } from 'tinybase/ui-react';
import { I18nProvider, useT } from '../../src/i18n/I18nProvider.tsx';
import { loadAllMessages } from '../../src/i18n/load-messages.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let renders = 0;
const Texts = memo(function Texts() {
  const t = useT();
  renders++;
  return (
    <p>
      {t('nav.home')} | {t('match.versus', { home: 'Bunna', away: 'Giorgis' })}
    </p>
  );
});

/** Not memoised: re-renders with its parent, reading a lazy (second-part) id. */
const seenT = new Set<unknown>();
function Lazy() {
  const t = useT();
  seenT.add(t);
  return <p>{t('tournament.selected', { n: 3 })}</p>;
}

let rerenderParent: () => void = () => undefined;
function Parent() {
  const [, setTick] = useState(0);
  rerenderParent = () => setTick((n) => n + 1);
  return (
    <>
      <Texts />
      <Lazy />
    </>
  );
}

describe('<I18nProvider>', () => {
  it('translates without starting ICU, and keeps `t` stable', async () => {
    const supported = vi.spyOn(Intl.NumberFormat, 'supportedLocalesOf');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const store = createStore().setValue('language', 'en');
    const host = document.createElement('div');
    const root = createRoot(host);
    await act(async () =>
      root.render(
        <Provider store={store}>
          <I18nProvider>
            <Parent />
          </I18nProvider>
        </Provider>,
      ),
    );
    // A lazy id before its part has arrived shows the id itself, as react-intl did.
    expect(host.textContent).toBe('Home | Bunna v Giorgistournament.selected');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(document.documentElement.lang).toBe('en');

    // The lazy part lands in the catalogue in place, without notifying: the same `t` finds it on the next
    // render, and the parent's re-render leaves the memoised child alone.
    await act(async () => loadAllMessages('en'));
    const before = renders;
    await act(async () => rerenderParent());
    expect(renders).toBe(before);
    expect(seenT.size).toBe(1);
    expect(host.textContent).toBe('Home | Bunna v GiorgisSelected Tournaments (3)');

    // Amharic: shown once both its parts have arrived.
    await act(async () => {
      store.setValue('language', 'am');
      await loadAllMessages('am');
    });
    expect(host.textContent).toBe('መነሻ | Bunna ከ Giorgisየተመረጡ ውድድሮች (3)');
    expect(document.documentElement.lang).toBe('am');

    // Afan Oromo is formatted as 'om' (ISO 639-1 'or' is Odia).
    await act(async () => {
      store.setValue('language', 'or');
      await loadAllMessages('or');
    });
    expect(document.documentElement.lang).toBe('om');

    expect(supported).not.toHaveBeenCalled();
    await act(async () => root.unmount());
    supported.mockRestore();
    warn.mockRestore();
  });
});
