// One player on the players desk (issue 33; players.view): who they are (phone, id, merchant, joined, promo code,
// blocked and why), their wallet and points, their responsible-gaming state (deposit limits with what the window used,
// what remains and a change waiting out its cooling-off; the self-exclusion in force; the age confirmation), then the
// actions the operator's roles allow (player-actions.tsx), notes, sessions, latest tickets, payments and statement.
// Read with LoadPlayer; every change answers the fresh profile, which replaces this one in the store. "Credit" opens
// the credit screen with the player's phone filled in, for those who may credit or ask for one.
import { Link, useParams } from '@tanstack/react-router';
import type { Permission } from '../../../schema/operator-access.ts';
import { BO_INDEX } from '../../../sync/backoffice/store.ts';
import { useCommand, useMe, useRead, useRow, useSliceRowIds } from '../data.tsx';
import { useI18n } from '../i18n.tsx';
import type { MessageKey } from '../i18n-en.ts';
import { alert, button, card, facts, header, row, scroller, stacked, table } from '../styles.ts';
import { PlayerActions } from './player-actions.tsx';
import { NotesPart } from './player-notes.tsx';
import { cards, PaymentsPart, SessionsPart, StatementPart, TicketsPart, title, usePlayerWord } from './player-parts.tsx';
import { etb, when } from './payment-parts.tsx';

export function PlayerScreen() {
  const { playerId = '' } = useParams({ strict: false }) as { playerId?: string };
  // Another player is another page: nothing typed for the last one stays.
  return <PlayerPage key={playerId} id={playerId} />;
}

function PlayerPage({ id }: { id: string }) {
  const { t, say } = useI18n();
  const me = useMe();
  useRead({ type: 'LoadPlayer', id });
  const p = useRow('playerProfiles', id);
  const load = useCommand('LoadPlayer');
  const known = p['phone'] !== undefined;
  const may = (permission: Permission): boolean => me?.permissions.has(permission) ?? false;
  const phone = String(p['phone'] ?? '');
  return (
    <>
      <div className={header}>
        <h1 data-testid="player-phone">{known ? phone : t('common.loading')}</h1>
        <div className={row}>
          {known && (may('wallet.adjust') || may('wallet.request')) && (
            <Link className={button} data-kind="secondary" style={{ textDecoration: 'none' }} to={'/credit' as string} search={{ phone } as never}>
              {t('player.credit')}
            </Link>
          )}
          <Link to={'/players' as string}>{t('player.back')}</Link>
        </div>
      </div>
      {load.state === 'failed' && (
        <p className={alert} role="alert">
          {known ? t('common.refreshFailed', { message: say(load.message) }) : say(load.message)}
        </p>
      )}
      {known && (
        <>
          <div className={cards}>
            <Identity id={id} />
            <Wallet id={id} />
          </div>
          <ResponsibleGaming id={id} />
          <PlayerActions id={id} may={may} />
          <NotesPart playerId={id} mayWrite={may('players.notes')} />
          <SessionsPart playerId={id} />
          <TicketsPart playerId={id} />
          <PaymentsPart playerId={id} linked={may('payments.view')} />
          <StatementPart playerId={id} />
        </>
      )}
    </>
  );
}

function Identity({ id }: { id: string }) {
  const { t } = useI18n();
  const p = useRow('playerProfiles', id);
  const blocked = p['blocked_at'] !== undefined;
  return (
    <section className={card}>
      <dl className={facts}>
        <dt>{t('players.id')}</dt>
        <dd>
          <code>{id}</code>
        </dd>
        <dt>{t('player.merchant')}</dt>
        <dd>{String(p['merchant_id'])}</dd>
        <dt>{t('players.joined')}</dt>
        <dd>{when(p['created_at'])}</dd>
        <dt>{t('player.promo')}</dt>
        <dd>{p['promo_code'] === undefined ? t('player.noneYet') : <code>{String(p['promo_code'])}</code>}</dd>
        <dt>{t('players.state')}</dt>
        <dd data-testid="player-state">
          {blocked ? (
            <strong style={{ color: 'var(--bo-danger)' }}>
              {t('player.blockedSince', { when: when(p['blocked_at']), reason: String(p['blocked_reason'] ?? '') })}
            </strong>
          ) : (
            t('players.active')
          )}
        </dd>
      </dl>
    </section>
  );
}

function Wallet({ id }: { id: string }) {
  const { t } = useI18n();
  const p = useRow('playerProfiles', id);
  return (
    <section className={card}>
      <h2 className={title}>{t('player.wallet')}</h2>
      <dl className={facts} style={{ marginTop: 12 }}>
        <dt>{t('players.balance')}</dt>
        <dd data-testid="player-balance">
          <strong>{etb(p['balance'])}</strong>
        </dd>
        <dt>{t('player.pointsActive')}</dt>
        <dd>{etb(p['points_active'])}</dd>
        <dt>{t('player.pointsInactive')}</dt>
        <dd>{etb(p['points_inactive'])}</dd>
      </dl>
    </section>
  );
}

function ResponsibleGaming({ id }: { id: string }) {
  const { t } = useI18n();
  const word = usePlayerWord();
  const p = useRow('playerProfiles', id);
  const limits = useSliceRowIds(BO_INDEX.limitsByPlayer, id);
  const period = p['exclusion_period'];
  const exclusion =
    period === undefined
      ? t('player.exclusion.none')
      : p['exclusion_ends_at'] === undefined
        ? t('player.exclusion.permanent', { when: when(p['exclusion_starts_at']) })
        : t('player.exclusion.until', { period: word('player.period', period), when: when(p['exclusion_ends_at']) });
  return (
    <section className={`${card} ${scroller}`}>
      <h2 className={title}>{t('player.rg')}</h2>
      <dl className={facts} style={{ margin: '12px 0' }}>
        <dt>{t('player.exclusion')}</dt>
        <dd data-testid="player-exclusion">{period === undefined ? exclusion : <strong>{exclusion}</strong>}</dd>
        <dt>{t('player.age')}</dt>
        <dd>{p['age_confirmed_at'] === undefined ? t('player.age.no') : when(p['age_confirmed_at'])}</dd>
      </dl>
      <table className={`${table} ${stacked}`}>
        <thead>
          <tr>
            <th>{t('player.limit')}</th>
            <th data-num>{t('player.limit.value')}</th>
            <th data-num>{t('player.limit.used')}</th>
            <th data-num>{t('player.limit.remaining')}</th>
            <th>{t('player.limit.pending')}</th>
          </tr>
        </thead>
        <tbody>
          {limits.map((key) => (
            <LimitLine key={key} id={key} />
          ))}
        </tbody>
      </table>
    </section>
  );
}

function LimitLine({ id }: { id: string }) {
  const { t } = useI18n();
  const l = useRow('playerLimits', id);
  const amount = (value: unknown) => (value === undefined ? t('player.limit.none') : etb(value));
  return (
    <tr data-testid={`player-limit-${String(l['period'])}`}>
      <td data-label={t('player.limit')}>{t(`player.limit.${String(l['period'])}` as MessageKey)}</td>
      <td data-label={t('player.limit.value')} data-num>
        {amount(l['limit'])}
      </td>
      <td data-label={t('player.limit.used')} data-num>
        {etb(l['used'])}
      </td>
      <td data-label={t('player.limit.remaining')} data-num>
        {amount(l['remaining'])}
      </td>
      <td data-label={t('player.limit.pending')}>
        {l['pending'] === true ? t('player.limit.pendingValue', { limit: amount(l['pending_limit']), when: when(l['pending_at']) }) : '—'}
      </td>
    </tr>
  );
}
