// A shop's cashiers on the shops desk (issue 33): who they are, active or disabled (since when, why), when they last
// signed in; Disable / Enable and New password open a form under the table that asks for the reason (3–500
// characters, kept in the audit trail) — and the password — and closes once the server answered the changed shop.
// Adding a cashier takes a username and a password; the server's refusal (the username or password rules, a taken
// username) shows under the form with its text, and the form keeps what was typed.
import { css } from '@linaria/core';
import { useState } from 'react';
import { SHOP_INDEX } from '../../../sync/backoffice/store-shops.ts';
import { useRow, useSliceRowIds } from '../data.tsx';
import { useI18n } from '../i18n.tsx';
import { button, card, form, row, scroller, stacked, table } from '../styles.ts';
import { title } from './player-parts.tsx';
import { Said } from './said.tsx';
import { addisStamp } from './shop-till.tsx';
import { useSent } from './use-sent.ts';

/** The two buttons side by side; on a phone's stacked rows the cell takes the whole width. */
const actions = css`
  white-space: nowrap;
  @media (max-width: 600px) {
    grid-column: 1 / -1;
  }
`;

type Acting = { cashierId: string; kind: 'access' | 'password' } | null;

export function CashiersPart({ shopId }: { shopId: string }) {
  const { t } = useI18n();
  const ids = useSliceRowIds(SHOP_INDEX.cashiersByShop, shopId);
  const [acting, setActing] = useState<Acting>(null);
  return (
    <section className={`${card} ${scroller}`} data-testid="cashiers">
      <h2 className={title} style={{ marginBottom: 8 }}>
        {t('shop.cashiers')}
      </h2>
      {ids.length === 0 ? (
        <p>{t('shop.cashiers.none')}</p>
      ) : (
        <table className={`${table} ${stacked}`}>
          <thead>
            <tr>
              <th>{t('shop.col.username')}</th>
              <th>{t('shop.col.status')}</th>
              <th>{t('shop.col.lastSignIn')}</th>
              <th>{t('shop.col.created')}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {ids.map((id) => (
              <CashierLine key={id} id={id} act={(kind) => setActing({ cashierId: id, kind })} />
            ))}
          </tbody>
        </table>
      )}
      {acting !== null && <CashierAction key={`${acting.cashierId}|${acting.kind}`} shopId={shopId} {...acting} close={() => setActing(null)} />}
    </section>
  );
}

function CashierLine({ id, act }: { id: string; act: (kind: 'access' | 'password') => void }) {
  const { t } = useI18n();
  const c = useRow('shopCashiers', id);
  const disabled = c['status'] === 'disabled';
  const username = String(c['username'] ?? '');
  return (
    <tr data-testid={`cashier-${username}`}>
      <td data-label={t('shop.col.username')}>
        <strong>{username}</strong>
      </td>
      <td data-label={t('shop.col.status')} data-testid="status">
        {disabled ? t('shop.status.disabled') : t('shop.status.active')}
        {disabled && (
          <div style={{ color: 'var(--bo-muted)', fontSize: 13 }}>
            {t('shop.disabledWhy', { when: addisStamp(c['disabled_at']), reason: String(c['disabled_reason'] ?? '') })}
          </div>
        )}
      </td>
      <td data-label={t('shop.col.lastSignIn')}>{c['last_sign_in_at'] === undefined ? t('shop.never') : addisStamp(c['last_sign_in_at'])}</td>
      <td data-label={t('shop.col.created')}>{addisStamp(c['created_at'])}</td>
      <td className={actions}>
        <div className={row} style={{ flexWrap: 'nowrap' }}>
          <button type="button" className={button} data-kind={disabled ? 'secondary' : 'danger'} onClick={() => act('access')}>
            {disabled ? t('shop.enable') : t('shop.disable')}
          </button>
          <button type="button" className={button} data-kind="secondary" onClick={() => act('password')}>
            {t('shop.newPassword')}
          </button>
        </div>
      </td>
    </tr>
  );
}

