// The cashier's sign-in (username and password): a v1.ShopRequested 'signIn' intent, the password as its secret.
// A refusal shows its text by code. The username field is focused on load (keyboard-first counter).
import { useState, type FormEvent } from 'react';
import { requestShop } from '../../../sync/shop.ts';
import { useEngine } from '../../data/hooks.ts';
import { useT } from '../../i18n/I18nProvider.tsx';
import { refusalText } from './shop-text.ts';
import type { useCounter } from './use-counter.ts';

export function SignInForm({ counter }: { counter: ReturnType<typeof useCounter> }) {
  const t = useT();
  const engine = useEngine();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const submit = (e: FormEvent): void => {
    e.preventDefault();
    requestShop(engine, { action: 'signIn', username, password });
    setPassword('');
  };
  const refusal = counter.refusal && counter.refusal.code !== 'NO_CASHIER_SESSION' ? counter.refusal : null;
  return (
    <form className="card signin" onSubmit={submit} data-testid="shop-signin">
      <h1>{t('shop.signIn.title')}</h1>
      <label>
        {t('shop.signIn.username')}
        {/* Focused on mount: the counter is keyboard-first, the cashier types at once. */}
        {/* biome-ignore lint/a11y/noAutofocus: a keyboard-first counter screen whose first field is the sign-in */}
        <input name="username" autoComplete="username" autoFocus value={username} onChange={(e) => setUsername(e.target.value)} />
      </label>
      <label>
        {t('shop.signIn.password')}
        <input name="password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
      </label>
      {refusal ? (
        <p className="error" role="alert" data-testid="shop-error">
          {t(refusalText(refusal.code))}
        </p>
      ) : null}
      <button className="primary" type="submit" disabled={counter.busy || !username.trim() || !password}>
        {counter.busy ? t('shop.busy') : t('shop.signIn.submit')}
      </button>
    </form>
  );
}
