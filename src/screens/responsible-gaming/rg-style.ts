// Styles of the Responsible gaming and Terms screens: one readable column (max 720 px) on a phone and a desktop,
// cards with the app's colours, 48 px touch targets.
import { styled } from '@linaria/react';

export const Page = styled.section`
  max-width: 720px; margin: 0 auto; padding: 16px 12px 96px; display: grid; gap: 14px;
  & h1 { margin: 0; font-size: 22px; }
  & h2 { margin: 0; font-size: 17px; }
  & p { margin: 0; line-height: 1.5; color: var(--muted); font-size: 14px; }
  & .card { padding: 16px; border-radius: 14px; background: var(--surface); border: 1px solid var(--border); display: grid; gap: 12px; }
  & label { display: grid; gap: 6px; font-size: 13px; color: var(--muted); }
  & input[type='number'], & select { height: 48px; padding: 0 12px; border-radius: 10px; border: 1px solid var(--border); background: var(--bg); color: var(--text); font-size: 16px; min-width: 0; }
  & .limits { display: grid; gap: 12px; grid-template-columns: minmax(0, 1fr); }
  @media (min-width: 600px) { & .limits { grid-template-columns: repeat(3, minmax(0, 1fr)); } }
  & .limit small { color: var(--muted); font-size: 12px; }
  & .limit { display: grid; gap: 4px; align-content: start; }
  & .pending { display: grid; gap: 6px; justify-items: start; color: var(--warn); font-size: 12px; }
  & .pending .secondary { min-height: 36px; padding: 0 12px; font-size: 13px; }
  & .row { display: flex; gap: 10px; flex-wrap: wrap; }
  & .primary, & .secondary, & .danger { min-height: 48px; padding: 0 18px; border-radius: 12px; font-size: 15px; font-weight: 800; cursor: pointer; }
  & .primary { border: 0; background: var(--accent); color: #fff; }
  & .secondary { border: 1px solid var(--border); background: var(--bg); color: var(--text); }
  & .danger { border: 0; background: var(--danger); color: #fff; }
  & button:disabled { opacity: 0.5; cursor: default; }
  & .choices { display: flex; gap: 8px; flex-wrap: wrap; border: 0; padding: 0; margin: 0; min-width: 0; }
  & .choices button { min-height: 44px; padding: 0 14px; border-radius: 999px; border: 1px solid var(--border); background: var(--bg); color: var(--text); font-weight: 700; cursor: pointer; }
  & .choices button[aria-pressed='true'] { border-color: var(--accent); color: var(--accent-text); background: var(--accent-soft); }
  & .error { margin: 0; padding: 10px 12px; border-radius: 8px; background: rgba(248, 113, 113, 0.12); color: var(--danger); font-size: 14px; font-weight: 600; }
  & .ok { margin: 0; padding: 10px 12px; border-radius: 8px; background: rgba(74, 222, 128, 0.12); color: var(--ok); font-size: 14px; font-weight: 700; }
  & .notice { padding: 12px; border-radius: 10px; border: 1px solid var(--warn); color: var(--text); font-size: 14px; font-weight: 600; }
  & a { color: var(--accent-text); font-weight: 700; }
  & ol, & ul { margin: 0; padding-left: 20px; display: grid; gap: 8px; line-height: 1.5; font-size: 14px; }
  & ol.card { padding-left: 36px; }
`;

/** The reality check's dialog: a sheet from the bottom on a phone, a centred card on a desktop. */
export const DialogBackdrop = styled.div`
  position: fixed; inset: 0; z-index: 95; display: flex; align-items: flex-end; justify-content: center; background: rgba(3, 7, 18, 0.75);
  @media (min-width: 768px) { align-items: center; }
  & > [role='dialog'] { width: 100%; max-width: 420px; display: grid; gap: 12px; padding: 18px 16px 22px; border-radius: 18px 18px 0 0; background: var(--bg); border: 1px solid var(--border); }
  @media (min-width: 768px) { & > [role='dialog'] { border-radius: 18px; } }
  & h2 { margin: 0; font-size: 18px; }
  & p { margin: 0; font-size: 15px; line-height: 1.5; }
  & .net { font-size: 20px; font-weight: 900; font-variant-numeric: tabular-nums; }
  & small { color: var(--muted); }
  & .row { display: flex; gap: 10px; }
  & button { flex: 1; min-height: 48px; border-radius: 12px; font-size: 15px; font-weight: 800; cursor: pointer; }
  & .primary { border: 0; background: var(--accent); color: #fff; }
  & .secondary { border: 1px solid var(--border); background: var(--surface); color: var(--text); }
`;
