// The sports' names in Tigrinya (issue 34), word for word the web's (src/i18n/messages/ti.json 'sport.<feed name>'),
// so a USSD or Telegram menu names a sport as the web's sports list does. tests/i18n/channel-texts.test.ts keeps them equal.
export const SPORT_NAMES_TI: Readonly<Record<string, string>> = {
  'sport.soccer': 'ኩዕሶ እግሪ',
  'sport.basketball': 'ኩዕሶ ሰኪዔት',
  'sport.tennis': 'ቴኒስ',
  'sport.ice hockey': 'ኣይስ ሆኪ',
  'sport.american football': 'ኩዕሶ እግሪ ኣመሪካ',
  'sport.volleyball': 'ኩዕሶ መርበብ',
  'sport.handball': 'ኩዕሶ ኢድ',
  'sport.baseball': 'ቤዝቦል',
  'sport.rugby': 'ራግቢ',
  'sport.table tennis': 'ቴኒስ ጠረጴዛ',
  'sport.darts': 'ዳርትስ',
};
