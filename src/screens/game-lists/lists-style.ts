// Styles of /abcd, /frozen and /inbet (issue 15) beyond the lobby's own (casino-style.ts: banner, tabs, chips, tools):
// a list's sections (a provider's games on /frozen, a type's on /inbet) with their headings, and 'Show more'.
import { styled } from '@linaria/react';

export const Section = styled.section`
  display: grid; gap: 8px;
  & > h2 { margin: 4px 0 0; font-size: 16px; font-weight: 800; display: flex; align-items: baseline; gap: 8px; }
  & > h2 small { color: var(--muted); font-size: 12px; font-weight: 700; }
  @media (min-width: 768px) { gap: 10px; & > h2 { font-size: 18px; } }
`;

export const More = styled.button`
  justify-self: center; height: 42px; padding: 0 22px; border-radius: 999px; border: 1px solid var(--border); background: var(--surface);
  color: var(--text); font-weight: 800; font-size: 14px; cursor: pointer;
`;

export const Search = styled.input`
  height: 42px; min-width: 0; width: 100%; padding: 0 12px; border-radius: 10px; border: 1px solid var(--border); background: var(--surface);
  color: var(--text); font-size: 15px; box-sizing: border-box;
  @media (min-width: 768px) { max-width: 360px; }
`;
