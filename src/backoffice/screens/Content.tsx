// The content desk (marketing, content.manage), in sections (content-tabs.tsx): Banners, Promotions
// (content-promotions.tsx), the promo popup (content-popup.tsx) and the points-betting config (content-points.tsx).
// Banners: every banner of the merchant, retired ones too, grouped by placement —
// the phone home's carousel, the desktop home's banner, then any other type — each in the players' order, with its
// artwork small, its order, its words' languages and whether players see it; a banner opens its editor
// (ContentBanner.tsx). "New banner" takes a type and an image address, creates it (listed at once) and opens it.
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
// The index's slices (the banner types present): data.tsx re-exports the row hooks only.
import { useEffect, useState } from 'react';
import { BO_INDEX } from '../../../sync/backoffice/store.ts';
import { HOME_BANNER_TYPES, typeOrder } from '../../../sync/backoffice/store-content.ts';
import { useCommand, useEngine, useRead, useRow, useSliceIds, useSliceRowIds, useValue } from '../data.tsx';
import { useI18n } from '../i18n.tsx';
import { alert, button, card, form, header, row, scroller, stacked, table } from '../styles.ts';
import { Thumb } from './content-parts.tsx';
import { PointsSection } from './content-points.tsx';
import { PopupSection } from './content-popup.tsx';
import { PromotionsSection } from './content-promotions.tsx';
import { ContentTabs, contentSearch } from './content-tabs.tsx';
import { LANGUAGES, textsOf } from './content-words.tsx';

export { contentSearch };

const bannerPath = (id: string): string => `/content/${encodeURIComponent(id)}`;

export function ContentScreen() {
  const { t } = useI18n();
  const tab = contentSearch(useSearch({ strict: false }) as Record<string, unknown>).tab ?? 'banners';
  return (
    <>
      <div className={header}>
        <h1>{t('content.heading')}</h1>
      </div>
      <ContentTabs tab={tab} />
      {tab === 'banners' && <BannersSection />}
      {tab === 'promotions' && <PromotionsSection />}
      {tab === 'popup' && <PopupSection />}
      {tab === 'points' && <PointsSection />}
    </>
  );
}

function BannersSection() {
  const { t, say } = useI18n();
  useRead({ type: 'LoadBanners' });
  const types = typeOrder(useSliceIds(BO_INDEX.bannersByType));
  const load = useCommand('LoadBanners');
  return (
    <>
      <p>{t('content.intro')}</p>
      {load.state === 'failed' && (
        <p className={alert} role="alert">
          {t('common.refreshFailed', { message: say(load.message) })}
        </p>
      )}
      <NewBanner />
      {types.map((type) => (
        <TypeGroup key={type} type={type} />
      ))}
    </>
  );
}

function NewBanner() {
  const { t, say } = useI18n();
  const engine = useEngine();
  const navigate = useNavigate();
  const create = useCommand('CreateBanner');
  const created = useValue('createdBanner') as string | undefined;
  const [type, setType] = useState<string>(HOME_BANNER_TYPES[0]);
  const [image, setImage] = useState('');
  /** The last banner created before this form asked (null: not asked): a newer one is this form's. */
  const [before, setBefore] = useState<string | null>(null);
  useEffect(() => {
    if (before !== null && created !== undefined && created !== before) {
      void navigate({ to: bannerPath(created) as string });
    }
  }, [before, created, navigate]);
  return (
    <section className={card}>
      <h2 style={{ fontSize: 16, marginTop: 0 }}>{t('content.new')}</h2>
      {before !== null && create.state === 'failed' && (
        <p className={alert} role="alert">
          {say(create.message)}
        </p>
      )}
      <form
        className={`${form} ${row}`}
        style={{ alignItems: 'end' }}
        onSubmit={(event) => {
          event.preventDefault();
          setBefore(created ?? '');
          engine.dispatch({ type: 'CreateBanner', bannerType: type, imageUrl: image.trim() });
        }}
      >
        <label>
          {t('content.type')}
          <input
            name="banner_type"
            list="banner-types"
            value={type}
            onChange={(e) => setType(e.target.value.toUpperCase())}
            required
            maxLength={64}
            pattern="[A-Z][A-Z0-9_]*"
          />
          <datalist id="banner-types">
            {HOME_BANNER_TYPES.map((known) => (
              <option key={known} value={known} />
            ))}
          </datalist>
        </label>
        <label style={{ flex: '1 1 320px' }}>
          {t('content.imageUrl')}
          <input name="image_url" value={image} onChange={(e) => setImage(e.target.value)} required maxLength={2000} placeholder="/banners/…" />
        </label>
        <button type="submit" className={button} disabled={create.state === 'busy'}>
          {t('content.create')}
        </button>
      </form>
    </section>
  );
}

function TypeGroup({ type }: { type: string }) {
  const { t } = useI18n();
  const ids = useSliceRowIds(BO_INDEX.bannersByType, type);
  const home = (HOME_BANNER_TYPES as readonly string[]).includes(type);
  return (
    <section className={card} data-testid={`banners-${type}`}>
      <h2 style={{ fontSize: 16, marginTop: 0 }}>
        {home ? t(`content.group.${type as (typeof HOME_BANNER_TYPES)[number]}`) : t('content.group.other', { type })}
      </h2>
      {ids.length === 0 ? (
        <p>{t('content.none')}</p>
      ) : (
        <div className={scroller}>
          <table className={`${table} ${stacked}`}>
            <thead>
              <tr>
                <th>{t('content.image')}</th>
                <th>{t('content.order')}</th>
                <th>{t('content.words')}</th>
                <th>{t('content.status')}</th>
              </tr>
            </thead>
            <tbody>
              {ids.map((id) => (
                <BannerLine key={id} id={id} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function BannerLine({ id }: { id: string }) {
  const { t } = useI18n();
  const b = useRow('banners', id);
  const texts = textsOf(b['texts']);
  const languages = LANGUAGES.filter((lang) => texts[lang] !== undefined);
  const title = texts.en?.title ?? Object.values(texts)[0]?.title;
  const active = b['active'] !== false;
  return (
    <tr data-testid={`banner-${id}`} data-active={active}>
      <td data-label={t('content.image')}>
        <Thumb src={String(b['image_url'] ?? '')} type={String(b['banner_type'] ?? '')} />
      </td>
      <td data-label={t('content.order')}>{String(b['order'] ?? 0)}</td>
      <td data-label={t('content.words')}>
        <Link to={bannerPath(id) as string} data-testid="banner-edit">
          {title ?? t('content.noWords')}
        </Link>
        {languages.length > 0 && (
          <div>
            <small>
              {t('content.languages')}: {languages.map((l) => l.toUpperCase()).join(' · ')}
            </small>
          </div>
        )}
      </td>
      <td data-label={t('content.status')}>{active ? t('content.active') : t('content.retired')}</td>
    </tr>
  );
}