interface ActionProps {
  shopId: string;
  cashierId: string;
  kind: 'access' | 'password';
  close: () => void;
}

/** Disable / enable (kind 'access') or a new password, with the reason; closes once the server answered. */
function CashierAction({ shopId, cashierId, kind, close }: ActionProps) {
  const { t } = useI18n();
  const c = useRow('shopCashiers', cashierId);
  const name = String(c['username'] ?? '');
  const active = c['status'] !== 'disabled';
  const [reason, setReason] = useState('');
  const [password, setPassword] = useState('');
  const { said, send, forget } = useSent(kind === 'access' ? 'SetCashierActive' : 'ResetCashierPassword', close);
  const edit = (set: (value: string) => void) => (event: { target: { value: string } }) => {
    forget();
    set(event.target.value);
  };
  const intro = kind === 'password' ? 'shop.password.intro' : active ? 'shop.disable.intro' : 'shop.enable.intro';
  const submit = kind === 'password' ? 'shop.newPassword' : active ? 'shop.disable' : 'shop.enable';
  return (
    <form
      className={form}
      data-testid="cashier-action"
      style={{ marginTop: 16, maxWidth: 560 }}
      onSubmit={(event) => {
        event.preventDefault();
        const why = reason.trim();
        send(
          kind === 'access'
            ? { type: 'SetCashierActive', shopId, cashierId, active: !active, reason: why }
            : { type: 'ResetCashierPassword', shopId, cashierId, password, reason: why },
        );
      }}
    >
      <h3 className={title}>{t(submit)}</h3>
      <p style={{ margin: 0 }}>{t(intro, { name })}</p>
      {kind === 'password' && (
        <label>
          {t('shop.add.password')}
          <input name="password" type="password" value={password} onChange={edit(setPassword)} required maxLength={128} autoComplete="new-password" />
        </label>
      )}
      <label>
        {t('shop.reason')}
        <input name="reason" value={reason} onChange={edit(setReason)} required minLength={3} maxLength={500} />
      </label>
      <Said said={said} />
      <div className={row}>
        <button
          type="submit"
          className={button}
          data-kind={kind === 'access' && active ? 'danger' : undefined}
          disabled={reason.trim().length < 3 || said.state === 'busy'}
        >
          {t(submit)}
        </button>
        <button type="button" className={button} data-kind="secondary" onClick={close}>
          {t('shop.cancel')}
        </button>
      </div>
    </form>
  );
}

export function AddCashierForm({ shopId }: { shopId: string }) {
  const { t } = useI18n();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [added, setAdded] = useState('');
  const { said, send, forget } = useSent('AddCashier', () => {
    setAdded(username.trim().toLowerCase());
    setUsername('');
    setPassword('');
  });
  const edit = (set: (value: string) => void) => (event: { target: { value: string } }) => {
    forget();
    set(event.target.value);
  };
  return (
    <form
      className={`${card} ${form}`}
      data-testid="add-cashier"
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: 'AddCashier', shopId, username: username.trim(), password });
      }}
    >
      <h2 className={title}>{t('shop.add')}</h2>
      <p style={{ margin: 0 }}>{t('shop.add.rules')}</p>
      <label>
        {t('shop.add.username')}
        <input name="username" value={username} onChange={edit(setUsername)} required maxLength={64} autoComplete="off" />
      </label>
      <label>
        {t('shop.add.password')}
        <input name="password" type="password" value={password} onChange={edit(setPassword)} required maxLength={128} autoComplete="new-password" />
      </label>
      <Said said={said} ok={t('shop.added', { username: added })} />
      <div>
        <button type="submit" className={button} disabled={username.trim() === '' || password === '' || said.state === 'busy'}>
          {t('shop.add.submit')}
        </button>
      </div>
    </form>
  );
}
