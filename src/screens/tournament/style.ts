// Styles of the tournament view. Phone: the page scrolls (the list follows the window) with the view's header
// and column heads sticky under the app header. Desktop: columns of the viewport's height, each scrolling on
// its own, so the list, the markets and the betslip stay in view together. Rows are 52 px (spec §9). Two columns
// end above the collapsed slip floating in the corner (bottom 24 px, about 60 px high), so it never hides odds.
import { styled } from '@linaria/react';

export const Root = styled.div`
  min-width: 0;
  /* Room under 'Load More' for the collapsed betslip that floats above the phone's tab bar. */
  &[data-columns='1'] { padding-bottom: 72px; }
  &[data-columns='2'], &[data-columns='3'] {
    display: grid;
    gap: 12px;
    height: calc(100vh - var(--top, 104px) - 16px);
    min-height: 420px;
  }
  &[data-columns='2'] {
    grid-template-columns: minmax(420px, 1fr) minmax(340px, 1fr);
    height: calc(100vh - var(--top, 104px) - 96px);
  }
  &[data-columns='3'] { grid-template-columns: minmax(400px, 1.3fr) minmax(300px, 1fr) 300px; }
`;

export const Column = styled.section`
  min-width: 0;
  min-height: 0;
  display: flex;
  flex-direction: column;
  border: 1px solid var(--border);
  border-radius: var(--radius);
  background: var(--surface);
  overflow: hidden;
  & > .scroll {
    flex: 1;
    min-height: 0;
    overflow-y: auto;
    overscroll-behavior: contain;
  }
`;

export const Header = styled.header`
  position: sticky;
  top: 56px;
  z-index: 5;
  display: flex;
  align-items: center;
  gap: 8px;
  height: 52px;
  padding: 4px 12px 4px 4px;
  background: var(--bg);
  @media (min-width: 768px) {
    position: static;
    height: auto;
    min-height: 52px;
    background: transparent;
    border-bottom: 1px solid var(--border);
  }
  & h1 {
    flex: 1;
    min-width: 0;
    margin: 0;
    font-size: 16px;
    font-weight: 800;
    overflow: hidden;
    white-space: nowrap;
    text-overflow: ellipsis;
  }
  & h1 small { display: block; font-size: 11px; font-weight: 600; color: var(--muted); }
  & .back {
    flex: none;
    width: 44px;
    height: 44px;
    display: grid;
    place-items: center;
    border: 0;
    border-radius: 10px;
    background: none;
    cursor: pointer;
  }
`;

export const Heads = styled.div`
  position: sticky;
  top: 108px;
  z-index: 4;
  display: grid;
  grid-template-columns: 44px minmax(0, 1fr) auto;
  gap: 8px;
  padding: 4px 12px;
  font-size: 11px;
  font-weight: 700;
  color: var(--muted);
  background: var(--surface-2);
  &[data-layout='desktop'] {
    position: static;
    grid-template-columns: minmax(0, 1fr) 50px 34px auto;
    gap: 6px;
  }
  &[data-layout='desktop'] .time { text-align: right; }
  & .odds { display: grid; grid-auto-flow: column; grid-auto-columns: 52px; gap: 4px; text-align: center; }
  & .more { width: 34px; }
`;

export const DayHeader = styled.h3`
  margin: 0;
  height: 34px;
  padding: 12px 12px 0;
  font-size: 12px;
  font-weight: 700;
  color: var(--muted);
  text-transform: uppercase;
  letter-spacing: 0.3px;
`;

export const TournamentHeader = styled.h4`
  margin: 0;
  height: 30px;
  display: flex;
  align-items: center;
  gap: 6px;
  padding: 0 12px;
  font-size: 12px;
  font-weight: 600;
  background: var(--surface-2);
  overflow: hidden;
  white-space: nowrap;
`;

export const Footer = styled.div`
  display: grid;
  justify-items: center;
  gap: 6px;
  padding: 12px;
  & button {
    min-width: 160px;
    min-height: 44px;
    padding: 0 20px;
    border-radius: 999px;
    border: 1px solid var(--accent);
    background: var(--accent-soft);
    font-weight: 700;
    cursor: pointer;
  }
  & button:disabled { opacity: 0.6; cursor: default; }
  & p { margin: 0; font-size: 12px; color: var(--muted); }
  & [role='alert'] { color: var(--danger); }
`;
