// The shops desk (issue 33; shops.manage: shop managers): every shop with its cashiers (active of all) and today's till
// figures — stakes taken, payouts and cash-outs handed out, the net cash left, tickets — each line opening the shop's
// page (Shop.tsx); a form creates a shop, then links to it. Read with LoadShops (one list, at most 500 shops by name:
// the screen says when there are more).
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useCommand, useRead, useRow, useSortedRowIds, useValue } from '../data.tsx';
import { useI18n } from '../i18n.tsx';
import { alert, button, card, form, header, row, scroller, stacked, table } from '../styles.ts';
import { etb } from './payment-parts.tsx';
import { Said } from './said.tsx';
import { addisToday } from './shop-till.tsx';
import { useSent } from './use-sent.ts';

const shopPath = (id: string): string => `/shops/${encodeURIComponent(id)}`;

export function ShopsScreen() {
  const { t, say } = useI18n();
  useRead({ type: 'LoadShops' });
  const ids = useSortedRowIds('shops', 'position');
  const load = useCommand('LoadShops');
  const truncated = useValue('shopsTruncated') === true;
  return (
    <>
      <div className={header}>
        <h1>{t('shops.title')}</h1>
      </div>
      <CreateShopForm />
      {load.state === 'failed' && (
        <p className={alert} role="alert">
          {t('common.refreshFailed', { message: say(load.message) })}
        </p>
      )}
      <section className={`${card} ${scroller}`} data-testid="shops">
        <h2 style={{ fontSize: 16, marginTop: 0 }}>{t('shops.today', { day: addisToday() })}</h2>
        {ids.length === 0 ? (
          <p>{load.state === 'busy' ? t('common.loading') : t('shops.none')}</p>
        ) : (
          <table className={`${table} ${stacked}`}>
            <thead>
              <tr>
                <th>{t('shops.col.name')}</th>
                <th>{t('shops.col.cashiers')}</th>
                <th data-num>{t('shops.col.stakes')}</th>
                <th data-num>{t('shops.col.payouts')}</th>
                <th data-num>{t('shops.col.net')}</th>
                <th data-num>{t('shops.col.tickets')}</th>
              </tr>
            </thead>
            <tbody>
              {ids.map((id) => (
                <ShopLine key={id} id={id} />
              ))}
            </tbody>
          </table>
        )}
        {truncated && <p>{t('shops.truncated')}</p>}
      </section>
    </>
  );
}

function ShopLine({ id }: { id: string }) {
  const { t } = useI18n();
  const s = useRow('shops', id);
  const name = String(s['name'] ?? '');
  return (
    <tr data-testid={`shop-${name}`}>
      <td data-label={t('shops.col.name')}>
        <Link to={shopPath(id) as string}>{name}</Link>
      </td>
      <td data-label={t('shops.col.cashiers')}>
        {t('shops.cashiersCount', { active: Number(s['active_count'] ?? 0), total: Number(s['cashier_count'] ?? 0) })}
      </td>
      <td data-label={t('shops.col.stakes')} data-num data-testid="stakes">
        {etb(s['stakes_in'])}
      </td>
      <td data-label={t('shops.col.payouts')} data-num>
        {etb(s['payouts_out'])}
      </td>
      <td data-label={t('shops.col.net')} data-num>
        {etb(s['balance'])}
      </td>
      <td data-label={t('shops.col.tickets')} data-num data-testid="tickets">
        {String(s['tickets'] ?? 0)}
      </td>
    </tr>
  );
}

function CreateShopForm() {
  const { t } = useI18n();
  const [name, setName] = useState('');
  const [made, setMade] = useState('');
  const created = useValue('shopCreated');
  const { said, send, forget } = useSent('CreateShop', () => {
    setMade(name.trim());
    setName('');
  });
  return (
    <form
      className={`${form} ${card}`}
      data-testid="create-shop"
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: 'CreateShop', name: name.trim() });
      }}
    >
      <h2 style={{ fontSize: 16, margin: 0 }}>{t('shops.create')}</h2>
      <div className={row} style={{ alignItems: 'end' }}>
        <label style={{ flex: '1 1 260px' }}>
          {t('shops.create.name')}
          <input
            name="name"
            value={name}
            onChange={(e) => {
              forget();
              setName(e.target.value);
            }}
            required
            maxLength={100}
          />
        </label>
        <button type="submit" className={button} disabled={name.trim() === '' || said.state === 'busy'}>
          {t('shops.create.submit')}
        </button>
      </div>
      <Said said={said} />
      {said.state === 'done' && typeof created === 'string' && (
        <p className={alert} data-kind="ok" role="status">
          {t('shops.created', { name: made })} <Link to={shopPath(created) as string}>{t('shops.open')}</Link>
        </p>
      )}
    </form>
  );
}
