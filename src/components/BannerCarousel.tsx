// The banner carousel (spec §2 'Banner carousel': arrows, dots, progress bar; §9: 5 s auto-advance paused on
// hover/touch/drag, 100 px swipe, 500 ms transition). Layout never shifts: the box keeps its size (a fixed
// height, or an aspect ratio of the width) from the first paint, empty while the list is on its way; only a
// list that settled empty (or failed with nothing cached) gives `fallback` (nothing by default). Slides are
// links: a site path navigates with the router (no reload), anything else is an ordinary link.
// The slides' code is its own small chunk (BannerSlides.tsx, keeps the home route's JS in budget): it starts
// downloading when this module loads, beside the home's data call, and the box shows until it is here.
import { lazy, Suspense, type CSSProperties, type ReactNode } from 'react';
import { styled } from '@linaria/react';
import { useBanners } from './use-banners.ts';

const loadSlides = () => import('./BannerSlides.tsx');
const pending = typeof window === 'undefined' ? null : loadSlides();
const BannerSlides = lazy(() => (pending ?? loadSlides()).then((m) => ({ default: m.BannerSlides })));

/** The reserved box: same size empty, loading or with slides. */
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
  imageSize,
  fallback = null,
  heading = null,
  className,
  testId = 'banner-carousel',
}: BannerCarouselProps) {
  const { slides, state } = useBanners(bannerType);
  const settled = state.status === 'ready' || state.status === 'error' || state.status === 'stale';
  const size: CSSProperties = height === undefined ? { aspectRatio: String(aspect) } : { height };
  const placeholder = <Box className={className} style={size} data-testid={testId} data-state="loading" aria-hidden="true" />;
  if (slides.length === 0) {
    return settled ? fallback : placeholder;
  }
  return (
    <Suspense fallback={placeholder}>
      <BannerSlides
        slides={slides}
        size={size}
        className={className}
        testId={testId}
        bannerType={bannerType}
        heading={heading}
        image={imageSize ?? { width: Math.round(240 * aspect), height: 240 }}
      />
    </Suspense>
  );
}
