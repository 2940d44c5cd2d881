// Writes docs/glossary.md: the betting terms a native speaker reviews in one place, en/am/or/ti side by side.
// Every row is read from the message catalogues (src/i18n/messages/*.json) by id, so the page can never say
// something the app does not; tests/scripts/glossary.test.ts fails when the page and the catalogues disagree
// (run `node scripts/glossary.mjs` after changing a term). Notes say why a word was chosen where it is tricky.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const LANGS = ['en', 'am', 'or', 'ti'];

/** [section, [[message id, note], …]]: the ids whose texts make the glossary. */
export const SECTIONS = [
  [
    'Slip and ticket',
    [
      ['slip.title', 'am/ti keep the loanword ቤትስሊፕ; or says what it is: "betting paper".'],
      ['slip.single', ''],
      ['slip.multiple', 'An accumulator: several picks on one ticket, all must win.'],
      ['slip.stake', 'The money put on a ticket (before VAT).'],
      ['slip.netStake', 'Stake after the 15 % VAT is taken off.'],
      ['history.odds', 'am/ti/or keep "odd" as a loanword (ኦድ, Odii): the word used in Ethiopian betting shops.'],
      ['slip.totalOdds', "The product of the picks' odds on a multiple."],
      ['slip.potentialWin', 'What the ticket pays if every pick wins; "possible prize", not a promise.'],
      ['slip.netWin', 'After the 15 % income tax on winnings.'],
      ['history.bonus', ''],
      ['slip.vat', ''],
      ['slip.tax', ''],
      ['slip.placeBet', 'A verb on a button: am ተወራረድ "bet!", or QABSIISI "stake it!".'],
      ['slip.acceptOdds', ''],
      ['slip.suspended', 'A market closed for betting for a while (a goal, a red card); not cancelled.'],
      ['slip.ticketId', ''],
      ['slip.referenceCode', ''],
      ['nav.checkTicket', ''],
      ['check.cashback', ''],
      ['check.status.PENDING', ''],
      ['check.status.WON', ''],
      ['check.status.LOST', ''],
      ['check.status.VOID', 'A pick or ticket cancelled and refunded (a match abandoned).'],
    ],
  ],
  [
    'Markets',
    [
      ['feed.market.1x2', "Kept as 1X2 in every language: the spec's labels (1 home, X draw, 2 away) stay."],
      ['feed.market.double-chance', 'Two of the three results win: 1X, 12, X2 (labels stay).'],
      ['feed.market.draw-no-bet', 'Said as what happens: "if it is a draw, the stake comes back".'],
      ['feed.market.total-goals', 'Shown with its line: "Total Goals 2.5". ti ሸቶ is goal (am ጎል).'],
      ['feed.market.both-teams-to-score', 'A sentence, "both teams score", rather than a noun phrase.'],
      ['feed.market.half-time-full-time', 'Outcomes read 1/X: the half-time result, then the full-time one.'],
      ['feed.market.handicap', 'A head start in goals (0:1) given to one side; a loanword in all three.'],
      ['feed.market.asian-handicap', 'A handicap with no draw: a whole line refunds on a tie.'],
      ['feed.market.home-team-total', 'Home team = the team playing at its own ground (am ባለሜዳ, ti ወናኒ ሜዳ).'],
      ['feed.market.away-team-total', 'Away team = the visitors (am እንግዳ, or keessummaa, ti ጋሻ).'],
      ['feed.market.exact-goals', ''],
      ['feed.market.odd-even', 'Odd/even number of goals: am ጎዶሎ/ሙሉ, or kophee/cimdii, ti ጎደሎ/ጽምዲ.'],
      ['feed.market.correct-score', ''],
      ['feed.market.home-win-to-nil', 'The home team wins without conceding a goal.'],
      ['feed.market.away-win-to-nil', ''],
      ['feed.market.winner', ''],
      ['feed.market.winner-incl-overtime', ''],
      ['feed.market.winner-incl-overtime-and-penalties', 'Penalties = the shoot-out that decides a tied game.'],
      ['feed.market.total-points', ''],
      ['feed.market.set-handicap', 'Set and game keep their loanwords (ሴት, ጌም; seetii, geemii) as in tennis coverage.'],
      ['feed.market.total-sets', ''],
      ['feed.market.total-games', ''],
      ['feed.market.1st-half-1x2', ''],
      ['feed.market.1x2-total', 'A combination: both parts must win.'],
    ],
  ],
  [
    'Outcomes',
    [
      ['feed.outcome.over', 'The line goes where the language puts it: am ከ2.5 በላይ, or 2.5 ol, ti ልዕሊ 2.5.'],
      ['feed.outcome.under', ''],
      ['feed.outcome.yes', ''],
      ['feed.outcome.no', ''],
      ['feed.outcome.odd', ''],
      ['feed.outcome.even', ''],
      ['feed.outcome.other', 'Any score not listed (correct score).'],
      ['feed.outcome.draw', 'X in the odds columns; the word where a label is spelt out.'],
    ],
  ],
  [
    'Market groups',
    [
      ['feed.group.main', ''],
      ['feed.group.goals', ''],
      ['feed.group.handicap', ''],
      ['feed.group.1st-half', ''],
      ['feed.group.correct-score', ''],
      ['feed.group.combos', ''],
      ['feed.group.team-totals', ''],
      ['feed.group.totals', ''],
      ['feed.group.sets', ''],
      ['feed.group.games', 'Games of a tennis set, not the casino games (nav.games).'],
    ],
  ],
  [
    'Short tab labels (phone, 360 px)',
    [
      ['nav.tab.virtuals', 'or: the full "Virchuwaalii" does not fit a 51 px tab; the shorter spelling does.'],
      ['nav.tab.promos', 'or: "Boonasii" (bonuses) for the tab; the menu keeps "Piroomooshinii".'],
      ['nav.tab.checkTicket', 'or: "Tikeetii Ilaali" (look at a ticket); "Mirkaneessi" does not fit a tab.'],
    ],
  ],
];

