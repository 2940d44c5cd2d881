// The risk desk (issue 33, traders and risk): the per-ticket stake and win limits in force — scope, target, amounts,
// reason, who set them and when, newest first — with the form to set or remove one (trading.limits; Change fills it
// in with a limit's target and amounts), and the flagged players: one payment account or one device behind several
// players, sharp returns and arbitrage, each player linking to their page on the players desk, with the players
// related to them.
import { css } from '@linaria/core';
import { FLAG_KINDS } from '../../../schema/endpoints/backoffice-risk.ts';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useCommand, useMe, useRead, useRow, useSortedRowIds } from '../data.tsx';
import { useI18n } from '../i18n.tsx';
import type { MessageKey } from '../i18n-en.ts';
import { alert, button, card, header, scroller, stacked, table } from '../styles.ts';
import { etb, when } from './payment-parts.tsx';
import { LimitForm, type RiskScope, riskSearch } from './risk-parts.tsx';

export { riskSearch };

const heading = { fontSize: 16, marginTop: 0 } as const;

/** Room for a market's target on a wide screen (ids break anywhere); a phone's stacked rows share the width. */
const targetCell = css`
  @media (min-width: 601px) {
    min-width: 180px;
  }
`;

export function RiskScreen() {
  const { t, say } = useI18n();
  const me = useMe();
  const given = riskSearch(useSearch({ strict: false }) as Record<string, unknown>);
  useRead({ type: 'LoadRiskLimits' });
  useRead({ type: 'LoadRiskFlags' });
  const ids = useSortedRowIds('riskLimits', 'position');
  const load = useCommand('LoadRiskLimits');
  return (
    <>
      <div className={header}>
        <h1>{t('risk.title')}</h1>
      </div>
      {/* A new target given (the desk's Limit action, a Change) starts the form afresh. */}
      {me?.permissions.has('trading.limits') === true && <LimitForm key={JSON.stringify(given)} given={given} />}
      {load.state === 'failed' && (
        <p className={alert} role="alert">
          {t('common.refreshFailed', { message: say(load.message) })}
        </p>
      )}
      <section className={`${card} ${scroller}`} data-testid="risk-limits">
        <h2 style={heading}>{t('risk.limits')}</h2>
        {ids.length === 0 ? (
          <p>{load.state === 'busy' ? t('common.loading') : t('risk.limits.none')}</p>
        ) : (
          <table className={`${table} ${stacked}`}>
            <thead>
              <tr>
                <th>{t('risk.scope')}</th>
                <th>{t('risk.target')}</th>
                <th data-num>{t('risk.col.stake')}</th>
                <th data-num>{t('risk.col.win')}</th>
                <th>{t('risk.reasonShort')}</th>
                <th>{t('risk.by')}</th>
                <th>{t('risk.when')}</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {ids.map((id) => (
                <LimitLine key={id} id={id} mayChange={me?.permissions.has('trading.limits') === true} />
              ))}
            </tbody>
          </table>
        )}
      </section>
      <FlaggedPlayers />
    </>
  );
}

function LimitLine({ id, mayChange }: { id: string; mayChange: boolean }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const l = useRow('riskLimits', id);
  const amount = (value: unknown) => (value === undefined ? t('risk.noLimit') : etb(value));
  const scope = String(l['scope'] ?? '') as RiskScope;
  const target = String(l['scope_id'] ?? '');
  return (
    <tr data-testid={`limit-${id}`}>
      <td data-label={t('risk.scope')}>{t(`risk.scope.${scope}` as MessageKey)}</td>
      <td data-label={t('risk.target')} className={targetCell}>
        <code>{target}</code>
      </td>
      <td data-label={t('risk.col.stake')} data-num data-testid="max-stake">
        {amount(l['max_stake'])}
      </td>
      <td data-label={t('risk.col.win')} data-num>
        {amount(l['max_win'])}
      </td>
      <td data-label={t('risk.reasonShort')}>{String(l['reason'] ?? '')}</td>
      <td data-label={t('risk.by')}>{String(l['updated_by'] ?? '')}</td>
      <td data-label={t('risk.when')}>{when(l['updated_at'])}</td>
      <td>
        {mayChange && (
          <button
            type="button"
            className={button}
            data-kind="secondary"
            onClick={() => {
              void navigate({ to: '/risk' as string, search: { scope, id: target } as never });
              window.scrollTo({ top: 0 });
            }}
          >
            {t('risk.change')}
          </button>
        )}
      </td>
    </tr>
  );
}

/** A kind the endpoint declares has words in every language (checked by tests/sync/backoffice-risk.test.ts). */
const isFlagKind = (kind: unknown): kind is (typeof FLAG_KINDS)[number] => (FLAG_KINDS as readonly unknown[]).includes(kind);

/** A player's page on the players desk, named by phone when the flags know it. */
function PlayerLink({ id, phone }: { id: string; phone: string }) {
  return <Link to={`/players/${encodeURIComponent(id)}` as string}>{phone === '' ? id : phone}</Link>;
}

function FlaggedPlayers() {
  const { t, say } = useI18n();
  const ids = useSortedRowIds('riskFlags', 'position');
  const load = useCommand('LoadRiskFlags');
  return (
    <section className={`${card} ${scroller}`} data-testid="risk-flags">
      <h2 style={heading}>{t('risk.flags')}</h2>
      <p>{t('risk.flags.intro')}</p>
      {load.state === 'failed' && (
        <p className={alert} role="alert">
          {t('common.refreshFailed', { message: say(load.message) })}
        </p>
      )}
      {ids.length === 0 ? (
        <p>{load.state === 'busy' ? t('common.loading') : t('risk.flags.none')}</p>
      ) : (
        <table className={`${table} ${stacked}`}>
          <thead>
            <tr>
              <th>{t('risk.player')}</th>
              <th>{t('risk.kind')}</th>
              <th>{t('risk.detail')}</th>
              <th>{t('risk.related')}</th>
            </tr>
          </thead>
          <tbody>
            {ids.map((id) => (
              <FlagLine key={id} id={id} />
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

function FlagLine({ id }: { id: string }) {
  const { t } = useI18n();
  const f = useRow('riskFlags', id);
  const player = String(f['user_id'] ?? '');
  const related = JSON.parse(String(f['related'] ?? '[]')) as string[];
  return (
    <tr data-testid={`flag-${player}`}>
      <td data-label={t('risk.player')}>
        <PlayerLink id={player} phone={String(f['phone'] ?? '')} />
      </td>
      <td data-label={t('risk.kind')}>{isFlagKind(f['kind']) ? t(`risk.kind.${f['kind']}`) : String(f['kind'])}</td>
      <td data-label={t('risk.detail')}>{String(f['detail'] ?? '')}</td>
      <td data-label={t('risk.related')}>
        {related.map((other, i) => (
          <span key={other}>
            {i > 0 && ', '}
            <RelatedLink id={other} />
          </span>
        ))}
      </td>
    </tr>
  );
}

/** A related player: named by the phone their own flag carries, else by id. */
function RelatedLink({ id }: { id: string }) {
  const ids = useSortedRowIds('riskFlags', 'position');
  const own = useRow('riskFlags', ids.find((row) => row.startsWith(`${id}|`)) ?? '');
  return <PlayerLink id={id} phone={String(own['phone'] ?? '')} />;
}
