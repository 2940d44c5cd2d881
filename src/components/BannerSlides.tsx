// The slides of the banner carousel (a lazy chunk of BannerCarousel.tsx, which keeps the data, the reserved
// box and the empty/fallback decision): the track, arrows, dots and the progress bar, driven by
// use-carousel.ts. Only the shown slide is reachable (the others are inert); the first image loads at
// high priority (it may be the page's largest paint), the others lazily.
import type { CSSProperties, MouseEvent, ReactNode } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useT } from '../i18n/I18nProvider.tsx';
import { isSafeBannerUrl, isSameOriginPath } from '../../domain/safe-url.ts';
import type { Slide as SlideData } from './use-banners.ts';
import { useCarousel } from './use-carousel.ts';
import { Arrow, Dot, Dots, PlainBanner, Progress, Slide, Track, Viewport, Words } from './banner-carousel-style.ts';
import { useSaveData } from '../data/save-data.ts';
// The very same reserved box (element and class) as the placeholder: swapping them moves nothing.
import { Box } from './BannerCarousel.tsx';

const Chevron = ({ d }: { d: string }) => (
  <svg
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2.4"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
  >
    <path d={d} />
  </svg>
);

interface SlidesProps {
  slides: SlideData[];
  size: CSSProperties | undefined;
  className?: string;
  testId: string;
  bannerType: string;
  heading: ReactNode;
  image: { width: number; height: number };
}

export function BannerSlides({ slides, size, className, testId, bannerType, heading, image }: SlidesProps) {
  const t = useT();
  const navigate = useNavigate();
  const carousel = useCarousel(slides.length);
  const plain = useSaveData();
  const { index, paused } = carousel.state;
  const many = slides.length > 1;
  const follow =
    (link: string) =>
    (e: MouseEvent<HTMLAnchorElement>): void => {
      if (isSameOriginPath(link) && e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey) {
        e.preventDefault();
        void navigate({ href: link });
      }
    };
  return (
    <Box
      className={className}
      style={size}
      data-testid={testId}
      data-state="ready"
      data-type={bannerType}
      data-index={index}
      aria-roledescription="carousel"
      aria-label={t('banner.region')}
      {...carousel.handlers}
      onKeyDown={(e) => {
        if (e.key === 'ArrowLeft' || e.key === 'ArrowRight') {
          e.preventDefault();
          (e.key === 'ArrowLeft' ? carousel.prev : carousel.next)();
        }
      }}
    >
      {heading}
      <Viewport {...(many ? carousel.gestures : {})}>
        <Track
          data-dragging={carousel.dragDx !== 0}
          style={index === 0 && carousel.dragDx === 0 ? undefined : { transform: `translateX(calc(${-index * 100}% + ${carousel.dragDx}px))` }}
        >
          {slides.map((s, i) => {
            // A banner with words (issue 18) draws them over its artwork; the artwork is then decoration (alt '').
            const named = s.words === null ? t('banner.alt', { n: i + 1, total: slides.length }) : '';
            const art = plain ? (
              <PlainBanner data-testid="banner-text">{named}</PlainBanner>
            ) : (
              <img
                src={s.src}
                width={image.width}
                height={image.height}
                alt={named}
                draggable={false}
                // The first is the page's largest paint: decoded with its frame, so it is on screen before the
                // scripts the server-rendered page loads after it (index.html) take the line; the rest wait.
                {...(i === 0
                  ? { fetchPriority: 'high' as const, decoding: 'sync' as const }
                  : { loading: 'lazy' as const, decoding: 'async' as const })}
              />
            );
            const img = (
              <>
                {art}
                {s.words ? (
                  <Words data-testid="banner-words" data-wide={image.width / image.height > 4}>
                    {s.words.kicker ? <small>{s.words.kicker}</small> : null}
                    <strong>{s.words.title}</strong>
                    {s.words.subtitle ? <span>{s.words.subtitle}</span> : null}
                    {s.words.cta ? <em>{s.words.cta}</em> : null}
                  </Words>
                ) : null}
              </>
            );
            return (
              <Slide key={s.id} data-testid="banner-slide" aria-hidden={i !== index} inert={i !== index}>
                {s.link && isSafeBannerUrl(s.link) ? (
                  <a href={s.link} onClick={follow(s.link)} draggable={false}>
                    {img}
                  </a>
                ) : (
                  img
                )}
              </Slide>
            );
          })}
        </Track>
      </Viewport>
      {many ? (
        <>
          <Arrow type="button" data-side="prev" data-testid="banner-prev" aria-label={t('banner.previous')} onClick={carousel.prev}>
            <Chevron d="M15 5l-7 7 7 7" />
          </Arrow>
          <Arrow type="button" data-side="next" data-testid="banner-next" aria-label={t('banner.next')} onClick={carousel.next}>
            <Chevron d="M9 5l7 7-7 7" />
          </Arrow>
          <Dots data-testid="banner-dots">
            {slides.map((s, i) => (
              <Dot
                key={s.id}
                type="button"
                aria-label={t('banner.dot', { n: i + 1 })}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => carousel.goTo(i)}
              />
            ))}
          </Dots>
          <Progress aria-hidden="true">
            <div key={index} data-testid="banner-progress" data-paused={paused.length > 0} />
          </Progress>
        </>
      ) : null}
    </Box>
  );
}
