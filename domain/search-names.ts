// The names players type in Amharic, Tigrinya and Afan Oromo for what the feed names in English (issue 29's
// search): sports and countries (the same words as the catalogues' sport.* and country.* texts; a test keeps
// them equal), and the leagues and clubs Ethiopian players follow most, as they are written in Ethiopic and
// Oromo. Keyed by the feed's English name (sports by it in lower case). Used by the server, which holds no
// catalogue, and by the client for teams and leagues (the catalogues never translate those). A club missing
// here is still found by its English name.
import type { Language } from '../schema/language.ts';

type LocalNames = Partial<Record<Exclude<Language, 'en'>, string>>;

/** Sports by their feed name in lower case: the catalogues' sport.* texts. */
export const SPORT_NAMES: Readonly<Record<string, LocalNames>> = {
  soccer: { am: 'እግር ኳስ', or: 'Kubbaa Miilaa', ti: 'ኩዕሶ እግሪ' },
  basketball: { am: 'ቅርጫት ኳስ', or: 'Kubbaa Saaphanaa', ti: 'ኩዕሶ ሰኪዔት' },
  tennis: { am: 'ቴኒስ', or: 'Teenisii', ti: 'ቴኒስ' },
  'ice hockey': { am: 'አይስ ሆኪ', or: 'Hookii Cabbii', ti: 'ኣይስ ሆኪ' },
  'american football': { am: 'የአሜሪካ እግር ኳስ', or: 'Kubbaa Miilaa Ameerikaa', ti: 'ኩዕሶ እግሪ ኣመሪካ' },
  volleyball: { am: 'መረብ ኳስ', or: 'Voleeboolii', ti: 'ኩዕሶ መርበብ' },
  handball: { am: 'የእጅ ኳስ', or: 'Kubbaa Harkaa', ti: 'ኩዕሶ ኢድ' },
  baseball: { am: 'ቤዝቦል', or: 'Beezboolii', ti: 'ቤዝቦል' },
  rugby: { am: 'ራግቢ', or: 'Raagbii', ti: 'ራግቢ' },
  'table tennis': { am: 'የጠረጴዛ ቴኒስ', or: 'Teenisii Minjaalaa', ti: 'ቴኒስ ጠረጴዛ' },
  darts: { am: 'ዳርትስ', or: 'Daartsii', ti: 'ዳርትስ' },
};

/** Categories (countries) by their feed name: the catalogues' country.* texts. */
export const COUNTRY_NAMES: Readonly<Record<string, LocalNames>> = {
  England: { am: 'እንግሊዝ', or: 'Ingilizii', ti: 'እንግሊዝ' },
  Spain: { am: 'ስፔን', or: 'Ispeen', ti: 'ስጳኛ' },
  Germany: { am: 'ጀርመን', or: 'Jarmanii', ti: 'ጀርመን' },
  Italy: { am: 'ጣሊያን', or: 'Xaaliyaanii', ti: 'ጣልያን' },
  France: { am: 'ፈረንሳይ', or: 'Faransaay', ti: 'ፈረንሳ' },
  Netherlands: { am: 'ኔዘርላንድስ', or: 'Neezarlaandii', ti: 'ሆላንድ' },
  Portugal: { am: 'ፖርቱጋል', or: 'Poortugaal', ti: 'ፖርቱጋል' },
  'International Clubs': { am: 'ዓለም አቀፍ ክለቦች', or: 'Kilaboota Idil-addunyaa', ti: 'ዓለምለኻዊ ክለባት' },
  International: { am: 'ዓለም አቀፍ', or: 'Idil-addunyaa', ti: 'ዓለምለኻዊ' },
  Ethiopia: { am: 'ኢትዮጵያ', or: 'Itoophiyaa', ti: 'ኢትዮጵያ' },
  USA: { am: 'አሜሪካ', or: 'Ameerikaa', ti: 'ኣመሪካ' },
  Poland: { am: 'ፖላንድ', or: 'Poolaandii', ti: 'ፖላንድ' },
  Africa: { am: 'አፍሪካ', or: 'Afrikaa', ti: 'ኣፍሪቃ' },
  Kenya: { am: 'ኬንያ', or: 'Keeniyaa', ti: 'ኬንያ' },
  Nigeria: { am: 'ናይጄሪያ', or: 'Naayijeeriyaa', ti: 'ናይጀርያ' },
  Egypt: { am: 'ግብፅ', or: 'Gibxii', ti: 'ግብጺ' },
  'South Africa': { am: 'ደቡብ አፍሪካ', or: 'Afrikaa Kibbaa', ti: 'ደቡብ ኣፍሪቃ' },
  'Saudi Arabia': { am: 'ሳውዲ አረቢያ', or: 'Saawudii Arabiyaa', ti: 'ስዑዲ ዓረብ' },
  Mexico: { am: 'ሜክሲኮ', or: 'Meeksikoo', ti: 'ሜክሲኮ' },
  Brazil: { am: 'ብራዚል', or: 'Biraazil', ti: 'ብራዚል' },
  Argentina: { am: 'አርጀንቲና', or: 'Arjentiinaa', ti: 'ኣርጀንቲና' },
  Japan: { am: 'ጃፓን', or: 'Jaappaan', ti: 'ጃፓን' },
  'South Korea': { am: 'ደቡብ ኮሪያ', or: 'Kooriyaa Kibbaa', ti: 'ደቡብ ኮርያ' },
  Australia: { am: 'አውስትራሊያ', or: 'Awustiraaliyaa', ti: 'ኣውስትራልያ' },
  China: { am: 'ቻይና', or: 'Chaayinaa', ti: 'ቻይና' },
  India: { am: 'ሕንድ', or: 'Hindii', ti: 'ህንዲ' },
};

