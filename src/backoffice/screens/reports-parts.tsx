// The reports screen's figures (issue 33): the range's totals as cards, then tables of its days, products by channel,
// payments by flow and method and responsible-gaming actions, each read from its store slice in the server's order.
// Amounts are ETB with two decimals as on the other screens; margin is a percentage of stakes; a figure the server
// has not (no margin without stakes, no active players for anonymous shop tickets) shows as "—". Tables stack on a phone.
import { css } from '@linaria/core';
import { REPORT_INDEX } from '../../../sync/backoffice/store-reports.ts';
import { useRow, useSliceRowIds } from '../data.tsx';
import { type Translate, useI18n } from '../i18n.tsx';
import { EN, type MessageKey } from '../i18n-en.ts';
import { card, scroller, stacked, table } from '../styles.ts';
import { etb } from './payment-parts.tsx';

type Kind = 'etb' | 'count' | 'percent';
type Figure = readonly [cell: string, label: MessageKey, kind: Kind];

/** A ticket's money figures (days, products) and a day's figures besides them, in the order the screen shows them. */
const MONEY: readonly Figure[] = [
  ['stakes', 'reports.stakes', 'etb'],
  ['payouts', 'reports.payouts', 'etb'],
  ['ggr', 'reports.ggr', 'etb'],
  ['margin', 'reports.margin', 'percent'],
  ['vat', 'reports.vat', 'etb'],
  ['income_tax', 'reports.incomeTax', 'etb'],
  ['bonus', 'reports.bonus', 'etb'],
  ['tickets', 'reports.tickets', 'count'],
];
const DAY: readonly Figure[] = [
  ...MONEY,
  ['active_players', 'reports.activePlayers', 'count'],
  ['new_players', 'reports.newPlayers', 'count'],
  ['deposits', 'reports.deposits', 'etb'],
  ['withdrawals', 'reports.withdrawals', 'etb'],
];

const show = (kind: Kind, value: unknown): string => {
  if (value === undefined || value === null) {
    return '—';
  }
  return kind === 'etb' ? etb(value) : kind === 'percent' ? `${Number(value).toFixed(2)} %` : Number(value).toLocaleString('en-US');
};

/** The word for a server value (`reports.p.casino`, …), or the value itself when this page has none. */
const word = (t: Translate, prefix: string, value: unknown): string => {
  const key = `${prefix}.${String(value ?? '')}`;
  return key in EN ? t(key as MessageKey) : String(value ?? '');
};

const cards = css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  gap: 8px;
  margin: 0 0 16px;
  div {
    background: var(--bo-surface);
    border: 1px solid var(--bo-border);
    border-radius: 10px;
    padding: 10px 12px;
  }
  dt {
    color: var(--bo-muted);
    font-size: 12px;
  }
  dd {
    margin: 0;
    font-size: 18px;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  }
`;

/** Many figure columns: their names wrap rather than push the table wider; a row's leading cell (a day) keeps one line. */
const figureTable = css`
  thead th[data-num] {
    white-space: normal;
  }
  tbody td:first-child {
    white-space: nowrap;
  }
`;

export function TotalsCards({ report }: { report: string }) {
  const { t } = useI18n();
  const totals = useRow('reports', report);
  return (
    <dl className={cards} data-testid="report-totals">
      {DAY.map(([cell, label, kind]) => (
        <div key={cell} data-testid={`report-total-${cell}`}>
          <dt>{t(label)}</dt>
          <dd>{show(kind, totals[cell])}</dd>
        </div>
      ))}
    </dl>
  );
}

interface SectionProps {
  title: MessageKey;
  slice: keyof typeof REPORT_INDEX;
  report: string;
  /** The leading columns' names, and their texts from a row. */
  lead: MessageKey[];
  cells: (row: Record<string, unknown>, t: Translate) => string[];
  figures: readonly Figure[];
}

/** One of the report's slices as a table: its leading columns, then figures. */
function Section({ title, slice, report, lead, cells, figures }: SectionProps) {
  const { t } = useI18n();
  const ids = useSliceRowIds(REPORT_INDEX[slice], report);
  return (
    <section className={`${card} ${scroller}`} data-testid={slice}>
      <h2 style={{ fontSize: 16, marginTop: 0 }}>{t(title)}</h2>
      {ids.length === 0 ? (
        <p>{t('reports.none')}</p>
      ) : (
        <table className={`${table} ${stacked} ${figureTable}`}>
          <thead>
            <tr>
              {lead.map((label) => (
                <th key={label}>{t(label)}</th>
              ))}
              {figures.map(([cell, label]) => (
                <th key={cell} data-num>
                  {t(label)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {ids.map((id) => (
              <Line key={id} slice={slice} id={id} lead={lead} cells={cells} figures={figures} />
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

function Line({ slice, id, lead, cells, figures }: Omit<SectionProps, 'title' | 'report'> & { id: string }) {
  const { t } = useI18n();
  const r = useRow(slice, id);
  const texts = cells(r, t);
  return (
    <tr data-testid={`${slice}-line`}>
      {lead.map((label, i) => (
        <td key={label} data-label={t(label)}>
          {texts[i]}
        </td>
      ))}
      {figures.map(([cell, label, kind]) => (
        <td key={cell} data-label={t(label)} data-num data-cell={cell}>
          {show(kind, r[cell])}
        </td>
      ))}
    </tr>
  );
}

export const DaysTable = ({ report }: { report: string }) => (
  <Section title="reports.byDay" slice="reportDays" report={report} lead={['reports.day']} cells={(r) => [String(r['day'] ?? '')]} figures={DAY} />
);

export const ProductsTable = ({ report }: { report: string }) => (
  <Section
    title="reports.byProduct"
    slice="reportProducts"
    report={report}
    lead={['reports.product', 'reports.channel']}
    cells={(r, t) => [word(t, 'reports.p', r['product']), word(t, 'reports.c', r['channel'])]}
    figures={MONEY}
  />
);

const COUNT: Figure = ['count', 'reports.count', 'count'];

export const PaymentsTable = ({ report }: { report: string }) => (
  <Section
    title="reports.payments"
    slice="reportPayments"
    report={report}
    lead={['reports.flow', 'reports.method']}
    cells={(r, t) => [word(t, 'payments.flow', r['flow']), String(r['method'] ?? '')]}
    figures={[COUNT, ['amount', 'reports.amount', 'etb']]}
  />
);

export const RgTable = ({ report }: { report: string }) => (
  <Section
    title="reports.rg"
    slice="reportRg"
    report={report}
    lead={['reports.action']}
    cells={(r, t) => [word(t, 'reports.rg', r['action'])]}
    figures={[COUNT]}
  />
);
