// The sports' names in Afan Oromo (issue 34), word for word the web's (src/i18n/messages/or.json 'sport.<feed name>'),
// so a USSD or Telegram menu names a sport as the web's sports list does. tests/i18n/channel-texts.test.ts keeps them equal.
export const SPORT_NAMES_OR: Readonly<Record<string, string>> = {
  'sport.soccer': 'Kubbaa Miilaa',
  'sport.basketball': 'Kubbaa Saaphanaa',
  'sport.tennis': 'Teenisii',
  'sport.ice hockey': 'Hookii Cabbii',
  'sport.american football': 'Kubbaa Miilaa Ameerikaa',
  'sport.volleyball': 'Voleeboolii',
  'sport.handball': 'Kubbaa Harkaa',
  'sport.baseball': 'Beezboolii',
  'sport.rugby': 'Raagbii',
  'sport.table tennis': 'Teenisii Minjaalaa',
  'sport.darts': 'Daartsii',
};