/** Leagues by their feed name ('Premier League' is England's and Ethiopia's: both are found). */
export const LEAGUE_NAMES: Readonly<Record<string, LocalNames>> = {
  'Premier League': { am: 'ፕሪሚየር ሊግ', or: 'Piriimiyer Liigii', ti: 'ፕሪሚየር ሊግ' },
  LaLiga: { am: 'ላሊጋ', or: 'Laaliigaa', ti: 'ላሊጋ' },
  Bundesliga: { am: 'ቡንደስሊጋ', or: 'Bundesliigaa', ti: 'ቡንደስሊጋ' },
  'Serie A': { am: 'ሴሪ ኣ', or: 'Seerii A', ti: 'ሴሪ ኣ' },
  'Ligue 1': { am: 'ሊግ 1', or: 'Liigii 1', ti: 'ሊግ 1' },
  'UEFA Champions League': { am: 'ሻምፒዮንስ ሊግ', or: 'Chaampiyoonsi Liigii', ti: 'ሻምፕዮንስ ሊግ' },
  'UEFA Europa League': { am: 'ዩሮፓ ሊግ', or: 'Yuuroppaa Liigii', ti: 'ዩሮፓ ሊግ' },
  NBA: { am: 'ኤንቢኤ', ti: 'ኤንቢኤ' },
  EuroLeague: { am: 'ዩሮሊግ', or: 'Yuuroliigii', ti: 'ዩሮሊግ' },
};

