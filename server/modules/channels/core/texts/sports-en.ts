// The sports' names in English (issue 34), word for word the web's (src/i18n/messages/en.json 'sport.<feed name>'),
// so a USSD or Telegram menu names a sport as the web's sports list does. tests/i18n/channel-texts.test.ts keeps them equal.
export const SPORT_NAMES_EN: Readonly<Record<string, string>> = {
  'sport.soccer': 'Football',
  'sport.basketball': 'Basketball',
  'sport.tennis': 'Tennis',
  'sport.ice hockey': 'Ice Hockey',
  'sport.american football': 'American Football',
  'sport.volleyball': 'Volleyball',
  'sport.handball': 'Handball',
  'sport.baseball': 'Baseball',
  'sport.rugby': 'Rugby',
  'sport.table tennis': 'Table Tennis',
  'sport.darts': 'Darts',
};
