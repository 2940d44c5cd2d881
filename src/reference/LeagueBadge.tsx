// A league's badge for lists such as the desktop Top Leagues: a rounded square in the league's colour
// with its mark (EPL → 'PL', UEFA Champions League → 'UCL'). Decorative, like the other reference marks:
// the league's name is always written beside it. Data and label rules live in leagues.ts.
import { leagueLook } from './leagues.ts';
import { fixedSize } from './fixed-size.ts';

const FONT_SIZE: Record<number, number> = { 1: 15, 2: 13, 3: 11, 4: 9 };

export function LeagueBadge({ name, category, size = 20 }: { name: string; category?: string | null; size?: number }) {
  const look = leagueLook(name, category);
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false" data-league-mark={look.mark} className={fixedSize}>
      <rect x="1" y="1" width="30" height="30" rx="7" fill={look.fill} />
      <text
        x="16"
        y="16.5"
        fill={look.text}
        fontSize={FONT_SIZE[look.mark.length] ?? 8}
        fontWeight="700"
        textAnchor="middle"
        dominantBaseline="central"
        letterSpacing="-0.3"
        fontFamily="system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans Ethiopic', sans-serif"
      >
        {look.mark}
      </text>
    </svg>
  );
}
