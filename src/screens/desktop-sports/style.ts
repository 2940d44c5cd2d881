// Shared styles of the desktop sports area: the two-column page (left column 248 px, main the rest), its
// panels, and the count badge. Under 768 px the page is one column with the main area first, so a phone
// sees the sport strip and its categories before the long left-column lists.
import { styled } from '@linaria/react';

export const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
  padding: 8px 0;
  @media (min-width: 768px) {
    display: grid;
    grid-template-columns: 248px minmax(0, 1fr);
    grid-template-areas: 'nav nav' 'aside main';
    align-items: start;
    gap: 16px;
    padding: 0;
  }
`;

export const SubNav = styled.nav`
  grid-area: nav;
  display: flex;
  gap: 4px;
  overflow-x: auto;
  padding: 0 12px;
  scrollbar-width: none;
  @media (min-width: 768px) {
    padding: 0;
  }
  & a {
    flex: 0 0 auto;
    padding: 8px 14px;
    border-radius: 8px;
    color: var(--muted);
    font-weight: 600;
    font-size: 13px;
    white-space: nowrap;
  }
  & a[aria-current='page'] {
    color: #fff;
    background: var(--accent-soft);
  }
`;

export const Aside = styled.aside`
  grid-area: aside;
  order: 2;
  display: flex;
  flex-direction: column;
  gap: 12px;
  padding: 0 12px;
  min-width: 0;
  @media (min-width: 768px) {
    order: 0;
    padding: 0;
    position: sticky;
    top: 80px;
  }
`;

export const MainArea = styled.div`
  grid-area: main;
  order: 1;
  min-width: 0;
  @media (min-width: 768px) {
    order: 0;
  }
`;

export const Panel = styled.section`
  background: var(--surface);
  border: 1px solid var(--border);
  border-radius: var(--radius);
  overflow: hidden;
`;

export const PanelTitle = styled.h2`
  margin: 0;
  padding: 10px 12px;
  font-size: 12px;
  font-weight: 800;
  letter-spacing: 0.6px;
  text-transform: uppercase;
  color: var(--muted);
  border-bottom: 1px solid var(--border);
`;

/** A row-shaped button of a left-column list (top league, sport). */
export const RowButton = styled.button`
  display: flex;
  align-items: center;
  gap: 8px;
  width: 100%;
  min-height: 40px;
  padding: 8px 12px;
  border: 0;
  border-bottom: 1px solid var(--border);
  background: transparent;
  text-align: left;
  cursor: pointer;
  &:hover,
  &[aria-expanded='true'],
  &[aria-current='true'] {
    background: var(--surface-2);
  }
  &[aria-expanded='true'] {
    box-shadow: inset 3px 0 0 var(--accent);
  }
`;

/** The name in a row: takes the free width, cut with an ellipsis. */
export const Name = styled.span`
  flex: 1;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const Count = styled.span`
  flex: 0 0 auto;
  min-width: 24px;
  padding: 1px 7px;
  border-radius: 999px;
  background: var(--surface-2);
  color: var(--muted);
  font-size: 11px;
  font-weight: 700;
  text-align: center;
`;

/** The quiet one-line text of a list that has no rows (loading, empty). */
export const Note = styled.p`
  margin: 0;
  padding: 14px 12px;
  color: var(--muted);
  font-size: 13px;
`;
