// One banner on the content desk (marketing, content.manage): its artwork, link, order and whether players see it,
// and its words in English, Amharic, Afan Oromo and Tigrinya, beside a live preview of the players' phone and desktop
// homes in a chosen language, drawn from the form as it is typed. Save sends the whole form (the words replace the
// banner's words; a language without a title is left out) and the list is read back; Retire takes it off the homes.
// The form starts from the store's row and starts again whenever the server's banner changes (saved, retired).
import { Link, useParams } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import { useCommand, useEngine, useRead, useRow } from '../data.tsx';
import { useI18n } from '../i18n.tsx';
import { alert, button, card, form, header, row } from '../styles.ts';
import { DesktopPreview, PhonePreview } from './content-preview.tsx';
import {
  type BannerDraft,
  type BannerLanguage,
  changeOf,
  draftOf,
  htmlLang,
  LANGUAGES,
  shownWords,
  WordsFieldset,
  wordsOf,
} from './content-words.tsx';
import { editorGrid, previewPane, wordsGrid } from './content-parts.tsx';

export function ContentBannerScreen() {
  const { t, say } = useI18n();
  const { bannerId = '' } = useParams({ strict: false }) as { bannerId?: string };
  useRead({ type: 'LoadBanners' });
  const banner = useRow('banners', bannerId);
  const load = useCommand('LoadBanners');
  const back = (
    <Link to={'/content' as string} data-testid="content-back">
      {t('banner.back')}
    </Link>
  );
  if (banner['id'] === undefined) {
    return (
      <>
        {back}
        <p className={load.state === 'failed' ? alert : undefined} role={load.state === 'failed' ? 'alert' : undefined}>
          {load.state === 'failed' ? say(load.message) : load.state === 'done' ? t('banner.notFound') : t('common.loading')}
        </p>
      </>
    );
  }
  return <BannerEditor key={bannerId} id={bannerId} banner={banner} back={back} />;
}

function BannerEditor({ id, banner, back }: { id: string; banner: Record<string, unknown>; back: ReactNode }) {
  const { t, language, say } = useI18n();
  const engine = useEngine();
  const save = useCommand('SaveBanner');
  const retire = useCommand('RetireBanner');
  const server = draftOf(banner);
  const serverKey = JSON.stringify(server);
  const [draft, setDraft] = useState<BannerDraft>(server);
  const [shown, setShown] = useState(serverKey);
  const [asked, setAsked] = useState<'save' | 'retire' | null>(null);
  const [previewLang, setPreviewLang] = useState<BannerLanguage>(language);
  if (shown !== serverKey) {
    // The server's banner changed (saved, retired, read again): the form shows it as it now is.
    setShown(serverKey);
    setDraft(server);
  }
  const command = asked === 'save' ? save : asked === 'retire' ? retire : null;
  const type = String(banner['banner_type'] ?? '');
  // A change after a save or a refusal takes its message away: it spoke of the form as it was.
  const edit = (next: (d: BannerDraft) => BannerDraft) => {
    setAsked(null);
    setDraft(next);
  };
  const set = (change: Partial<BannerDraft>) => edit((d) => ({ ...d, ...change }));
  const words = shownWords(draft, previewLang);
  // Like the players' home: a language without a title shows the English words.
  const fellBack = previewLang !== 'en' && wordsOf(draft.words[previewLang]) === null && wordsOf(draft.words.en) !== null;
  const preview = { image: draft.image_url.trim(), words, lang: htmlLang(fellBack ? 'en' : previewLang) };
  return (
    <>
      {back}
      <div className={header}>
        <h1>{t('banner.title', { type })}</h1>
        <span data-testid="banner-status">{banner['active'] === false ? t('content.retired') : t('content.active')}</span>
      </div>
      {command?.state === 'failed' && (
        <p className={alert} role="alert">
          {say(command.message)}
        </p>
      )}
      {asked === 'save' && save.state === 'done' && (
        <p className={alert} data-kind="ok" role="status">
          {t('banner.saved')}
        </p>
      )}
      {banner['active'] === false && (
        <p className={alert} data-kind="info">
          {t('banner.retiredNote')}
        </p>
      )}
      <div className={editorGrid}>
        <form
          className={`${form} ${card}`}
          onSubmit={(event) => {
            event.preventDefault();
            setAsked('save');
            engine.dispatch({ type: 'SaveBanner', id, change: changeOf(draft) });
          }}
        >
          <label>
            {t('content.imageUrl')}
            <input name="image_url" value={draft.image_url} onChange={(e) => set({ image_url: e.target.value })} required maxLength={2000} />
          </label>
          <label>
            {t('banner.clickUrl')}
            <input name="click_url" value={draft.click_url} onChange={(e) => set({ click_url: e.target.value })} maxLength={2000} />
          </label>
          <div className={row}>
            <label>
              {t('banner.order')}
              <input
                name="order"
                type="number"
                min={0}
                max={1_000_000}
                step={1}
                required
                value={draft.order}
                onChange={(e) => set({ order: e.target.value })}
              />
            </label>
            <label style={{ display: 'flex', gap: 6, alignItems: 'center' }}>
              <input type="checkbox" name="active" checked={draft.active} onChange={(e) => set({ active: e.target.checked })} />
              {t('banner.active')}
            </label>
          </div>
          <div className={wordsGrid}>
            {LANGUAGES.map((lang) => (
              <WordsFieldset
                key={lang}
                lang={lang}
                words={draft.words[lang]}
                onChange={(next) => edit((d) => ({ ...d, words: { ...d.words, [lang]: next } }))}
              />
            ))}
          </div>
          <div className={row}>
            <button type="submit" className={button} disabled={save.state === 'busy'}>
              {t('banner.save')}
            </button>
            {banner['active'] !== false && (
              <button
                type="button"
                className={button}
                data-kind="danger"
                disabled={retire.state === 'busy'}
                onClick={() => {
                  setAsked('retire');
                  engine.dispatch({ type: 'RetireBanner', id });
                }}
              >
                {t('banner.retire')}
              </button>
            )}
          </div>
        </form>
        <aside className={`${card} ${previewPane}`} aria-label={t('banner.preview')} data-testid="banner-preview">
          <h2>{t('banner.preview')}</h2>
          <label>
            {t('banner.previewLang')}{' '}
            <select name="preview-language" value={previewLang} onChange={(e) => setPreviewLang(e.target.value as BannerLanguage)}>
              {LANGUAGES.map((lang) => (
                <option key={lang} value={lang}>
                  {t(`banner.lang.${lang}`)}
                </option>
              ))}
            </select>
          </label>
          {fellBack && <small data-testid="preview-fallback">{t('banner.previewFallback', { language: t(`banner.lang.${previewLang}`) })}</small>}
          <h3>{t('banner.previewPhone')}</h3>
          <PhonePreview {...preview} />
          <h3>{t('banner.previewDesktop')}</h3>
          <DesktopPreview {...preview} />
        </aside>
      </div>
    </>
  );
}