/** Clubs by their feed name: the Ethiopian Premier League and the European clubs most searched for. */
export const TEAM_NAMES: Readonly<Record<string, LocalNames>> = {
  'Ethiopia Medhin': { am: 'ኢትዮጵያ መድን', or: 'Itoophiyaa Medhin', ti: 'ኢትዮጵያ መድን' },
  'Saint George': { am: 'ቅዱስ ጊዮርጊስ', or: 'Qiddus Giyorgis', ti: 'ቅዱስ ጊዮርጊስ' },
  'Fasil Kenema': { am: 'ፋሲል ከነማ', ti: 'ፋሲል ከነማ' },
  'Ethiopian Coffee': { am: 'ኢትዮጵያ ቡና', or: 'Buna Itoophiyaa', ti: 'ኢትዮጵያ ቡና' },
  'Bahir Dar Kenema': { am: 'ባሕር ዳር ከነማ', ti: 'ባሕር ዳር ከነማ' },
  'Commercial Bank of Ethiopia': { am: 'ኢትዮጵያ ንግድ ባንክ', or: 'Baankii Daldala Itoophiyaa', ti: 'ንግዲ ባንክ ኢትዮጵያ' },
  'Sidama Coffee': { am: 'ሲዳማ ቡና', or: 'Buna Sidaamaa', ti: 'ሲዳማ ቡና' },
  'Hawassa Ketema': { am: 'ሀዋሳ ከተማ', or: 'Magaalaa Hawaasaa', ti: 'ሀዋሳ ከተማ' },
  'Hadiya Hossana': { am: 'ሀዲያ ሆሳዕና', ti: 'ሀዲያ ሆሳዕና' },
  'Mekelle 70 Enderta': { am: 'መቐለ 70 እንደርታ', ti: 'መቐለ 70 እንደርታ' },
  'Wolaitta Dicha': { am: 'ወላይታ ድቻ', ti: 'ወላይታ ድቻ' },
  'Adama Ketema': { am: 'አዳማ ከተማ', or: 'Magaalaa Adaamaa', ti: 'ኣዳማ ከተማ' },
  'Ethio Electric': { am: 'ኢትዮ ኤሌክትሪክ', ti: 'ኢትዮ ኤሌክትሪክ' },
  'Dire Dawa Ketema': { am: 'ድሬዳዋ ከተማ', or: 'Magaalaa Dirre Dawaa', ti: 'ድሬዳዋ ከተማ' },
  Mechal: { am: 'መቻል', ti: 'መቻል' },
  'Arba Minch Ketema': { am: 'አርባ ምንጭ ከተማ', or: 'Magaalaa Arbaa Mincii', ti: 'ኣርባ ምንጭ ከተማ' },
  'Wolkite Ketema': { am: 'ወልቂጤ ከተማ', ti: 'ወልቂጤ ከተማ' },
  'Shashemene Ketema': { am: 'ሻሸመኔ ከተማ', or: 'Magaalaa Shaashamannee', ti: 'ሻሸመኔ ከተማ' },
  Arsenal: { am: 'አርሰናል', or: 'Arsenaal', ti: 'ኣርሰናል' },
  Liverpool: { am: 'ሊቨርፑል', or: 'Liivarpuul', ti: 'ሊቨርፑል' },
  'Manchester City': { am: 'ማንቸስተር ሲቲ', or: 'Maanchester Siitii', ti: 'ማንቸስተር ሲቲ' },
  'Manchester United': { am: 'ማንቸስተር ዩናይትድ', or: 'Maanchester Yunaayitid', ti: 'ማንቸስተር ዩናይትድ' },
  Chelsea: { am: 'ቼልሲ', or: 'Cheelsii', ti: 'ቼልሲ' },
  'Tottenham Hotspur': { am: 'ቶተንሃም', or: 'Tootanhaam', ti: 'ቶተንሃም' },
  'Newcastle United': { am: 'ኒውካስል', ti: 'ኒውካስል' },
  Barcelona: { am: 'ባርሴሎና', or: 'Baarseloonaa', ti: 'ባርሴሎና' },
  'Real Madrid': { am: 'ሪያል ማድሪድ', or: 'Riyaal Maadriid', ti: 'ርያል ማድሪድ' },
  'Atlético Madrid': { am: 'አትሌቲኮ ማድሪድ', ti: 'ኣትለቲኮ ማድሪድ' },
  'Bayern Munich': { am: 'ባየርን ሙኒክ', or: 'Baayern Muunik', ti: 'ባየርን ሙኒክ' },
  'Borussia Dortmund': { am: 'ዶርትሙንድ', ti: 'ዶርትሙንድ' },
  Juventus: { am: 'ዩቬንቱስ', or: 'Yuventus', ti: 'ዩቨንቱስ' },
  Inter: { am: 'ኢንተር ሚላን', ti: 'ኢንተር ሚላን' },
  'AC Milan': { am: 'ኤሲ ሚላን', ti: 'ኤሲ ሚላን' },
  Napoli: { am: 'ናፖሊ', ti: 'ናፖሊ' },
  'Paris Saint-Germain': { am: 'ፒኤስጂ', or: 'PSG', ti: 'ፒኤስጂ' },
};

/** Every name of a feed name in `table`: the feed's own first, then the local ones. */
export function namesOf(table: Readonly<Record<string, LocalNames>>, feedName: string): string[] {
  const local = table[feedName];
  return local === undefined ? [feedName] : [feedName, ...Object.values(local)];
}

/** A sport's names (the feed says 'Soccer'; players also say 'Football'). */
export const sportNamesOf = (feedName: string): string[] => {
  const key = feedName.trim().toLowerCase();
  const local = SPORT_NAMES[key === 'football' ? 'soccer' : key];
  return [feedName, ...(key === 'soccer' ? ['Football'] : []), ...(local === undefined ? [] : Object.values(local))];
};
