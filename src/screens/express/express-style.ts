// Styles of the express screen: a toolbar (title, 'Next 1H Matches' badge, sport dropdown), match cards and
// the detail bar. Phones (< 768 px): one column, a card's odds under its teams, full width. Desktop: at most
// 860 px wide, the odds to the right of the teams. Odds buttons are the shared OddsCell, stretched to the grid.
import { styled } from '@linaria/react';

export const Page = styled.section`
  max-width: 860px;
  margin: 0 auto;
  /* room for the collapsed betslip bar over the last card on phones */
  padding: 10px 0 96px;
  @media (min-width: 768px) { padding: 10px 0 24px; }
`;

export const Toolbar = styled.div`
  display: grid;
  grid-template-columns: 1fr auto;
  align-items: center;
  gap: 8px 10px;
  padding: 0 12px 10px;
  & h1 { margin: 0; font-size: 20px; }
  & select {
    grid-column: 1 / -1;
    height: 40px;
    padding: 0 10px;
    border-radius: 10px;
    border: 1px solid var(--border);
    background: var(--surface);
    font-size: 14px;
  }
  @media (min-width: 768px) {
    grid-template-columns: 1fr auto 240px;
    padding: 0 0 12px;
    & select { grid-column: auto; }
  }
`;

export const Badge = styled.span`
  padding: 4px 10px;
  border-radius: 999px;
  background: var(--accent-soft);
  color: var(--accent-text);
  font-size: 12px;
  font-weight: 800;
  text-align: center;
  justify-self: end;
`;

export const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0 12px;
  display: grid;
  gap: 8px;
  @media (min-width: 768px) { padding: 0; }
`;

export const Card = styled.li`
  display: grid;
  gap: 8px;
  padding: 10px;
  border-radius: 12px;
  border: 1px solid var(--border);
  background: var(--surface);
  @media (min-width: 768px) {
    grid-template-columns: minmax(0, 1fr) 264px;
    align-items: center;
  }
`;

export const Open = styled.button`
  display: grid;
  gap: 4px;
  min-width: 0;
  padding: 0;
  border: 0;
  background: none;
  text-align: left;
  cursor: pointer;
  & .meta, & .teams-line { display: flex; align-items: center; gap: 6px; min-width: 0; }
  & .meta { font-size: 12px; color: var(--muted); }
  & .tournament, & .teams { flex: 1; min-width: 0; overflow: hidden; white-space: nowrap; text-overflow: ellipsis; }
  & .teams { font-size: 14px; font-weight: 700; color: var(--text); }
  & time { font-variant-numeric: tabular-nums; font-weight: 700; color: var(--text); }
  & .more { font-size: 12px; font-weight: 700; color: var(--azure); }
`;

export const Live = styled.span`
  padding: 1px 6px;
  border-radius: 4px;
  background: var(--danger);
  color: #fff;
  font-size: 10px;
  font-weight: 800;
  letter-spacing: 0.4px;
`;

export const Odds = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 6px;
  &[data-columns='2'] { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  & > button { width: 100%; }
`;

export const Soon = styled.div`
  padding: 10px;
  border-radius: 8px;
  background: var(--surface-2);
  color: var(--muted);
  font-size: 13px;
  text-align: center;
`;

export const DetailBar = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  padding: 0 12px 10px;
  font-size: 13px;
  color: var(--muted);
  & button {
    flex: none;
    height: 40px;
    padding: 0 14px;
    border-radius: 10px;
    border: 1px solid var(--border);
    background: var(--surface);
    font-weight: 700;
    cursor: pointer;
  }
  & .sport { flex: 1; display: flex; align-items: center; gap: 6px; min-width: 0; font-weight: 700; color: var(--text); }
  @media (min-width: 768px) { padding: 0 0 12px; }
`;
