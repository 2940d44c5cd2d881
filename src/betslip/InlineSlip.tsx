// The betslip as a right-hand column of a desktop view (spec §2: tournament view and markets view, at least
// 300 px): the slip panel, a fixed sheet elsewhere, laid into the page without its minimise button. While it is
// on screen the app's collapsed slip (and the sheet it opens) would be a second slip, so both are hidden, and
// the page keeps its own scroll (the sheet locks it). Views that hold it mark themselves `data-wide-view`, so
// the shell gives them the width of the window (src/layout/Shell.tsx).
import { lazy, Suspense, useCallback, useEffect, useSyncExternalStore } from 'react';
import { styled } from '@linaria/react';
import { css } from '@linaria/core';

const BetslipPanel = lazy(() => import('./BetslipPanel.tsx'));

/** Width of the slip column (spec §2: min width 300 px). */
const SLIP_COLUMN_PX = 300;

const Column = styled.aside`
  min-width: ${SLIP_COLUMN_PX}px;
  min-height: 0;
  display: flex;
  & > [data-testid='betslip-panel'] {
    position: static;
    inset: auto;
    z-index: auto;
    flex: 1;
    width: auto;
    border: 1px solid var(--border);
    border-radius: var(--radius);
    box-shadow: none;
  }
  & > [data-testid='betslip-panel'] header .close { display: none; }
`;

const oneSlip = css`
  :global() {
    body:has([data-inline-slip]) [data-testid='betslip-bar'] { display: none; }
    body:has([data-inline-slip]) [data-testid='betslip-panel']:not([data-inline-slip] *) { display: none; }
  }
`;

/** The slip panel locks the page's scroll because elsewhere it is a full-screen sheet; as a column it must not. */
function PageScrolls() {
  useEffect(() => {
    document.body.style.overflow = '';
  }, []);
  return null;
}
const noop = (): void => undefined;

/** Whether the window is at least `px` wide, following resizes (for views that lay out by the window). */
export function useWindowAtLeast(px: number): boolean {
  const query = `(min-width: ${px}px)`;
  const subscribe = useCallback(
    (listener: () => void): (() => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', listener);
      return () => list.removeEventListener('change', listener);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}

export function InlineSlip({ testId, className }: { testId: string; className?: string }) {
  return (
    <Column data-inline-slip="" data-testid={testId} className={[oneSlip, className].filter(Boolean).join(' ')}>
      <Suspense fallback={null}>
        <BetslipPanel onClose={noop} />
        <PageScrolls />
      </Suspense>
    </Column>
  );
}
