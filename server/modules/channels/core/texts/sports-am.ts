// The sports' names in Amharic (issue 34), word for word the web's (src/i18n/messages/am.json 'sport.<feed name>'),
// so a USSD or Telegram menu names a sport as the web's sports list does. tests/i18n/channel-texts.test.ts keeps them equal.
export const SPORT_NAMES_AM: Readonly<Record<string, string>> = {
  'sport.soccer': 'እግር ኳስ',
  'sport.basketball': 'ቅርጫት ኳስ',
  'sport.tennis': 'ቴኒስ',
  'sport.ice hockey': 'አይስ ሆኪ',
  'sport.american football': 'የአሜሪካ እግር ኳስ',
  'sport.volleyball': 'መረብ ኳስ',
  'sport.handball': 'የእጅ ኳስ',
  'sport.baseball': 'ቤዝቦል',
  'sport.rugby': 'ራግቢ',
  'sport.table tennis': 'የጠረጴዛ ቴኒስ',
  'sport.darts': 'ዳርትስ',
};
