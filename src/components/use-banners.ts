// A banner type's slides from the store, with the fetch state the carousel needs to decide between its
// reserved box, the slides and nothing. The list is requested like any resource (the phone's comes with the
// composite home call) and is on screen while the carousel is: the sync engine fetches it again when a banner
// change outdates it (socket BANNER_UPDATE, the page's 'bannerUpdate' event), and the old slides stay until
// the new land.
import { useMemo } from 'react';
import { bannersResource } from '../../sync/resources.ts';
import { INDEX } from '../../sync/store.ts';
import { useResource, useSliceRowIds, useStore, type ResourceState } from '../data/hooks.ts';
import { useLanguage } from '../i18n/I18nProvider.tsx';
import type { BannerWords } from '../../schema/banner.ts';

export interface Slide {
  id: string;
  src: string;
  link: string;
  /** The words to draw over the artwork in the shown language (else English), or null (the artwork has its own). */
  words: BannerWords | null;
}

/** The words of a banner's `texts` cell for a language, English when it has none of that language. */
export function wordsFor(texts: string, language: string): BannerWords | null {
  if (texts === '') {
    return null;
  }
  try {
    const all = JSON.parse(texts) as Record<string, BannerWords | undefined>;
    return all[language] ?? all['en'] ?? null;
  } catch {
    return null;
  }
}

export function useBanners(bannerType: string): { slides: Slide[]; state: ResourceState } {
  const state = useResource(bannersResource(bannerType));

  const store = useStore();
  const language = useLanguage();
  const ids = useSliceRowIds(INDEX.bannersByType, bannerType);
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-read when the ids (a new array each render) or the fetch change: a loaded list always writes new rows
  const slides = useMemo(
    () =>
      ids.map((id) => ({
        id,
        src: store?.getCell('banners', id, 'src') ?? '',
        link: store?.getCell('banners', id, 'link') ?? '',
        words: wordsFor(store?.getCell('banners', id, 'texts') ?? '', language),
      })),
    [ids.join('\n'), state.fetchedAt, store, language],
  );
  return { slides, state };
}
