// The back office's dashboard (issue 33): who is signed in, the requests waiting for a second person, and — for roles
// with dashboard.view — today's book by product (stakes, wins, GGR, margin; sports also prematch and live), money in and out, open tickets and
// liability, active players and the system's health (how many servers the cluster runs, the database, sockets, …). It is read once, then kept live: while the screen shows, the
// engine watches the dashboard socket and every frame replaces the figures in the store.
import { useEffect } from 'react';
import { BO_INDEX } from '../../../sync/backoffice/store.ts';
import { useEngine, useMe, useRead, useRow, useSliceRowIds, useSortedRowIds } from '../data.tsx';
import { useI18n } from '../i18n.tsx';
import { card, facts, header, table } from '../styles.ts';

const etb = (value: unknown): string => Number(value ?? 0).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const PRODUCT_LABEL: Readonly<Record<string, 'dash.p.sports' | 'dash.p.lotofoot' | 'reports.p.casino' | 'reports.p.virtual'>> = {
  sports: 'dash.p.sports',
  lotofoot: 'dash.p.lotofoot',
  casino: 'reports.p.casino',
  virtual: 'reports.p.virtual',
};
const percent = (value: unknown): string => (value === undefined || value === null ? '—' : `${(Number(value) * 100).toFixed(1)}%`);

export function HomeScreen() {
  const { t } = useI18n();
  const me = useMe();
  useRead({ type: 'LoadApprovals', status: 'pending' });
  const pending = useSliceRowIds(BO_INDEX.approvalsByStatus, 'pending');
  const mayView = me?.permissions.has('dashboard.view') ?? false;
  return (
    <>
      <div className={header}>
        <h1>{t('nav.home')}</h1>
      </div>
      <section className={card}>
        <p>{t('home.welcome', { name: me?.name ?? '' })}</p>
        <p>{t('home.roles', { roles: (me?.roles ?? []).map((r) => t(`role.${r}` as 'role.admin')).join(', ') })}</p>
        <p data-testid="pending-count">{t('home.pending', { count: pending.length })}</p>
      </section>
      {mayView && <Dashboard />}
    </>
  );
}

function Dashboard() {
  const { t } = useI18n();
  const engine = useEngine();
  useRead({ type: 'LoadDashboard' });
  useEffect(() => {
    engine.dispatch({ type: 'WatchDashboard', on: true });
    return () => engine.dispatch({ type: 'WatchDashboard', on: false });
  }, [engine]);
  const d = useRow('dashboard', 'today');
  const products = useSortedRowIds('dashboardProducts', 'product');
  const gateways = JSON.parse(String(d['gateways'] ?? '[]')) as { gateway: string; mode: string }[];
  const parts = JSON.parse(String(d['sports_split'] ?? '[]')) as Part[];
  const instances = JSON.parse(String(d['instances'] ?? '[]')) as { instance: string; runs_jobs: boolean }[];
  if (d['day'] === undefined) {
    return <p>{t('common.loading')}</p>;
  }
  return (
    <>
      <section className={card} data-testid="dashboard">
        <h2>{t('dash.today', { day: String(d['day']) })}</h2>
        <table className={table}>
          <thead>
            <tr>
              <th>{t('dash.product')}</th>
              <th>{t('dash.stakes')}</th>
              <th>{t('dash.wins')}</th>
              <th>{t('dash.ggr')}</th>
              <th>{t('dash.margin')}</th>
            </tr>
          </thead>
          <tbody>
            {products.map((id) => (
              <ProductLine key={id} id={id} parts={id === 'sports' ? parts : []} />
            ))}
            {products.length === 0 && (
              <tr>
                <td colSpan={5}>{t('dash.noBets')}</td>
              </tr>
            )}
          </tbody>
        </table>
        <dl className={facts}>
          <dt>{t('dash.deposits')}</dt>
          <dd data-testid="dash-deposits">{etb(d['deposits'])} ETB</dd>
          <dt>{t('dash.withdrawals')}</dt>
          <dd>{etb(d['withdrawals'])} ETB</dd>
          <dt>{t('dash.openTickets')}</dt>
          <dd>{String(d['open_tickets'] ?? 0)}</dd>
          <dt>{t('dash.liability')}</dt>
          <dd>{etb(d['open_liability'])} ETB</dd>
          <dt>{t('dash.players')}</dt>
          <dd>{String(d['active_players'] ?? 0)}</dd>
          <dt>{t('dash.approvals')}</dt>
          <dd>{String(d['pending_approvals'] ?? 0)}</dd>
        </dl>
      </section>
      <section className={card} data-testid="health">
        <h2>{t('dash.health')}</h2>
        <dl className={facts}>
          <dt>{t('dash.instances')}</dt>
          <dd data-testid="dash-instances" title={instances.map((i) => i.instance + (i.runs_jobs ? ' ★' : '')).join(', ')}>
            {instances.length}
          </dd>
          <dt>{t('dash.database')}</dt>
          <dd>{d['database_up'] === true ? t('dash.up', { ms: String(d['database_ms'] ?? '') }) : t('dash.down')}</dd>
          <dt>{t('dash.sockets')}</dt>
          <dd>{String(d['sockets'] ?? 0)}</dd>
          <dt>{t('dash.jobs')}</dt>
          <dd>{d['runs_jobs'] === true ? t('dash.jobsHere') : t('dash.jobsElsewhere')}</dd>
          {gateways.map((g) => (
            <GatewayFact key={g.gateway} gateway={g.gateway} mode={g.mode} />
          ))}
          <dt>{t('dash.updated')}</dt>
          <dd>{new Date(String(d['at'])).toLocaleTimeString()}</dd>
        </dl>
      </section>
    </>
  );
}

function GatewayFact({ gateway, mode }: { gateway: string; mode: string }) {
  const { t } = useI18n();
  return (
    <>
      <dt>{gateway === 'santimpay' ? 'SantimPay' : 'ArifPay'}</dt>
      <dd>{mode === 'live' ? t('dash.live') : t('dash.simulator')}</dd>
    </>
  );
}

/** The sports row's prematch or live part (the server's sports_split). */
interface Part {
  part: 'prematch' | 'live';
  stakes: number;
  wins: number;
  ggr: number;
  margin: number | null;
}

function ProductLine({ id, parts }: { id: string; parts: Part[] }) {
  const { t } = useI18n();
  const p = useRow('dashboardProducts', id);
  return (
    <>
      <tr data-testid={`dash-product-${id}`}>
        <td>{t(PRODUCT_LABEL[id] ?? 'dash.p.other')}</td>
        <td>{etb(p['stakes'])}</td>
        <td>{etb(p['wins'])}</td>
        <td>{etb(p['ggr'])}</td>
        <td>{percent(p['margin'])}</td>
      </tr>
      {parts.map((part) => (
        <tr key={part.part} data-testid={`dash-product-${id}-${part.part}`}>
          <td>↳ {t(part.part === 'live' ? 'dash.p.live' : 'dash.p.prematch')}</td>
          <td>{etb(part.stakes)}</td>
          <td>{etb(part.wins)}</td>
          <td>{etb(part.ggr)}</td>
          <td>{percent(part.margin)}</td>
        </tr>
      ))}
    </>
  );
}
