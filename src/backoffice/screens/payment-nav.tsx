// The payments desk's own navigation (issue 33): the payment list, reconciliation and the methods and limits are one
// desk with three views, each at its own address (/payments, /payments/reconciliation, /payments/settings) so a
// view can be linked to and reloaded. Every view needs payments.view, as the desk does; what changes a setting
// checks payments.settings where it is offered.
import { Link } from '@tanstack/react-router';
import { css } from '@linaria/core';
import { useI18n } from '../i18n.tsx';
import type { MessageKey } from '../i18n-en.ts';
import { button } from '../styles.ts';

const VIEWS = [
  ['list', '/payments', 'payments.view.list'],
  ['reconciliation', '/payments/reconciliation', 'payments.view.reconciliation'],
  ['settings', '/payments/settings', 'payments.view.settings'],
] as const;

export type PaymentsView = (typeof VIEWS)[number][0];

const bar = css`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  margin-bottom: 12px;
  a {
    text-decoration: none;
  }
  a[aria-current='page'] {
    background: var(--bo-accent);
    color: #fff;
  }
`;

export function PaymentsNav({ current }: { current: PaymentsView }) {
  const { t } = useI18n();
  return (
    <nav className={bar} aria-label={t('payments.title')}>
      {VIEWS.map(([view, to, label]) => (
        // The players' router types every Link of this codebase; the back office's own paths go as plain text.
        // The router marks a link under /payments as current on its own: this view alone is (exact), the rest are not.
        <Link
          key={view}
          to={to as string}
          activeOptions={{ exact: true }}
          className={button}
          data-kind="secondary"
          aria-current={view === current ? 'page' : undefined}
        >
          {t(label as MessageKey)}
        </Link>
      ))}
    </nav>
  );
}
