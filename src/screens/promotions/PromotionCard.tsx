// One promotion: its type badge, title and description; the list's card opens the detail, the detail shows the image,
// the whole text, until when it runs and a 'Take part' button to its link (a site path through the router, an https
// address as an ordinary link).
import type { ReactNode } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { isSameOriginPath } from '../../../domain/safe-url.ts';
import { useT } from '../../i18n/I18nProvider.tsx';
import { formatDay } from '../../i18n/calendar.ts';
import { useValue } from '../../data/hooks.ts';
import type { Language } from '../../../schema/language.ts';
import { typeLabel, type PromotionView } from './promotion-view.ts';
import { Button, Card } from './promotions-style.ts';

/** Follows a promotion's link: a site path with the router, anything else (https) as the browser would. */
export function useFollow(): (link: string) => void {
  const navigate = useNavigate();
  return (link) => {
    if (isSameOriginPath(link)) {
      void navigate({ href: link });
    } else {
      window.location.assign(link);
    }
  };
}

export function PromotionCard({ p, detail, children }: { p: PromotionView; detail?: boolean; children?: ReactNode }) {
  const t = useT();
  const language = (useValue('language') ?? 'en') as Language;
  const follow = useFollow();
  return (
    <Card data-testid={detail ? 'promotion-detail' : 'promotion-card'} data-type={p.type} data-id={p.id}>
      <span className="badge">{typeLabel(t, p.type)}</span>
      {detail && p.image ? <img src={p.image} alt="" /> : null}
      <h2>{p.title}</h2>
      <p>{p.description}</p>
      {detail && p.body ? <p className="body">{p.body}</p> : null}
      {detail && p.endsAt > 0 ? <p className="when">{t('promotions.until', { date: formatDay(p.endsAt, language) })}</p> : null}
      <div className="actions">
        {children}
        {detail && p.link ? (
          <Button type="button" data-primary="" data-testid="promotion-take-part" onClick={() => follow(p.link)}>
            {t('promotions.takePart')}
          </Button>
        ) : null}
      </div>
    </Card>
  );
}
