// A banner as the players' homes draw it, for the content desk's live preview: the phone home's 3:1 carousel slide in
// a 390 px wide page (inset 12 px) and the desktop home's 200 px high banner (1152 px wide: the desktop page's column)
// scaled down to fit. A faithful copy of the players' slide and words (src/components/banner-carousel-style.ts
// Slide/Words, drawn by BannerSlides.tsx), not the players' component: that one brings the players' router, i18n
// and store, and its linaria styles are compiled by the players' build only. Keep the two in step.
import { css } from '@linaria/core';
import { useLayoutEffect, useRef, useState } from 'react';
import type { BannerWords } from '../../../schema/banner.ts';

/** The players' phone page around the carousel: their dark theme's background. */
const phone = css`
  box-sizing: content-box;
  width: 390px;
  max-width: calc(100% - 12px);
  padding: 12px 0;
  background: #0a1224;
  border-radius: 14px;
  border: 6px solid #1f2937;
`;

const desktopFrame = css`
  overflow: hidden;
  border-radius: 6px;
  background: #0a1224;
`;

/** The players' carousel box and slide: artwork covering it from the left, words sized by the slide's height. */
const slide = css`
  position: relative;
  overflow: hidden;
  border-radius: 10px;
  background: linear-gradient(120deg, #111c33 0%, #182746 100%);
  container-type: size;
  &[data-kind='phone'] {
    margin: 0 12px;
    aspect-ratio: 3;
  }
  &[data-kind='desktop'] {
    width: 1152px;
    height: 200px;
    transform-origin: top left;
  }
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
    object-position: left center;
  }
`;

/** The players' Words, line for line. */
const words = css`
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
  font-family: system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans Ethiopic', 'Noto Sans', sans-serif;
  line-height: 1.4;
  &:lang(am),
  &:lang(ti) {
    font-family: 'Noto Sans Ethiopic', system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', sans-serif;
  }
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

const DESKTOP = { width: 1152, height: 200 };

interface SlideProps {
  image: string;
  words: BannerWords | null;
  /** The HTML language of the words shown. */
  lang: string;
}

/** The artwork with the words over it, as BannerSlides.tsx draws one slide (the words make the artwork decoration). */
function Art({ image, words: w, lang, wide }: SlideProps & { wide: boolean }) {
  return (
    <>
      {image === '' ? null : <img src={image} alt="" draggable={false} />}
      {w ? (
        <span className={words} data-testid="preview-words" data-wide={wide} lang={lang}>
          {w.kicker ? <small>{w.kicker}</small> : null}
          <strong>{w.title}</strong>
          {w.subtitle ? <span>{w.subtitle}</span> : null}
          {w.cta ? <em>{w.cta}</em> : null}
        </span>
      ) : null}
    </>
  );
}

export function PhonePreview(props: SlideProps) {
  return (
    <div className={phone} data-testid="preview-phone">
      <div className={slide} data-kind="phone">
        <Art {...props} wide={false} />
      </div>
    </div>
  );
}

/** The desktop banner at its real size, scaled to the width it is given (measured, so it follows the page). */
export function DesktopPreview(props: SlideProps) {
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const el = box.current;
    if (el === null) {
      return;
    }
    const observer = new ResizeObserver(() => setWidth(el.clientWidth));
    observer.observe(el);
    setWidth(el.clientWidth);
    return () => observer.disconnect();
  }, []);
  const scale = width / DESKTOP.width;
  return (
    <div ref={box} className={desktopFrame} style={{ height: DESKTOP.height * scale }} data-testid="preview-desktop">
      <div className={slide} data-kind="desktop" style={{ transform: `scale(${scale})` }}>
        <Art {...props} wide={DESKTOP.width / DESKTOP.height > 4} />
      </div>
    </div>
  );
}
