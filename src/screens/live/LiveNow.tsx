// The 'Live now' chip (issue 32): first in the sport strips (the phone home's and the sports browser's), it counts the
// matches in play (the sports list's live_count, summed; kept with the stored catalogue, so a revisit shows it too) and
// opens /live. It ships with the home route: kept tiny.
import { Link } from '@tanstack/react-router';
import { css } from '@linaria/core';
import { useRowIds, useStore } from '../../data/hooks.ts';
import { useT } from '../../i18n/I18nProvider.tsx';

const chip = css`
  flex: 0 0 auto;
  display: inline-flex;
  align-items: center;
  gap: 6px;
  height: 36px;
  padding: 0 14px;
  border-radius: 999px;
  border: 1px solid var(--danger);
  color: var(--text);
  font-weight: 700;
  font-size: 13px;
  white-space: nowrap;
  text-decoration: none;
  &::before { content: ''; width: 8px; height: 8px; border-radius: 50%; background: var(--danger); }
  & small { color: var(--danger); font-size: 12px; font-weight: 800; }
`;

export function LiveNow() {
  const t = useT();
  const store = useStore();
  // Re-drawn when sports come or go, and with its strip at every sports read (the strip reads the read's state).
  const ids = useRowIds('sports');
  let count = 0;
  for (const id of ids) {
    count += store?.getCell('sports', id, 'live_count') ?? 0;
  }
  return (
    <Link to="/live" className={chip} data-testid="live-now">
      {t('home.liveNow')} <small>{count}</small>
    </Link>
  );
}
