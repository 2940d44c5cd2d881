// Styles of the virtual games page (issue 15): a centred column (wider on a desktop), the banner, the provider
// selector beside 'Search Virtual Games', the provider modal's list and the league link (the load-error panel is
// the games area's: src/games/area-style.ts).
import { styled } from '@linaria/react';

export const Page = styled.section`
  max-width: 1000px; margin: 0 auto; padding: 10px 12px 110px; display: grid; gap: 10px;
  @media (min-width: 768px) { padding: 16px 20px 40px; gap: 14px; }
`;

export const Banner = styled.header`
  position: relative; overflow: hidden; border-radius: 14px; padding: 18px 16px; min-height: 92px; display: grid; align-content: center; gap: 4px;
  background: radial-gradient(circle at 85% 25%, rgba(132, 204, 22, 0.45), transparent 45%), linear-gradient(120deg, #064e3b, #047857 55%, #0e7490);
  color: #fff;
  & h1 { margin: 0; font-size: 22px; letter-spacing: 0.5px; }
  & p { margin: 0; font-size: 13px; opacity: 0.9; }
  @media (min-width: 768px) { min-height: 130px; padding: 24px 28px; & h1 { font-size: 30px; } & p { font-size: 15px; } }
`;

export const Tools = styled.div`
  display: grid; grid-template-columns: minmax(0, auto) minmax(128px, 1fr); gap: 8px;
  & .picker { height: 42px; max-width: 52vw; padding: 0 12px; border-radius: 10px; border: 1px solid var(--border); background: var(--surface); color: var(--text); font-weight: 800; font-size: 13px; text-align: left; cursor: pointer; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
  & input { height: 42px; min-width: 0; padding: 0 12px; border-radius: 10px; border: 1px solid var(--border); background: var(--surface); color: var(--text); font-size: 15px; }
  @media (min-width: 768px) { grid-template-columns: minmax(0, auto) 360px; justify-content: space-between; }
`;

export const ProviderList = styled.ul`
  list-style: none; margin: 0; padding: 0; display: grid; gap: 6px;
  & button { width: 100%; height: 48px; padding: 0 14px; border-radius: 10px; border: 1px solid var(--border); background: var(--surface); color: var(--text); font-weight: 800; text-align: left; cursor: pointer; }
  & button[aria-pressed='true'] { border-color: var(--accent); background: var(--accent-soft); }
`;

export const LeagueLink = styled.p`
  margin: 4px 0 0; text-align: center; font-size: 14px;
  & a { color: var(--accent-text); font-weight: 700; text-decoration: none; }
  & a:hover { text-decoration: underline; }
`;
