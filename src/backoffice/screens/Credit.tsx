// A manual credit to a player (issue 33): phone, amount and the reason the audit keeps. Finance credits up to the
// server's ceiling at once; above it, or from support (who may only ask), the answer is a request waiting for a
// second person — the screen says which happened. A player's page links here with their phone filled in (?phone=).
import { useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { useCommand, useEngine, useMe, useValue } from '../data.tsx';
import { useI18n } from '../i18n.tsx';
import { alert, button, card, form, header } from '../styles.ts';

/** The credit screen's search param: a phone to fill in (a number-looking one arrives parsed: read back as text). */
export function creditSearch(search: Record<string, unknown>): { phone?: string } {
  const phone = search['phone'];
  return typeof phone === 'string' || typeof phone === 'number' ? { phone: String(phone).slice(0, 32) } : {};
}

export function CreditScreen() {
  const { t, say } = useI18n();
  const engine = useEngine();
  const me = useMe();
  const credit = useCommand('CreditPlayer');
  const resultText = useValue('creditResult') as string | undefined;
  const given = creditSearch(useSearch({ strict: false }) as Record<string, unknown>).phone ?? '';
  const [phone, setPhone] = useState(given);
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const result =
    resultText === undefined ? null : (JSON.parse(resultText) as { kind: 'credited'; balance: number } | { kind: 'pending'; approvalId: string });
  return (
    <>
      <div className={header}>
        <h1>{t('credit.title')}</h1>
      </div>
      <section className={card} style={{ maxWidth: 520 }}>
        <p>{t('credit.intro', { max: (me?.creditMax ?? 0).toLocaleString('en-US') })}</p>
        <form
          className={form}
          onSubmit={(event) => {
            event.preventDefault();
            engine.dispatch({ type: 'CreditPlayer', phone, amount: Number(amount), reason });
          }}
        >
          <label>
            {t('credit.phone')}
            <input name="phone" inputMode="tel" value={phone} onChange={(e) => setPhone(e.target.value)} required />
          </label>
          <label>
            {t('credit.amount')}
            <input name="amount" inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} required />
          </label>
          <label>
            {t('credit.reason')}
            <input name="reason" value={reason} onChange={(e) => setReason(e.target.value)} required maxLength={200} />
          </label>
          {credit.state === 'failed' && (
            <p className={alert} role="alert">
              {say(credit.message)}
            </p>
          )}
          {credit.state === 'done' && result?.kind === 'credited' && (
            <p className={alert} data-kind="ok" role="status">
              {t('credit.done', { balance: result.balance.toFixed(2) })}
            </p>
          )}
          {credit.state === 'done' && result?.kind === 'pending' && (
            <p className={alert} data-kind="info" role="status">
              {t('credit.pending', { id: result.approvalId.slice(0, 8) })}
            </p>
          )}
          <button className={button} type="submit" disabled={credit.state === 'busy'}>
            {t('credit.submit')}
          </button>
        </form>
      </section>
    </>
  );
}
