// The content desk's layout pieces: the editor's two columns (the form, the preview beside it; one column below
// 1100 px), the four languages' fieldsets two by two (one below 900 px), and a banner's thumbnail in the list.
import { css } from '@linaria/core';

export const editorGrid = css`
  display: grid;
  /* The preview's card holds the 390 px phone page and its frame. */
  grid-template-columns: minmax(0, 1fr) 440px;
  gap: 16px;
  align-items: start;
  @media (max-width: 1100px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const previewPane = css`
  display: grid;
  /* One column no wider than the card: the frames shrink to it on a phone instead of widening the page. */
  grid-template-columns: minmax(0, 1fr);
  gap: 8px;
  position: sticky;
  top: 12px;
  min-width: 0;
  h2 {
    font-size: 16px;
    margin: 0;
  }
  h3 {
    font-size: 13px;
    font-weight: 600;
    color: var(--bo-muted);
    margin: 8px 0 0;
  }
  label {
    color: var(--bo-muted);
  }
  small {
    color: var(--bo-muted);
  }
  @media (max-width: 1100px) {
    position: static;
  }
`;

export const wordsGrid = css`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 12px;
  fieldset {
    display: grid;
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    /* Kicker and call to action side by side, title and subtitle across. */
    grid-auto-flow: row dense;
    gap: 8px;
    margin: 0;
    padding: 8px 12px 12px;
    border: 1px solid var(--bo-border);
    border-radius: 8px;
    min-width: 0;
  }
  legend {
    font-weight: 700;
    padding: 0 4px;
  }
  label[data-field='title'],
  label[data-field='subtitle'],
  [data-field='note'] {
    grid-column: 1 / -1;
  }
  [data-field='note'] {
    color: var(--bo-danger);
  }
  /* A label on two lines keeps its input level with its neighbour's. */
  label {
    align-content: end;
  }
  input {
    min-width: 0;
  }
  @media (max-width: 900px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const thumbStyle = css`
  display: block;
  width: 150px;
  max-width: 100%;
  height: 50px;
  object-fit: cover;
  object-position: left center;
  border-radius: 6px;
  background: #182746;
  &[data-kind='desktop'] {
    width: 180px;
    height: 30px;
  }
`;

/** The artwork small, in its placement's shape (3:1 on the phone home, 6:1 on the desktop home). */
export function Thumb({ src, type }: { src: string; type: string }) {
  return <img className={thumbStyle} src={src} alt="" loading="lazy" data-kind={type === 'HOMEPAGE_DESKTOP' ? 'desktop' : 'phone'} />;
}
