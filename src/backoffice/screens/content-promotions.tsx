// The content desk's promotions (issue 33 "Content"): every promotion of the merchant, grouped as players meet them —
// active now, scheduled (starting later), ended (past their end), retired (kept, never listed) — each group in the
// players' order (order, then the server's), with its type, window, order, whether the popup may show it and the
// languages it speaks. A title opens its editor (ContentPromotion.tsx); "New promotion" opens an empty one.
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { PROMOTION_STATUSES, type PromotionStatus, promotionStatus } from '../../../sync/backoffice/store-promotions.ts';
import { useCommand, useRead, useRow, useTable } from '../data.tsx';
import { useI18n } from '../i18n.tsx';
import { alert, button, card, scroller, stacked, table } from '../styles.ts';
import { when } from './payment-parts.tsx';
import { PROMO_LANGUAGES } from './promotion-draft.ts';

export const promotionPath = (id: string): string => `/content/promotions/${encodeURIComponent(id)}`;

export function PromotionsSection() {
  const { t, say } = useI18n();
  useRead({ type: 'LoadPromotions' });
  const load = useCommand('LoadPromotions');
  const rows = useTable('promotions');
  // Grouped at the time the list is drawn: a promotion moves group when its window opens or closes and the list redraws.
  const groups = useMemo(() => {
    const now = Date.now();
    const byStatus = new Map<PromotionStatus, string[]>(PROMOTION_STATUSES.map((s) => [s, []]));
    const ordered = Object.entries(rows).sort(
      ([, a], [, b]) => Number(a['order'] ?? 0) - Number(b['order'] ?? 0) || Number(a['rank'] ?? 0) - Number(b['rank'] ?? 0),
    );
    for (const [id, row] of ordered) {
      byStatus.get(promotionStatus(row, now))?.push(id);
    }
    return byStatus;
  }, [rows]);
  return (
    <>
      <p>{t('promos.intro')}</p>
      {load.state === 'failed' && (
        <p className={alert} role="alert">
          {t('common.refreshFailed', { message: say(load.message) })}
        </p>
      )}
      <p>
        <Link to={promotionPath('new') as string} className={button} style={{ textDecoration: 'none' }} data-testid="promotion-new">
          {t('promos.new')}
        </Link>
      </p>
      {PROMOTION_STATUSES.map((status) => (
        <section key={status} className={`${card} ${scroller}`} data-testid={`promotions-${status}`}>
          <h2 style={{ fontSize: 16, marginTop: 0 }}>{t(`promos.group.${status}`)}</h2>
          {(groups.get(status) ?? []).length === 0 ? (
            <p>{load.state === 'busy' ? t('common.loading') : t('promos.none')}</p>
          ) : (
            <table className={`${table} ${stacked}`}>
              <thead>
                <tr>
                  <th>{t('promos.col.title')}</th>
                  <th>{t('promos.col.type')}</th>
                  <th>{t('promos.col.window')}</th>
                  <th data-num>{t('promos.col.order')}</th>
                  <th>{t('promos.col.popup')}</th>
                  <th>{t('promos.col.languages')}</th>
                </tr>
              </thead>
              <tbody>
                {(groups.get(status) ?? []).map((id) => (
                  <PromotionLine key={id} id={id} />
                ))}
              </tbody>
            </table>
          )}
        </section>
      ))}
    </>
  );
}

function PromotionLine({ id }: { id: string }) {
  const { t } = useI18n();
  const p = useRow('promotions', id);
  let translated: string[] = [];
  try {
    translated = Object.keys(JSON.parse(String(p['translations'] ?? '{}')) as object);
  } catch {
    translated = [];
  }
  const languages = PROMO_LANGUAGES.filter((l) => l === 'en' || translated.includes(l));
  const [start, end] = [p['starts_at'], p['ends_at']];
  const window =
    start === undefined && end === undefined
      ? t('promos.always')
      : [start === undefined ? '' : t('promos.from', { start: when(start) }), end === undefined ? '' : t('promos.until', { end: when(end) })]
          .filter(Boolean)
          .join(' ');
  return (
    <tr data-testid={`promotion-${id}`}>
      <td data-label={t('promos.col.title')}>
        <Link to={promotionPath(id) as string} data-testid="promotion-edit">
          {String(p['title'] ?? id)}
        </Link>
      </td>
      <td data-label={t('promos.col.type')}>
        <code>{String(p['type'] ?? '')}</code>
      </td>
      <td data-label={t('promos.col.window')}>{window}</td>
      <td data-label={t('promos.col.order')} data-num>
        {String(p['order'] ?? 0)}
      </td>
      <td data-label={t('promos.col.popup')}>{p['in_popup'] === false ? t('promos.notInPopup') : t('promos.inPopup')}</td>
      <td data-label={t('promos.col.languages')}>{languages.map((l) => l.toUpperCase()).join(' · ')}</td>
    </tr>
  );
}
