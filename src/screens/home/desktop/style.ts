// Shared look of the desktop home's blocks: a titled panel per section (TOP MATCHES, TOP SPORTS, UPCOMING)
// and the 'Show more' bar. Desktop only (the chunk loads from 768 px), so no phone media queries here.
import { styled } from '@linaria/react';

export const Block = styled.section`
  margin-top: 20px;
  border-radius: var(--radius);
  background: var(--surface);
  border: 1px solid var(--border);
  overflow: hidden;
`;

export const BlockHead = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  min-height: 48px;
  padding: 0 16px;
  border-bottom: 1px solid var(--border);
`;

export const BlockTitle = styled.h2`
  flex: 1;
  margin: 0;
  font-size: 15px;
  font-weight: 800;
  letter-spacing: 0.6px;
  text-transform: uppercase;
`;

/** The spec's 'Show more' bar: shown under the table, it leads nowhere, so it is not a control. */
export const ShowMoreBar = styled.div`
  padding: 12px;
  text-align: center;
  font-size: 13px;
  font-weight: 700;
  color: var(--muted);
  background: var(--surface-2);
  border-top: 1px solid var(--border);
`;

export const RoundButton = styled.button`
  display: inline-grid;
  place-items: center;
  width: 32px;
  height: 32px;
  border-radius: 50%;
  border: 1px solid var(--border);
  background: var(--surface-2);
  cursor: pointer;
  font-size: 16px;
  line-height: 1;
  &:disabled {
    opacity: 0.35;
    cursor: default;
  }
`;
