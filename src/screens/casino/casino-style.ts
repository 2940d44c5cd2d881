// Styles of the /casino lobby (issue 15): the header banner (by section), the phone's shortcut buttons and provider
// picker beside the search box, the desktop's provider tab strip and search; the provider picker modal.
import { styled } from '@linaria/react';

export const Lobby = styled.section`
  max-width: 1200px; margin: 0 auto; padding: 10px 12px 110px; display: grid; gap: 10px;
  @media (min-width: 768px) { padding: 16px 20px 40px; gap: 14px; }
`;

export const Banner = styled.header`
  position: relative; overflow: hidden; border-radius: 14px; padding: 18px 16px; min-height: 92px; display: grid; align-content: center; gap: 4px;
  background: radial-gradient(circle at 85% 20%, rgba(250, 204, 21, 0.35), transparent 45%), linear-gradient(120deg, #4c1d95, #7c3aed 55%, #db2777);
  color: #fff;
  &[data-section='crash'] { background: radial-gradient(circle at 80% 30%, rgba(251, 146, 60, 0.5), transparent 50%), linear-gradient(120deg, #7f1d1d, #dc2626 60%, #f59e0b); }
  & h1 { margin: 0; font-size: 22px; letter-spacing: 0.5px; }
  & p { margin: 0; font-size: 13px; opacity: 0.9; }
  @media (min-width: 768px) { min-height: 140px; padding: 24px 28px; & h1 { font-size: 30px; } & p { font-size: 15px; } }
`;

export const Shortcuts = styled.nav`
  display: flex; gap: 8px; overflow-x: auto; scrollbar-width: none; padding-bottom: 2px;
  & button { flex: 0 0 auto; height: 36px; padding: 0 14px; border-radius: 999px; border: 1px solid var(--border); background: var(--surface); color: var(--text); font-weight: 800; font-size: 13px; cursor: pointer; }
  & button[aria-pressed='true'] { background: var(--accent); border-color: var(--accent); color: #fff; }
`;

export const Tools = styled.div`
  display: grid; grid-template-columns: minmax(0, auto) minmax(128px, 1fr); gap: 8px;
  & .picker { height: 42px; max-width: 52vw; padding: 0 10px; border-radius: 10px; border: 1px solid var(--border); background: var(--surface); color: var(--text); font-weight: 800; font-size: 12px; text-align: left; cursor: pointer; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  & input { height: 42px; min-width: 0; padding: 0 12px; border-radius: 10px; border: 1px solid var(--border); background: var(--surface); color: var(--text); font-size: 15px; }
  @media (min-width: 768px) { grid-template-columns: minmax(0, 1fr) 320px; align-items: center; }
`;

export const Tabs = styled.nav`
  display: flex; gap: 6px; overflow-x: auto; scrollbar-width: thin; border-bottom: 1px solid var(--border);
  & button { flex: 0 0 auto; height: 40px; padding: 0 16px; border: 0; border-bottom: 3px solid transparent; background: none; color: var(--muted); font-weight: 800; font-size: 14px; cursor: pointer; }
  & button[aria-pressed='true'] { color: var(--text); border-bottom-color: var(--accent); }
`;

export const ProviderList = styled.ul`
  list-style: none; margin: 0; padding: 0; display: grid; gap: 6px; max-height: 60vh; overflow: auto;
  & button { width: 100%; height: 44px; padding: 0 14px; border-radius: 10px; border: 1px solid var(--border); background: var(--surface); color: var(--text); font-weight: 700; text-align: left; cursor: pointer; display: flex; justify-content: space-between; align-items: center; }
  & button[aria-pressed='true'] { border-color: var(--accent); background: var(--accent-soft); }
  & small { color: var(--muted); }
`;
