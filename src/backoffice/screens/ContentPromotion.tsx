// One promotion on the content desk (issue 33 "Content"; /content/promotions/$id, 'new' for a new one): its type,
// image and link, window, order, whether players see it and whether the popup may show it, and its words in English,
// Amharic, Afan Oromo and Tigrinya (promotion-draft.ts says what is sent). Save creates or changes it; Retire takes it
// off the players' lists (kept), Restore brings it back. A refusal shows the server's text and the form keeps what was
// typed; the form starts again whenever the server's promotion changes (saved, retired, restored, read again).
import { Link, useNavigate, useParams } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { promotionStatus } from '../../../sync/backoffice/store-promotions.ts';
import { useCommand, useEngine, useRead, useRow, useValue } from '../data.tsx';
import { useI18n } from '../i18n.tsx';
import { alert, button, card, form, header, row } from '../styles.ts';
import { promotionPath } from './content-promotions.tsx';
import { PROMO_LANGUAGES, type PromotionDraft, promotionChangeOf, promotionDraftOf } from './promotion-draft.ts';
import { PromoMainFields, PromoWordsFieldset, promoWordsGrid } from './promotion-fields.tsx';

const NEW = 'new';

export function ContentPromotionScreen() {
  const { t, say } = useI18n();
  const { promotionId = '' } = useParams({ strict: false }) as { promotionId?: string };
  useRead({ type: 'LoadPromotions' });
  const promotion = useRow('promotions', promotionId);
  const load = useCommand('LoadPromotions');
  const back = (
    <Link to={'/content' as string} search={{ tab: 'promotions' } as never} data-testid="promotion-back">
      {t('promo.back')}
    </Link>
  );
  if (promotionId === NEW) {
    return <PromotionEditor key={NEW} id={null} promotion={null} back={back} />;
  }
  if (promotion['id'] === undefined) {
    return (
      <>
        {back}
        <p className={load.state === 'failed' ? alert : undefined} role={load.state === 'failed' ? 'alert' : undefined}>
          {load.state === 'failed' ? say(load.message) : load.state === 'done' ? t('promo.notFound') : t('common.loading')}
        </p>
      </>
    );
  }
  return <PromotionEditor key={promotionId} id={promotionId} promotion={promotion} back={back} />;
}

function PromotionEditor({ id, promotion, back }: { id: string | null; promotion: Record<string, unknown> | null; back: React.ReactNode }) {
  const { t, say } = useI18n();
  const engine = useEngine();
  const navigate = useNavigate();
  const save = useCommand('SavePromotion');
  const retire = useCommand('RetirePromotion');
  const created = useValue('createdPromotion') as string | undefined;
  const server = promotionDraftOf(promotion);
  const serverKey = JSON.stringify(server);
  const [draft, setDraft] = useState<PromotionDraft>(server);
  const [shown, setShown] = useState(serverKey);
  const [asked, setAsked] = useState<'save' | 'retire' | 'restore' | null>(null);
  /** The last promotion created before this form asked (null: not asked): a newer one is this form's. */
  const [before, setBefore] = useState<string | null>(null);
  if (shown !== serverKey) {
    // The server's promotion changed (saved, retired, read again): the form shows it as it now is.
    setShown(serverKey);
    setDraft(server);
  }
  useEffect(() => {
    if (id === null && before !== null && created !== undefined && created !== before) {
      void navigate({ to: promotionPath(created) as string });
    }
  }, [id, before, created, navigate]);
  const command = asked === 'retire' ? retire : asked === null ? null : save;
  // A change after a save or a refusal takes its message away: it spoke of the form as it was.
  const set = (change: Partial<PromotionDraft>) => {
    setAsked(null);
    setDraft((d) => ({ ...d, ...change }));
  };
  const retired = promotion !== null && promotion['active'] === false;
  const status = promotion === null ? null : promotionStatus(promotion, Date.now());
  return (
    <>
      {back}
      <div className={header}>
        <h1>{id === null ? t('promo.titleNew') : t('promo.titleEdit', { title: String(promotion?.['title'] ?? '') })}</h1>
        {status !== null && <span data-testid="promotion-status">{t(`promos.status.${status}`)}</span>}
      </div>
      {command?.state === 'failed' && (
        <p className={alert} role="alert">
          {say(command.message)}
        </p>
      )}
      {asked !== null && command?.state === 'done' && (
        <p className={alert} data-kind="ok" role="status">
          {t('promo.saved')}
        </p>
      )}
      {retired && (
        <p className={alert} data-kind="info">
          {t('promo.retiredNote')}
        </p>
      )}
      <form
        className={`${form} ${card}`}
        data-testid="promotion-form"
        onSubmit={(event) => {
          event.preventDefault();
          setAsked('save');
          setBefore(created ?? '');
          engine.dispatch({ type: 'SavePromotion', id, change: promotionChangeOf(draft, id === null) });
        }}
      >
        <PromoMainFields draft={draft} set={set} />
        <div className={promoWordsGrid}>
          {PROMO_LANGUAGES.map((lang) => (
            <PromoWordsFieldset key={lang} lang={lang} words={draft.words[lang]} onChange={(w) => set({ words: { ...draft.words, [lang]: w } })} />
          ))}
        </div>
        <div className={row}>
          <button type="submit" className={button} disabled={save.state === 'busy'}>
            {id === null ? t('promo.create') : t('banner.save')}
          </button>
          {id !== null && !retired && (
            <button
              type="button"
              className={button}
              data-kind="danger"
              disabled={retire.state === 'busy'}
              onClick={() => {
                setAsked('retire');
                engine.dispatch({ type: 'RetirePromotion', id });
              }}
            >
              {t('banner.retire')}
            </button>
          )}
          {id !== null && retired && (
            <button
              type="button"
              className={button}
              data-kind="secondary"
              disabled={save.state === 'busy'}
              onClick={() => {
                setAsked('restore');
                engine.dispatch({ type: 'SavePromotion', id, change: { active: true } });
              }}
            >
              {t('promo.restore')}
            </button>
          )}
        </div>
      </form>
    </>
  );
}
