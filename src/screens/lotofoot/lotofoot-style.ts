// Styles of the LotoFoot screen: variant tabs, the login notice, the deadline banner, the prediction table (three
// 44 px pick buttons per match, so a thumb hits them on a 360 px phone) and the summary panel; one column on phones,
// the table and a sticky summary side by side from 900 px. The dialogs reuse the ticket modal's shell.
import { styled } from '@linaria/react';

export const Page = styled.section`
  max-width: 1100px; margin: 0 auto; padding: 12px 12px 120px;
  @media (min-width: 768px) { padding: 0 0 40px; }
  & > header { display: flex; align-items: center; justify-content: space-between; gap: 8px; margin-bottom: 10px; }
  & h1 { margin: 0; font-size: 20px; }
  & .link { color: var(--accent-text); font-weight: 700; font-size: 14px; }
  & .tabs { display: grid; grid-template-columns: repeat(3, 1fr); gap: 6px; margin-bottom: 10px; }
  & .tabs button { height: 40px; border-radius: 10px; border: 1px solid var(--border); background: var(--surface); color: var(--text); font-weight: 800; cursor: pointer; }
  & .tabs button[aria-pressed='true'] { background: var(--accent); border-color: var(--accent); color: #fff; }
  & .notice { display: flex; align-items: center; justify-content: space-between; gap: 10px; margin-bottom: 10px; padding: 10px 12px; border-radius: 12px; background: rgba(245, 158, 11, 0.12); border: 1px solid rgba(245, 158, 11, 0.4); color: var(--text); font-size: 14px; }
  & .notice button { flex: none; height: 36px; padding: 0 16px; border-radius: 999px; border: 0; background: var(--accent); color: #fff; font-weight: 800; cursor: pointer; }
  & .deadline { display: flex; flex-wrap: wrap; justify-content: space-between; gap: 4px 12px; margin-bottom: 10px; padding: 10px 12px; border-radius: 12px; background: var(--accent-soft); font-size: 14px; }
  & .deadline b { font-variant-numeric: tabular-nums; }
  & .deadline[data-closed='true'] { background: rgba(248, 113, 113, 0.15); color: var(--danger); }
  & .promo { margin: 0 0 10px; padding: 10px 12px; border-radius: 12px; background: var(--surface-2); border: 1px dashed var(--accent); font-size: 13px; line-height: 1.4; }
  & .layout { display: grid; gap: 12px; }
  @media (min-width: 900px) { & .layout { grid-template-columns: minmax(0, 1fr) 340px; align-items: start; } & .summary { position: sticky; top: 80px; } }
`;

export const Table = styled.ol`
  list-style: none; margin: 0; padding: 0; display: grid; gap: 6px;
  & li { display: grid; grid-template-columns: 22px minmax(0, 1fr) auto; align-items: center; gap: 8px; padding: 8px 10px; border-radius: 12px; background: var(--surface); border: 1px solid var(--border); }
  & li[data-picked='true'] { border-color: rgba(34, 197, 94, 0.45); }
  & .n { color: var(--muted); font-size: 12px; font-weight: 800; text-align: center; }
  & .teams { min-width: 0; display: grid; gap: 2px; font-size: 14px; }
  & .teams span { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  & .teams small { color: var(--muted); font-size: 12px; }
  & .picks { display: grid; grid-template-columns: repeat(3, 44px); gap: 4px; }
  & .picks button { height: 44px; border-radius: 10px; border: 1px solid var(--border); background: var(--surface-2); color: var(--text); font-weight: 800; font-size: 15px; cursor: pointer; }
  & .picks button[aria-pressed='true'] { background: var(--accent); border-color: var(--accent); color: #fff; }
  & .picks button:disabled { cursor: default; opacity: 0.6; }
`;

export const Summary = styled.aside`
  display: grid; gap: 10px; padding: 14px; border-radius: 14px; background: var(--surface); border: 1px solid var(--border);
  & h2 { margin: 0; font-size: 16px; }
  & .count { font-size: 14px; color: var(--muted); }
  & .count b { color: var(--text); }
  & label { display: grid; gap: 6px; font-size: 13px; color: var(--muted); }
  & input { height: 44px; padding: 0 12px; border-radius: 10px; border: 1px solid var(--border); background: var(--surface-2); color: var(--text); font-size: 16px; font-weight: 700; }
  & input[aria-invalid='true'] { border-color: var(--danger); }
  & .warn { margin: 0; font-size: 12px; color: var(--warn); }
  & .error { margin: 0; font-size: 12px; color: var(--danger); }
  & .tiers { margin: 0; padding: 0; list-style: none; display: grid; gap: 4px; font-size: 13px; }
  & .tiers li { display: flex; justify-content: space-between; gap: 8px; }
  & .tiers b { color: var(--ok); }
  & .submit { height: 48px; border-radius: 12px; border: 0; background: var(--accent); color: #fff; font-size: 16px; font-weight: 800; cursor: pointer; }
  & .submit:disabled { opacity: 0.5; cursor: default; }
`;

export const Dialog = styled.div`
  position: fixed; inset: 0; z-index: 90; display: grid; place-items: center; padding: 16px; background: rgba(3, 7, 18, 0.75);
  & .card { width: 100%; max-width: 400px; display: grid; gap: 12px; padding: 18px; border-radius: 14px; background: var(--surface); border: 1px solid var(--border); text-align: center; }
  & h2 { margin: 0; font-size: 18px; }
  & p { margin: 0; color: var(--muted); font-size: 14px; }
  & code { font-size: 20px; font-weight: 800; letter-spacing: 0.5px; overflow-wrap: anywhere; }
  & .ok { color: var(--ok); }
  & .bad { color: var(--danger); }
  & .buttons { display: grid; grid-template-columns: 1fr 1fr; gap: 8px; }
  & button { height: 44px; border-radius: 10px; border: 1px solid var(--border); background: var(--surface-2); color: var(--text); font-weight: 800; cursor: pointer; }
  & button.primary { background: var(--accent); border-color: var(--accent); color: #fff; }
`;
