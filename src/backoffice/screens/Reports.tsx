// The reports screen (issue 33; finance, admin and marketing: reports.view): the book's figures over a range of
// business days (East Africa Time), by default the 7 ending today, narrowed to a product, channel or merchant. The
// filter lives in the page's search params (a link or a reload shows the same report; back goes to the last one).
// Totals, the days, products by channel, payments by flow and method and responsible-gaming actions come from one
// LoadReport read, each query its own report in the store (store-reports.ts); the CSV of the same query is a plain
// link (the session cookie rides along, the browser saves the file). A refusal shows the server's own text (503
// REPORTS_CATCHING_UP while the roll-up drains a backlog); a failed refresh keeps the figures shown.
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { REPORT_CHANNELS, REPORT_PRODUCTS, ReportCsv } from '../../../schema/endpoints/backoffice-reports.ts';
import type { ReportFilter } from '../../../sync/backoffice/events.ts';
import { reportFilter, reportKey } from '../../../sync/backoffice/store-reports.ts';
import { urlOf } from '../../../sync/backoffice/urls.ts';
import { useCommand, useEngine, useRead, useRow } from '../data.tsx';
import { useI18n } from '../i18n.tsx';
import type { MessageKey } from '../i18n-en.ts';
import { alert, button, card, form, header, row } from '../styles.ts';
import { DaysTable, PaymentsTable, ProductsTable, RgTable, TotalsCards } from './reports-parts.tsx';

export function ReportsScreen() {
  const { t, say } = useI18n();
  const engine = useEngine();
  const navigate = useNavigate();
  const filter = reportFilter(useSearch({ strict: false }) as Record<string, unknown>, Date.now());
  useRead({ type: 'LoadReport', filter });
  const key = reportKey(filter);
  const report = useRow('reports', key);
  const load = useCommand('LoadReport');
  const shown = report['to'] !== undefined;
  const merchants = JSON.parse(String(report['merchants'] ?? '[]')) as string[];
  const show = (next: ReportFilter): void => {
    if (reportKey(next) === key) {
      engine.refresh({ type: 'LoadReport', filter });
    } else {
      void navigate({ to: '/reports' as string, search: next as never });
    }
  };
  const { from, to, product, channel, merchant } = filter;
  return (
    <>
      <div className={header}>
        <h1>{t('reports.title')}</h1>
        <a className={button} data-kind="secondary" href={urlOf(ReportCsv, { query: { from, to, product, channel, merchant } })} download>
          {t('reports.csv')}
        </a>
      </div>
      <ReportForm key={key} filter={filter} merchants={merchants} busy={load.state === 'busy'} onShow={show} />
      {load.state === 'failed' && (
        <p className={alert} role="alert" data-testid="report-failed">
          {shown ? t('common.refreshFailed', { message: say(load.message) }) : say(load.message)}
        </p>
      )}
      {shown ? (
        <>
          <p className={alert} data-kind="info" data-testid="report-rolled">
            {t('reports.rolled', { day: String(report['rolled_through'] ?? '') })}
          </p>
          <TotalsCards report={key} />
          <DaysTable report={key} />
          <ProductsTable report={key} />
          <PaymentsTable report={key} />
          <RgTable report={key} />
        </>
      ) : (
        load.state !== 'failed' && <p>{t('common.loading')}</p>
      )}
    </>
  );
}

interface FormProps {
  filter: ReportFilter;
  merchants: string[];
  busy: boolean;
  onShow: (filter: ReportFilter) => void;
}

/** The query being edited; it starts from the one shown (the screen remounts it when the shown query changes). */
function ReportForm({ filter, merchants, busy, onShow }: FormProps) {
  const { t } = useI18n();
  const [from, setFrom] = useState(filter.from);
  const [to, setTo] = useState(filter.to);
  const [product, setProduct] = useState<string>(filter.product ?? '');
  const [channel, setChannel] = useState<string>(filter.channel ?? '');
  const [merchant, setMerchant] = useState(filter.merchant ?? '');
  const choices = filter.merchant === undefined || merchants.includes(filter.merchant) ? merchants : [filter.merchant, ...merchants];
  return (
    <form
      className={`${form} ${card}`}
      onSubmit={(event) => {
        event.preventDefault();
        onShow({
          from,
          to,
          ...(product === '' ? {} : { product: product as ReportFilter['product'] }),
          ...(channel === '' ? {} : { channel: channel as ReportFilter['channel'] }),
          ...(merchant === '' ? {} : { merchant }),
        });
      }}
    >
      <div className={row} style={{ alignItems: 'end' }}>
        <label>
          {t('reports.from')}
          <input type="date" name="from" required value={from} max={to} onChange={(e) => setFrom(e.target.value)} />
        </label>
        <label>
          {t('reports.to')}
          <input type="date" name="to" required value={to} min={from} onChange={(e) => setTo(e.target.value)} />
        </label>
        <Choice name="product" label="reports.product" value={product} set={setProduct} options={REPORT_PRODUCTS} word="reports.p" />
        <Choice name="channel" label="reports.channel" value={channel} set={setChannel} options={REPORT_CHANNELS} word="reports.c" />
        <Choice name="merchant" label="reports.merchant" value={merchant} set={setMerchant} options={choices} />
        <button type="submit" className={button} disabled={busy}>
          {t('reports.show')}
        </button>
      </div>
    </form>
  );
}

interface ChoiceProps {
  name: string;
  label: MessageKey;
  value: string;
  set: (value: string) => void;
  options: readonly string[];
  /** The words' key prefix (`reports.p` → `reports.p.sports`); none: the values show as they are. */
  word?: string;
}

function Choice({ name, label, value, set, options, word }: ChoiceProps) {
  const { t } = useI18n();
  return (
    <label>
      {t(label)}
      <select name={name} value={value} onChange={(e) => set(e.target.value)}>
        <option value="">{t('reports.all')}</option>
        {options.map((o) => (
          <option key={o} value={o}>
            {word === undefined ? o : t(`${word}.${o}` as MessageKey)}
          </option>
        ))}
      </select>
    </label>
  );
}