/** Terms the app does not show yet, proposed so they are reviewed before a screen needs them. */
export const PROPOSED = [
  [
    'Cash-out',
    'ካሽ አውት (ቀድሞ ክፍያ)',
    'Kaash-aawut (kaffaltii dursaa)',
    'ካሽ ኣውት (ቅድሚ ግዜ ክፍሊት)',
    'Settling a ticket early for a price offered now; not offered by BirrBet yet.',
  ],
];

const cell = (s) => String(s).replaceAll('|', '\\|').replaceAll('\n', ' ');

/** The page, from the four catalogues ({en, am, or, ti}: id → text). */
export function renderGlossary(catalogues) {
  const out = [
    '# Glossary of betting terms',
    '',
    'The words a player reads, in English, Amharic (am), Afaan Oromoo (or) and Tigrinya (ti), for a native speaker to',
    'review in one place. Generated from `src/i18n/messages/*.json` by `node scripts/glossary.mjs` (a test fails when',
    'this page and the catalogues disagree): change a term in the catalogues, then regenerate. Team and league names',
    "are the feed's own and never translated; 1, X and 2 labels stay as they are. `{line}` is the feed's line (2.5).",
    '',
  ];
  for (const [title, rows] of SECTIONS) {
    out.push(`## ${title}`, '', '| id | en | am | or | ti | note |', '|---|---|---|---|---|---|');
    for (const [id, note] of rows) {
      const texts = LANGS.map((l) => catalogues[l]?.[id]);
      if (texts.some((t) => t === undefined)) {
        throw new Error(`glossary: ${id} is missing from a catalogue`);
      }
      out.push(`| \`${id}\` | ${texts.map(cell).join(' | ')} | ${cell(note)} |`);
    }
    out.push('');
  }
  out.push('## Proposed (not in the app yet)', '', '| en | am | or | ti | note |', '|---|---|---|---|---|');
  for (const row of PROPOSED) {
    out.push(`| ${row.map(cell).join(' | ')} |`);
  }
  out.push('');
  return out.join('\n');
}

export const readCatalogues = (root = '.') =>
  Object.fromEntries(LANGS.map((l) => [l, JSON.parse(readFileSync(`${root}/src/i18n/messages/${l}.json`, 'utf8'))]));

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync('docs/glossary.md', renderGlossary(readCatalogues()));
  console.log('wrote docs/glossary.md');
}
