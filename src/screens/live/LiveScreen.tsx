// The Live screen (issue 32), routes /live and /live/$matchId (one lazy chunk). Phone: /live is the matches in play by
// sport and league with 'Upcoming live' under them, /live/$matchId the match's live page (Back returns to the list,
// or opens it when the page was the first one seen). Desktop: the list, the open match beside it (the first match in
// play when none is named) and, from 1180 px, the betslip as a third column; a row opens its match beside the list.
import { useNavigate, useParams, useRouter } from '@tanstack/react-router';
import { useT } from '../../i18n/I18nProvider.tsx';
import { useLayout } from '../../layout/layout.ts';
import { InlineSlip, useWindowAtLeast } from '../../betslip/InlineSlip.tsx';
import { InPlayList, useInPlayCount } from './InPlayList.tsx';
import { UpcomingLive } from './UpcomingLive.tsx';
import { LiveMatchPage } from './LiveMatchPage.tsx';
import { useLiveInPlayBySport } from './use-live.ts';
import { Head, Page } from './live-style.ts';
import { Columns, Side } from './live-match-style.ts';

const SLIP_COLUMN_FROM_PX = 1180;

function LiveList({ selected, onOpen }: { selected: string; onOpen: (id: string) => void }) {
  const t = useT();
  const count = useInPlayCount();
  return (
    <Page data-testid="live">
      <Head>
        <h1>{t('live.title')}</h1>
        <span className="count" data-testid="live-count" title={t('live.inPlay')}>
          {`${t('live.inPlay')} ${count}`}
        </span>
      </Head>
      <InPlayList selected={selected} onOpen={onOpen} />
      <UpcomingLive onOpen={onOpen} />
    </Page>
  );
}

function DesktopLive({ matchId, onOpen }: { matchId: string; onOpen: (id: string) => void }) {
  const slip = useWindowAtLeast(SLIP_COLUMN_FROM_PX);
  const first = useLiveInPlayBySport()[0]?.matchIds[0] ?? '';
  const selected = matchId || first;
  return (
    <Columns data-slip={slip || undefined} data-wide-view={slip ? '' : undefined}>
      <LiveList selected={selected} onOpen={onOpen} />
      <Side>{selected ? <LiveMatchPage key={selected} matchId={selected} /> : null}</Side>
      {slip ? <InlineSlip testId="live-slip" /> : null}
    </Columns>
  );
}

export function LiveScreen() {
  const navigate = useNavigate();
  const router = useRouter();
  const matchId = (useParams({ strict: false }) as { matchId?: string }).matchId ?? '';
  const desktop = useLayout() === 'desktop';
  const open = (id: string): void => {
    void navigate({ to: '/live/$matchId', params: { matchId: id } });
  };
  if (desktop) {
    return <DesktopLive matchId={matchId} onOpen={open} />;
  }
  if (!matchId) {
    return <LiveList selected="" onOpen={open} />;
  }
  const back = (): void => {
    if (router.history.canGoBack()) {
      router.history.back();
    } else {
      void navigate({ to: '/live', replace: true });
    }
  };
  return (
    <Page data-testid="live">
      <LiveMatchPage key={matchId} matchId={matchId} onBack={back} />
    </Page>
  );
}
