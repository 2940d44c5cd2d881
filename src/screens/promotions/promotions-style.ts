// Styles of the Promotions page and the promo popup: cards with a type badge, title and text; the detail view with its
// image, body and 'Take part' button; the failure box with Go Back; the popup as a centred dialog over a dimmed page
// (a bottom sheet on phones). One column on phones, at most 760 px on desktop.
import { styled } from '@linaria/react';

export const Page = styled.section`
  max-width: 760px; margin: 0 auto; padding: 12px 12px 96px;
  & > header { display: grid; grid-template-columns: auto 1fr auto; align-items: center; gap: 8px; margin-bottom: 12px; }
  & h1 { margin: 0; font-size: 20px; }
  & .icon { min-width: 40px; height: 40px; padding: 0 12px; border-radius: 10px; border: 1px solid var(--border); background: var(--surface); color: var(--text); font-weight: 700; cursor: pointer; }
  & ol { list-style: none; margin: 0; padding: 0; display: grid; gap: 10px; }
  & .failed { display: grid; gap: 12px; justify-items: center; padding: 28px 16px; border-radius: 14px; background: var(--surface); border: 1px solid var(--border); text-align: center; }
  & .failed p { margin: 0; color: var(--danger); font-weight: 700; }
`;

export const Card = styled.article`
  display: grid; gap: 6px; padding: 14px; border-radius: 14px; border: 1px solid var(--border); background: var(--surface);
  &[data-type='POINTS_BETTING'] { border-color: var(--accent); background: linear-gradient(135deg, var(--accent-soft), var(--surface) 70%); }
  & .badge { justify-self: start; padding: 2px 10px; border-radius: 999px; background: var(--accent-soft); color: var(--accent-text); font-size: 12px; font-weight: 800; }
  & h2 { margin: 0; font-size: 17px; overflow-wrap: anywhere; }
  & p { margin: 0; color: var(--muted); font-size: 14px; line-height: 1.45; overflow-wrap: anywhere; }
  & .body { color: var(--text); white-space: pre-line; }
  & img { width: 100%; border-radius: 10px; display: block; }
  & .when { font-size: 12px; }
  & .actions { display: flex; flex-wrap: wrap; gap: 8px; margin-top: 4px; }
`;

export const Button = styled.button`
  height: 40px; padding: 0 18px; border-radius: 999px; border: 1px solid var(--border); background: var(--surface-2); color: var(--text); font-weight: 700; cursor: pointer;
  &[data-primary] { border: 0; background: var(--accent); color: #fff; }
`;

export const Backdrop = styled.div`
  position: fixed; inset: 0; z-index: 60; display: flex; align-items: flex-end; justify-content: center; background: rgba(3, 7, 18, 0.7);
  @media (min-width: 768px) { align-items: center; }
  & > [role='dialog'] { width: 100%; max-width: 440px; max-height: 90vh; overflow: auto; display: grid; gap: 10px; padding: 14px 14px 18px; border-radius: 18px 18px 0 0; background: var(--bg); border: 1px solid var(--border); }
  @media (min-width: 768px) { & > [role='dialog'] { border-radius: 18px; } }
  & .top { display: flex; justify-content: space-between; align-items: center; }
  & .close { width: 36px; height: 36px; border-radius: 50%; border: 1px solid var(--border); background: var(--surface-2); color: var(--text); font-size: 18px; cursor: pointer; }
  & .foot { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 10px; }
  & .all { display: inline-flex; align-items: center; height: 40px; padding: 0 18px; border-radius: 999px; background: var(--accent); color: #fff; font-weight: 800; }
  & label { display: flex; align-items: center; gap: 8px; color: var(--muted); font-size: 14px; cursor: pointer; }
  & label input { width: 18px; height: 18px; accent-color: var(--accent); }
`;
