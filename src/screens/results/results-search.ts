// The results route's address (issue 29): `day` (YYYY-MM-DD, EAT) picks a day, `match` opens the day of one finished
// match with it marked (a settled ticket leg links there). Anything else in the address is dropped.
export interface ResultsSearch {
  day?: string;
  match?: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export const resultsSearch = (s: Record<string, unknown>): ResultsSearch => ({
  day: typeof s['day'] === 'string' && DAY.test(s['day']) ? s['day'] : undefined,
  match: typeof s['match'] === 'string' && s['match'] !== '' ? s['match'] : undefined,
});
