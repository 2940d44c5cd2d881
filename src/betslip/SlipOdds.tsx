// The slip's prices as the player sees them (issue 12). A pick shows the price a ticket would carry; when the
// live price moved and the odds policy asks, it shows old → new (up green, down red) until the player accepts;
// a suspended or vanished outcome is marked and its price struck; a pick on a match being played is tagged LIVE
// (issue 32). The policy switch, "Accept odds changes: ask · higher only · any" ('higher only' by default since issue
// 32), sits in the slip and is kept with it in browser storage.
import { useRow } from '../data/hooks.ts';
import { useT } from '../i18n/I18nProvider.tsx';
import { useFormatOdds } from '../data/odds-format.ts';
import { ODDS_POLICIES, type OddsPolicy } from '../../domain/odds-policy.ts';
import type { PickReview } from '../../sync/slip-review.ts';
import type { MessageId } from '../i18n/messages.ts';
import { useMove } from '../components/use-move.ts';
import { useFeedNames } from '../i18n/feed-names.ts';
import { LiveTag } from './LiveSlip.tsx';

function Price({ review }: { review: PickReview }) {
  const t = useT();
  const move = useMove(review.price);
  const formatOdds = useFormatOdds();
  if (review.suspended) {
    return (
      <>
        <s>{formatOdds(review.accepted)}</s>
        <small className="state" data-testid="slip-pick-suspended">
          {t('slip.suspended')}
        </small>
      </>
    );
  }
  if (review.ask) {
    return (
      <>
        {/* A label on a bare <s> is ignored by screen readers; as an image the old price reads "was 1.92". */}
        <s className="was" role="img" aria-label={t('slip.oddsWas', { odds: formatOdds(review.accepted) })}>
          {formatOdds(review.accepted)}
        </s>
        {' → '}
        <span className="now" data-dir={review.move} data-testid="slip-pick-live">
          {formatOdds(review.live)}
        </span>
      </>
    );
  }
  return (
    <span key={review.price} data-move={move}>
      {formatOdds(review.price)}
    </span>
  );
}

export function SlipPick({ review, onRemove }: { review: PickReview; onRemove: (matchId: string) => void }) {
  const t = useT();
  const p = useRow('slipSelections', review.row);
  const feed = useFeedNames();
  return (
    <li data-testid="slip-pick" data-change={review.ask ? review.move : undefined} data-suspended={review.suspended || undefined}>
      <div>
        <b>
          <LiveTag matchId={p.match_id ?? ''} startMs={p.start_time ?? 0} />
          {p.match_name}
        </b>
        <small>
          {feed.market(p.market_name ?? '')}: {feed.outcome(p.outcome_name ?? '')}
        </small>
      </div>
      <span className="odds" data-testid="slip-pick-odds">
        <Price review={review} />
      </span>
      <button type="button" aria-label={t('slip.remove')} onClick={() => onRemove(p.match_id ?? '')}>
        ×
      </button>
    </li>
  );
}

const POLICY_TEXT: Record<OddsPolicy, MessageId> = {
  ask: 'slip.oddsPolicy.ask',
  higher: 'slip.oddsPolicy.higher',
  any: 'slip.oddsPolicy.any',
};

export function OddsPolicyToggle({ policy, onChange }: { policy: OddsPolicy; onChange: (p: OddsPolicy) => void }) {
  const t = useT();
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of toggle buttons (WAI-ARIA's button group), not form fields for a <fieldset>
    <div className="policy" role="group" aria-labelledby="slip-odds-policy" data-testid="odds-policy">
      <span id="slip-odds-policy">{t('slip.oddsPolicy')}</span>
      <div>
        {ODDS_POLICIES.map((p) => (
          <button key={p} type="button" aria-pressed={p === policy} data-policy={p} onClick={() => onChange(p)}>
            {t(POLICY_TEXT[p])}
          </button>
        ))}
      </div>
    </div>
  );
}
