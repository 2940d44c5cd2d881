// The content desk's sections (issue 33 "Content"): Banners | Promotions | Popup | Points, one at a time, the one shown
// kept in the search params (?tab=), so a link or a reload opens the same section and Back returns to the last one.
import { Link } from '@tanstack/react-router';
import { useI18n } from '../i18n.tsx';
import { button, tabs } from '../styles.ts';

export const CONTENT_TABS = ['banners', 'promotions', 'popup', 'points'] as const;
export type ContentTab = (typeof CONTENT_TABS)[number];

/** The content screen's search params: a known section, else none (the banners). */
export function contentSearch(search: Record<string, unknown>): { tab?: ContentTab } {
  const tab = CONTENT_TABS.find((known) => known === search['tab']);
  return tab === undefined || tab === 'banners' ? {} : { tab };
}

export function ContentTabs({ tab }: { tab: ContentTab }) {
  const { t } = useI18n();
  return (
    <div className={tabs} role="tablist" aria-label={t('content.heading')}>
      {CONTENT_TABS.map((name) => (
        // The players' router types every Link of this codebase; the back office's own paths go as plain text.
        <Link
          key={name}
          role="tab"
          aria-selected={name === tab}
          data-testid={`content-tab-${name}`}
          className={button}
          data-kind={name === tab ? undefined : 'secondary'}
          style={{ textDecoration: 'none' }}
          to={'/content' as string}
          search={(name === 'banners' ? {} : { tab: name }) as never}
        >
          {t(`content.tab.${name}`)}
        </Link>
      ))}
    </div>
  );
}
