// Styles of the shared game UI (issue 15): the grid (2 columns on phones, 3 from 480 px, 6 on desktop) and its tiles
// with badges and the 'Unavailable' overlay, the 12-card skeleton, the launch modal (a bottom sheet on phones), the
// full-screen player overlay (red close button top right, loading and failure views) and the pop-up launcher dialog.
import { styled } from '@linaria/react';

export const Grid = styled.ul`
  list-style: none; margin: 0; padding: 0; display: grid; gap: 10px; grid-template-columns: repeat(var(--cols, 2), minmax(0, 1fr));
  &[data-virtual] { display: block; position: relative; }
  & .row { position: absolute; left: 0; right: 0; display: grid; gap: 10px; grid-template-columns: repeat(var(--cols, 2), minmax(0, 1fr)); }
`;

export const Tile = styled.button`
  position: relative; width: 100%; display: grid; gap: 4px; padding: 0 0 8px; border-radius: 12px; overflow: hidden; border: 1px solid var(--border);
  background: var(--surface); color: var(--text); text-align: left; cursor: pointer; font: inherit;
  & .thumb { width: 100%; aspect-ratio: 4 / 3; object-fit: cover; display: block; background: linear-gradient(135deg, var(--accent-soft), var(--surface-2)); }
  & .thumb[data-placeholder='flag'] { display: grid; place-items: center; color: var(--muted); }
  & .name { padding: 0 8px; font-weight: 700; font-size: 14px; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  & .provider { padding: 0 8px; color: var(--muted); font-size: 12px; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  & .badges { position: absolute; top: 6px; left: 6px; display: flex; gap: 4px; }
  & .badge { padding: 1px 6px; border-radius: 6px; font-size: 10px; font-weight: 800; color: #fff; background: var(--ok); }
  & .badge[data-kind='hot'] { background: #ef4444; }
  & .badge[data-kind='jackpot'] { background: var(--warn); color: #1f1300; }
  &[aria-disabled='true'] { opacity: 0.5; cursor: not-allowed; }
  & .unavailable { position: absolute; inset: 0; display: grid; place-items: center; background: rgba(3, 7, 18, 0.55); font-weight: 800; }
  &:focus-visible { outline: 2px solid var(--accent); outline-offset: 2px; }
`;

export const Bone = styled.li`
  aspect-ratio: 4 / 4; border-radius: 12px; background: linear-gradient(90deg, var(--surface) 0%, var(--surface-2) 50%, var(--surface) 100%);
  background-size: 200% 100%; animation: pulse 1.2s ease-in-out infinite;
  @keyframes pulse { from { background-position: 200% 0; } to { background-position: -200% 0; } }
`;

export const Sheet = styled.div`
  position: fixed; inset: 0; z-index: 70; display: flex; align-items: flex-end; justify-content: center; background: rgba(3, 7, 18, 0.7);
  @media (min-width: 768px) { align-items: center; }
  & > [role='dialog'] { width: 100%; max-width: 420px; display: grid; gap: 12px; padding: 16px; border-radius: 18px 18px 0 0; background: var(--bg); border: 1px solid var(--border); }
  @media (min-width: 768px) { & > [role='dialog'] { border-radius: 18px; } }
  & header { display: grid; grid-template-columns: 1fr auto; gap: 8px; align-items: start; }
  & h2 { margin: 0; font-size: 18px; overflow-wrap: anywhere; }
  & .sub { color: var(--muted); font-size: 13px; }
  & .close { width: 36px; height: 36px; border-radius: 50%; border: 1px solid var(--border); background: var(--surface-2); color: var(--text); font-size: 18px; cursor: pointer; }
  & p { margin: 0; color: var(--muted); font-size: 14px; line-height: 1.4; }
  & .why { color: var(--warn); }
  & .actions { display: grid; gap: 8px; }
  & .tip { padding: 10px; border-radius: 10px; background: var(--surface); border: 1px solid var(--border); color: var(--text); font-size: 13px; }
  & .ok { color: var(--ok); font-weight: 800; }
  & .bad { color: var(--danger); font-weight: 800; }
`;

export const Action = styled.button`
  height: 44px; padding: 0 18px; border-radius: 12px; border: 1px solid var(--border); background: var(--surface-2); color: var(--text); font-weight: 800; cursor: pointer; font-size: 15px;
  &[data-primary] { border: 0; background: var(--accent); color: #fff; }
  &:disabled { opacity: 0.5; cursor: not-allowed; }
`;

export const Player = styled.div`
  position: fixed; inset: 0; z-index: 80; background: #000; display: flex;
  & iframe { flex: 1; width: 100%; height: 100%; border: 0; background: #000; }
  & .close { position: absolute; top: 10px; right: 10px; z-index: 2; width: 40px; height: 40px; border-radius: 50%; border: 0; background: #dc2626; color: #fff; font-size: 20px; font-weight: 800; cursor: pointer; }
  & .veil { position: absolute; inset: 0; display: grid; place-content: center; justify-items: center; gap: 10px; padding: 24px; text-align: center; color: #fff; background: var(--bg); }
  & .veil p { margin: 0; color: var(--muted); max-width: 360px; }
  & .veil strong { font-size: 18px; }
  & .spinner { width: 44px; height: 44px; border-radius: 50%; border: 4px solid var(--surface-2); border-top-color: var(--accent); animation: spin 0.9s linear infinite; }
  & .buttons { display: flex; gap: 10px; }
  @keyframes spin { to { transform: rotate(360deg); } }
`;

export const ErrorBanner = styled.div`
  display: flex; align-items: center; gap: 10px; margin: 0 0 10px; padding: 10px 12px; border-radius: 10px; background: #7f1d1d; color: #fff; font-size: 14px;
  & span { flex: 1; overflow-wrap: anywhere; }
  & button { width: 28px; height: 28px; border-radius: 50%; border: 0; background: rgba(255, 255, 255, 0.18); color: #fff; font-weight: 800; cursor: pointer; }
`;
