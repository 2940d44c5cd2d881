// The league reference table (spec §3 "Reference data") and the one name each league is shown by. Kept apart
// from the badges (leagues.ts, which needs the club table and colours) so the home route's chips and grid can name
// leagues without loading the badge code. A 'Category/Name' entry wins over a bare name ('Premier League' is
// England's and Ethiopia's); an entry's first bare name is the league's shown name.
import { normalizeName } from './normalize.ts';

// 'Name|Category/Name|…,label,mark,colour' entries (colour optional, hex without '#').
const LEAGUES =
  'Ethiopia/Premier League|Ethiopian Premier League|Ethiopia Premier League,EthPL,ETH,078930;' +
  'Premier League|England/Premier League|English Premier League|EPL,EPL,PL,3d195b;' +
  'LaLiga|La Liga|LaLiga EA Sports|Spain/Primera Division,LaLiga,LL,ff4b44;Bundesliga,Bundesliga,BL,d20515;' +
  'Serie A|Italy/Serie A,Serie A,SA,008fd7;Brazil/Serie A|Brasileirão Serie A|Brasileirao,Brasileirão,BRA,009c3b;' +
  'Ligue 1,Ligue 1,L1,091c3e;Eredivisie,Eredivisie,ERE;Liga Portugal|Primeira Liga|Liga Portugal Betclic,Liga Portugal,LP;' +
  'UEFA Champions League|Champions League,UCL,UCL,0e1e5b;UEFA Europa League|Europa League,UEL,UEL,f68e00;' +
  'UEFA Conference League|UEFA Europa Conference League|Conference League,UECL,UECL,00be14;' +
  'Championship|EFL Championship|England/Championship,Championship,EFL;FIFA World Cup|World Cup,World Cup,WC;' +
  'Africa Cup of Nations|AFCON,AFCON,ACN;CAF Champions League,CAF CL,CAF;Major League Soccer|MLS,MLS,MLS;' +
  'Saudi Pro League,SPL,SPL;NBA,NBA,NBA,1d428a;EuroLeague,EuroLeague,EL,f05a28;ATP Tour|ATP,ATP,ATP,002865;' +
  'WTA Tour|WTA,WTA,WTA,7a2a90;NHL,NHL,NHL,000;NFL,NFL,NFL,013369;SuperLega,SuperLega,SL;PlusLiga,PlusLiga,PLS;' +
  'Handball-Bundesliga|HBL,HBL,HBL';

export interface League {
  /** The shown name: the entry's first name without a category. */
  name: string;
  /** Countries of the entry's 'Category/Name' keys: a bare-name hit from another country is another league. */
  countries: Set<string>;
  label: string;
  mark: string;
  colour: string | null;
}

let byKey: Map<string, League> | null = null;

/** 'England/Premier League' → 'england/premier league'; a bare name stays a bare key. */
export function keyOf(name: string, category?: string | null): string {
  return category ? `${normalizeName(category)}/${normalizeName(name)}` : normalizeName(name);
}

function table(): Map<string, League> {
  if (byKey === null) {
    byKey = new Map();
    for (const entry of LEAGUES.split(';')) {
      const [names = '', label = '', mark = '', colour] = entry.split(',');
      const all = names.split('|');
      const shown = all.find((n) => !n.includes('/')) ?? all[0]?.split('/')[1] ?? '';
      const league: League = { name: shown, countries: new Set(), label, mark, colour: colour ? `#${colour}` : null };
      for (const name of all) {
        const [category, bare] = name.includes('/') ? name.split('/') : [null, name];
        byKey.set(keyOf(bare ?? '', category), league);
        if (category) {
          league.countries.add(normalizeName(category));
        }
      }
    }
  }
  return byKey;
}

export function findLeague(name: string, category?: string | null): League | null {
  return table().get(keyOf(name ?? '', category)) ?? table().get(keyOf(name ?? '')) ?? null;
}

/**
 * The one name a league is shown by: the reference entry's name ('Premier League' for England's, 'Ethiopian Premier
 * League' for Ethiopia's, 'Brasileirão Serie A' for Brazil's), else its own. A bare-name entry bound to other
 * countries is not taken (Kenya's 'Premier League' stays 'Premier League', not England's).
 */
export function leagueName(name: string, category?: string | null): string {
  const exact = category ? table().get(keyOf(name ?? '', category)) : undefined;
  const bare = table().get(keyOf(name ?? ''));
  const own = bare && (!category || bare.countries.size === 0 || bare.countries.has(normalizeName(category))) ? bare : undefined;
  return (exact ?? own)?.name || (name ?? '').trim();
}

/**
 * Shown names of a list of leagues (chips, the desktop grid): leagueName each; two that would still read the same
 * (two unknown leagues of one name) are told apart by their country first, 'Kenya Premier League'.
 */
export function leagueNames<T>(items: readonly T[], id: (t: T) => string, name: (t: T) => string, category: (t: T) => string): Map<string, string> {
  const shown = items.map((t) => leagueName(name(t), category(t)));
  const count = new Map<string, number>();
  shown.forEach((n) => {
    count.set(n, (count.get(n) ?? 0) + 1);
  });
  return new Map(
    items.map((t, i) => {
      const n = shown[i] ?? '';
      return [id(t), (count.get(n) ?? 0) > 1 && category(t) ? `${category(t)} ${n}` : n];
    }),
  );
}
