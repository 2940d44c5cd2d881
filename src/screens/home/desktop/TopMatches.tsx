// TOP MATCHES (spec §2): the mixed top matches in a horizontal track (no snapping: a button moves it exactly the spec's 400 px) with left/right
// buttons (400 px per click, disabled at the ends) and up to 5 dots; 4 placeholder cards while loading.
// The block hides itself when the list failed, when there is no top league, or when the list is empty.
import { useCallback, useEffect, useRef, useState } from 'react';
import { styled } from '@linaria/react';
import { useT } from '../../../i18n/I18nProvider.tsx';
import { Block, BlockHead, BlockTitle, RoundButton } from './style.ts';
import { CardFrame, TopMatchCard } from './TopMatchCard.tsx';
import { CARD_GAP, PLACEHOLDERS, STEP_PX, carouselState, dotScrollLeft, maxScroll, type CarouselState } from './carousel.ts';
import { useTableRows, useTopMatches } from './use-home-data.ts';

const Track = styled.div`
  display: flex;
  gap: ${CARD_GAP}px;
  padding: 16px;
  overflow-x: auto;
  scroll-padding: 0 16px;
  scroll-behavior: smooth;
  scrollbar-width: none;
  &::-webkit-scrollbar {
    display: none;
  }
`;
const Ghost = styled(CardFrame)`
  background: linear-gradient(90deg, var(--surface) 0%, var(--surface-2) 50%, var(--surface) 100%);
  background-size: 200% 100%;
  animation: card-shimmer 1.2s ease-in-out infinite;
  @keyframes card-shimmer {
    from { background-position: 200% 0; }
    to { background-position: -200% 0; }
  }
`;
const Dots = styled.div`
  display: flex;
  justify-content: center;
  gap: 8px;
  padding: 0 0 14px;
  & button {
    width: 8px;
    height: 8px;
    padding: 0;
    border: 0;
    border-radius: 999px;
    background: var(--border);
    cursor: pointer;
    transition: width 200ms;
  }
  & button[aria-current='true'] {
    width: 22px;
    background: var(--accent);
  }
`;

const NONE: CarouselState = { canPrev: false, canNext: false, dots: 0, active: 0 };
const same = (a: CarouselState, b: CarouselState): boolean =>
  a.canPrev === b.canPrev && a.canNext === b.canNext && a.dots === b.dots && a.active === b.active;

export function TopMatches() {
  const t = useT();
  const { ids, state, leagues, hasLeagues } = useTopMatches();
  const shown = useTableRows(ids).map((r) => r.id);
  const track = useRef<HTMLDivElement>(null);
  const [geometry, setGeometry] = useState(NONE);
  const measure = useCallback(() => {
    const el = track.current;
    const next = el ? carouselState({ scrollLeft: el.scrollLeft, clientWidth: el.clientWidth, scrollWidth: el.scrollWidth }) : NONE;
    setGeometry((prev) => (same(prev, next) ? prev : next));
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: more or fewer cards change the track's geometry: measure again
  useEffect(() => {
    const el = track.current;
    measure();
    el?.addEventListener('scroll', measure, { passive: true });
    window.addEventListener('resize', measure);
    return () => {
      el?.removeEventListener('scroll', measure);
      window.removeEventListener('resize', measure);
    };
  }, [measure, shown.length]);

  const loading = shown.length === 0 && (state.status === 'loading' || leagues.status === 'loading');
  const failed = state.status === 'error' && shown.length === 0;
  const noLeagues = leagues.status !== 'loading' && !hasLeagues;
  if (!loading && (failed || noLeagues || shown.length === 0)) {
    return null;
  }
  const move = (dx: number): void => track.current?.scrollBy({ left: dx, behavior: 'smooth' });
  const jump = (i: number): void => {
    const el = track.current;
    if (el) {
      el.scrollTo({ left: dotScrollLeft(i, geometry.dots, maxScroll(el)), behavior: 'smooth' });
    }
  };
  return (
    <Block data-testid="top-matches" aria-busy={loading}>
      <BlockHead>
        <BlockTitle>{t('desktopHome.topMatches')}</BlockTitle>
        <RoundButton
          type="button"
          aria-label={t('desktopHome.previous')}
          data-testid="carousel-prev"
          disabled={loading || !geometry.canPrev}
          onClick={() => move(-STEP_PX)}
        >
          ‹
        </RoundButton>
        <RoundButton
          type="button"
          aria-label={t('desktopHome.next')}
          data-testid="carousel-next"
          disabled={loading || !geometry.canNext}
          onClick={() => move(STEP_PX)}
        >
          ›
        </RoundButton>
      </BlockHead>
      <Track ref={track} data-testid="carousel-track">
        {loading
          ? // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity but their place
            Array.from({ length: PLACEHOLDERS }, (_, i) => <Ghost key={i} data-testid="card-placeholder" />)
          : shown.map((id) => <TopMatchCard key={id} matchId={id} />)}
      </Track>
      {!loading && geometry.dots > 1 ? (
        <Dots data-testid="carousel-dots">
          {Array.from({ length: geometry.dots }, (_, i) => (
            <button
              // biome-ignore lint/suspicious/noArrayIndexKey: a page dot is its page number
              key={i}
              type="button"
              aria-label={t('desktopHome.page', { n: i + 1 })}
              aria-current={i === geometry.active ? 'true' : undefined}
              onClick={() => jump(i)}
            />
          ))}
        </Dots>
      ) : null}
    </Block>
  );
}
