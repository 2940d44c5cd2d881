// Styles of the banner slides (the reserved box is in BannerCarousel.tsx): a track moved with translateX
// over 500 ms (none under prefers-reduced-motion or while a finger drags it), arrows, dots and a 5 s
// progress bar.
import { styled } from '@linaria/react';
import { CAROUSEL } from '../../domain/carousel.ts';

export const Viewport = styled.div`
  width: 100%;
  height: 100%;
  overflow: hidden;
  /* Vertical page scrolling stays the browser's; horizontal moves are the carousel's swipe. */
  touch-action: pan-y;
`;

export const Track = styled.div`
  display: flex;
  height: 100%;
  transition: transform ${CAROUSEL.transitionMs}ms ease;
  will-change: transform;
  &[data-dragging='true'] {
    transition: none;
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

export const Slide = styled.div`
  flex: 0 0 100%;
  height: 100%;
  position: relative;
  /* The words over the artwork are sized by the slide's height (cqh): the same look on a 360 px phone and a wide desktop. */
  container-type: size;
  & a {
    display: block;
    height: 100%;
  }
  & img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
    object-position: left center;
    -webkit-user-drag: none;
  }
`;

/** A banner in low-data mode (issue 17): its words over a plain colour, no image downloaded. */
export const PlainBanner = styled.span`
  display: grid;
  place-items: center;
  height: 100%;
  padding: 0 48px;
  background: var(--accent-soft);
  color: var(--accent-text);
  font-size: 18px;
  font-weight: 700;
  text-align: center;
`;

export const Arrow = styled.button`
  position: absolute;
  top: 50%;
  width: 32px;
  height: 32px;
  margin-top: -16px;
  display: grid;
  place-items: center;
  border: 0;
  border-radius: 50%;
  background: rgba(10, 18, 36, 0.55);
  color: #fff;
  cursor: pointer;
  &[data-side='prev'] {
    left: 8px;
  }
  &[data-side='next'] {
    right: 8px;
  }
  &:hover,
  &:focus-visible {
    background: var(--accent);
  }
  & svg {
    width: 18px;
    height: 18px;
  }
`;

export const Dots = styled.div`
  position: absolute;
  left: 50%;
  bottom: 8px;
  transform: translateX(-50%);
  display: flex;
  gap: 2px;
`;

/** A 24 px touch target around a 8 px dot. */
export const Dot = styled.button`
  width: 20px;
  height: 20px;
  padding: 0;
  border: 0;
  background: none;
  cursor: pointer;
  &::before {
    content: '';
    display: block;
    width: 8px;
    height: 8px;
    margin: 6px;
    border-radius: 4px;
    background: rgba(255, 255, 255, 0.5);
    transition: width 0.2s;
  }
  &[aria-current='true']::before {
    width: 8px;
    background: #fff;
    box-shadow: 0 0 0 2px var(--accent);
  }
`;

export const Progress = styled.div`
  position: absolute;
  left: 0;
  right: 0;
  bottom: 0;
  height: 3px;
  background: rgba(255, 255, 255, 0.15);
  & > div {
    height: 100%;
    background: var(--accent);
    transform-origin: left center;
    animation: banner-progress ${CAROUSEL.autoAdvanceMs}ms linear forwards;
  }
  & > div[data-paused='true'] {
    animation-play-state: paused;
  }
  @keyframes banner-progress {
    from {
      transform: scaleX(0);
    }
    to {
      transform: scaleX(1);
    }
  }
`;

/**
 * A banner's words drawn over its artwork (issue 18): on the left, where the artwork leaves room, vertically centred.
 * Sizes follow the slide's height, so the phone's 3:1 and the desktop's 6:1 boxes both fit four languages; words wrap
 * between words only, and a title longer than two lines is cut with an ellipsis rather than overflowing.
 */
export const Words = styled.span`
  position: absolute;
  inset: 0;
  display: flex;
  flex-direction: column;
  justify-content: center;
  align-items: flex-start;
  gap: 3cqh;
  padding: 0 34% 0 11%;
  color: #fff;
  pointer-events: none;
  &[data-wide='true'] {
    padding: 0 48% 0 6%;
  }
  & small {
    font-size: clamp(9px, 8cqh, 14px);
    font-weight: 700;
    letter-spacing: 0.06em;
    color: #c4b5fd;
  }
  & strong {
    font-size: clamp(14px, 15cqh, 30px);
    line-height: 1.15;
    font-weight: 800;
    display: -webkit-box;
    -webkit-line-clamp: 2;
    -webkit-box-orient: vertical;
    overflow: hidden;
  }
  & span {
    font-size: clamp(10px, 9cqh, 16px);
    color: #dbe3ff;
    display: -webkit-box;
    -webkit-line-clamp: 1;
    -webkit-box-orient: vertical;
    overflow: hidden;
  }
  & em {
    font-style: normal;
    font-size: clamp(10px, 9cqh, 15px);
    font-weight: 700;
    padding: 0.3em 0.9em;
    border-radius: 999px;
    background: #7c4ddb;
  }
`;
