// /shop (issue 18): the cashiers' screen, its own lazy chunk. Signed out: the sign-in form; signed in: the counter.
// On opening, a cashier session kept in this tab is resumed ('resume' intent); the player's own sign-in plays no
// part here (a cashier session is a different kind of session, kept apart: sync/shop-command.ts).
import { useEffect } from 'react';
import { requestShop } from '../../../sync/shop.ts';
import { useEngine } from '../../data/hooks.ts';
import { useT } from '../../i18n/I18nProvider.tsx';
import { CounterDesk } from './CounterDesk.tsx';
import { SignInForm } from './SignInForm.tsx';
import { Counter } from './shop-style.ts';
import { useCounter } from './use-counter.ts';

export function ShopScreen() {
  const t = useT();
  const engine = useEngine();
  const counter = useCounter();
  useEffect(() => {
    requestShop(engine, { action: 'resume' });
  }, [engine]);
  const cashier = counter.cashier;
  return (
    <Counter data-testid="shop-screen">
      <header>
        <h1>{t('shop.title')}</h1>
        {cashier ? (
          <>
            <span className="who" data-testid="shop-cashier">
              {cashier.username} · {cashier.shop_name}
            </span>
            <button className="ghost" type="button" onClick={() => requestShop(engine, { action: 'signOut' })}>
              {t('shop.signOut')}
            </button>
          </>
        ) : null}
      </header>
      {cashier ? <CounterDesk counter={counter} /> : <SignInForm counter={counter} />}
    </Counter>
  );
}
