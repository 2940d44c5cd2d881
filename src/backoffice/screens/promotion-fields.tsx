// A promotion editor's fields (issue 33 "Content"): one language's words (title, short description, full text, within
// the server's limits: 200, 1000, 10,000 characters), and the promotion's own fields (type, addresses, window, order,
// listed, in the popup). Controlled: the editor (ContentPromotion.tsx) holds the draft.
import { css } from '@linaria/core';
import { PROMOTION_TYPES } from '../../../schema/promotion.ts';
import { useI18n } from '../i18n.tsx';
import { row } from '../styles.ts';
import { htmlLang } from './content-words.tsx';
import type { PromoLanguage, PromotionDraft, PromoWords } from './promotion-draft.ts';

const check = { display: 'flex', gap: 6, alignItems: 'center' } as const;

/** The four languages two by two on a wide screen, one under the other on a phone. */
export const promoWordsGrid = css`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 12px;
  fieldset {
    display: grid;
    gap: 8px;
    min-width: 0;
  }
  @media (max-width: 800px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export function PromoWordsFieldset({ lang, words, onChange }: { lang: PromoLanguage; words: PromoWords; onChange: (w: PromoWords) => void }) {
  const { t } = useI18n();
  const set = (change: Partial<PromoWords>) => onChange({ ...words, ...change });
  return (
    <fieldset
      lang={htmlLang(lang)}
      data-testid={`promo-words-${lang}`}
      style={{ border: '1px solid var(--bo-border)', borderRadius: 6, padding: 12 }}
    >
      <legend>{t(`banner.lang.${lang}`)}</legend>
      <label>
        {t('promo.fieldTitle')}
        <input name={`${lang}.title`} value={words.title} onChange={(e) => set({ title: e.target.value })} maxLength={200} required={lang === 'en'} />
      </label>
      <label>
        {t('promo.fieldDescription')}
        <input name={`${lang}.description`} value={words.description} onChange={(e) => set({ description: e.target.value })} maxLength={1000} />
      </label>
      <label>
        {t('promo.fieldBody')}
        <textarea name={`${lang}.body`} rows={3} value={words.body} onChange={(e) => set({ body: e.target.value })} maxLength={10_000} />
      </label>
      {words.title.trim() === '' && <small>{lang === 'en' ? t('promo.enRequired') : t('banner.noTitle')}</small>}
    </fieldset>
  );
}

export function PromoMainFields({ draft, set }: { draft: PromotionDraft; set: (change: Partial<PromotionDraft>) => void }) {
  const { t } = useI18n();
  return (
    <>
      <div className={row} style={{ alignItems: 'end' }}>
        <label style={{ flex: '1 1 200px' }}>
          {t('promo.type')}
          <input
            name="type"
            list="promotion-types"
            value={draft.type}
            onChange={(e) => set({ type: e.target.value.toUpperCase() })}
            required
            maxLength={64}
          />
          <datalist id="promotion-types">
            {PROMOTION_TYPES.filter((known) => known !== 'POINTS_BETTING').map((known) => (
              <option key={known} value={known} />
            ))}
          </datalist>
        </label>
        <label style={{ flex: '0 1 140px' }}>
          {t('promo.order')}
          <input name="order" type="number" min={0} max={1_000_000} step={1} value={draft.order} onChange={(e) => set({ order: e.target.value })} />
        </label>
      </div>
      <label>
        {t('promo.imageUrl')}
        <input name="image_url" value={draft.image_url} onChange={(e) => set({ image_url: e.target.value })} maxLength={2000} />
      </label>
      <label>
        {t('promo.clickUrl')}
        <input name="click_url" value={draft.click_url} onChange={(e) => set({ click_url: e.target.value })} maxLength={2000} />
      </label>
      <div className={row} style={{ alignItems: 'end' }}>
        <label style={{ flex: '1 1 220px' }}>
          {t('promo.starts')}
          <input name="starts_at" type="datetime-local" value={draft.starts_at} onChange={(e) => set({ starts_at: e.target.value })} />
        </label>
        <label style={{ flex: '1 1 220px' }}>
          {t('promo.ends')}
          <input name="ends_at" type="datetime-local" value={draft.ends_at} onChange={(e) => set({ ends_at: e.target.value })} />
        </label>
      </div>
      <div className={row}>
        <label style={check}>
          <input type="checkbox" name="active" checked={draft.active} onChange={(e) => set({ active: e.target.checked })} />
          {t('promo.active')}
        </label>
        <label style={check}>
          <input type="checkbox" name="in_popup" checked={draft.in_popup} onChange={(e) => set({ in_popup: e.target.checked })} />
          {t('promo.inPopup')}
        </label>
      </div>
    </>
  );
}
