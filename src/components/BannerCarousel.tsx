// The banner carousel (spec §2 'Banner carousel': arrows, dots, progress bar; §9: 5 s auto-advance paused on
// hover/touch/drag, 100 px swipe, 500 ms transition). Layout never shifts: the box keeps its size (a fixed
// height, or an aspect ratio of the width) from the first paint, empty while the list is on its way; only a
// list that settled empty (or failed with nothing cached) gives `fallback` (nothing by default). Slides are
// links: a site path navigates with the router (no reload), anything else is an ordinary link.
// The slides' code is its own small chunk (BannerSlides.tsx, keeps the home route's JS in budget): it starts
// downloading when this module loads, beside the home's data call, and the box shows until it is here.
import { Suspense, type CSSProperties, type ReactNode } from 'react';
import { styled } from '@linaria/react';
import { css } from '@linaria/core';
import { useBanners } from './use-banners.ts';
import { preloadable } from './preloadable.tsx';

export const BannerSlides = preloadable(() => import('./BannerSlides.tsx').then((m) => m.BannerSlides));
if (typeof window !== 'undefined') {
  void BannerSlides.preload();
}

/** The reserved box: same size empty, loading or with slides. */
const ratio3 = css`
  aspect-ratio: 3;
`;

export const Box = styled.section`
  position: relative;
  overflow: hidden;
  border-radius: var(--radius);
  background: linear-gradient(120deg, var(--surface) 0%, var(--surface-2) 100%);
  user-select: none;
`;

export interface BannerCarouselProps {
  bannerType: string;
  /** The box's height in px (desktop: 200)… */
  height?: number;
  /** …or its width ÷ height (phone: 3 for 720×240 images); the box is as wide as its parent. */
  aspect?: number;
  /** …or a class that sizes the box (server-rendered pages carry no inline style: the CSP allows none). */
  sizeClass?: string;
  /** The images' intrinsic size, for width/height attributes (defaults from the aspect). */
  imageSize?: { width: number; height: number };
  /** Shown instead when there are no banners at all. */
  fallback?: ReactNode;
  /** Rendered inside the box with the slides (e.g. a visually hidden page heading the fallback would show). */
  heading?: ReactNode;
  className?: string;
  testId?: string;
}

export function BannerCarousel({
  bannerType,
  height,
  aspect = 3,
  sizeClass,
  imageSize,
  fallback = null,
  heading = null,
  className,
  testId = 'banner-carousel',
}: BannerCarouselProps) {
  const { slides, state } = useBanners(bannerType);
  const settled = state.status === 'ready' || state.status === 'error' || state.status === 'stale';
  // Server-rendered markup may carry no inline style attribute (the CSP allows none): the usual 3:1 is a class.
  const size: CSSProperties | undefined =
    sizeClass !== undefined ? undefined : height !== undefined ? { height } : aspect === 3 ? undefined : { aspectRatio: String(aspect) };
  const classes = size === undefined ? [className, sizeClass ?? ratio3].filter(Boolean).join(' ') : className;
  const placeholder = <Box className={classes} style={size} data-testid={testId} data-state="loading" aria-hidden="true" />;
  if (slides.length === 0) {
    return settled ? fallback : placeholder;
  }
  return (
    <Suspense fallback={placeholder}>
      <BannerSlides
        slides={slides}
        size={size}
        className={classes}
        testId={testId}
        bannerType={bannerType}
        heading={heading}
        image={imageSize ?? { width: Math.round(240 * aspect), height: 240 }}
      />
    </Suspense>
  );
}
