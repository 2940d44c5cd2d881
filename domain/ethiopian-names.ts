// Names for the Ethiopian calendar (issue 18) in our four languages: the 13 months and the parts of the day the
// local 12-hour count is spoken with. Its own module so the client loads it as a small chunk only when the player
// chooses the Ethiopian calendar or the local time (src/i18n/calendar.ts loadEthiopianNames): not on every home page.
import type { Language } from '../schema/language.ts';
import type { DayPeriod } from './ethiopian-calendar.ts';

/** Month names, Meskerem first, Pagume 13th. English is the usual transliteration; ti in Tigrinya forms. */
export const ETHIOPIAN_MONTHS: Record<Language, readonly string[]> = {
  en: ['Meskerem', 'Tikimt', 'Hidar', 'Tahsas', 'Tir', 'Yekatit', 'Megabit', 'Miazia', 'Genbot', 'Sene', 'Hamle', 'Nehase', 'Pagume'],
  am: ['መስከረም', 'ጥቅምት', 'ኅዳር', 'ታኅሣሥ', 'ጥር', 'የካቲት', 'መጋቢት', 'ሚያዝያ', 'ግንቦት', 'ሰኔ', 'ሐምሌ', 'ነሐሴ', 'ጳጉሜን'],
  // Oromo names of the Ethiopian months (Ebla is also written Eebila).
  or: [
    'Fulbaana',
    'Onkoloolessa',
    'Sadaasa',
    'Muddee',
    'Amajjii',
    'Guraandhala',
    'Bitootessa',
    'Ebla',
    'Caamsaa',
    'Waxabajjii',
    'Adoolessa',
    'Hagayya',
    'Qaammee',
  ],
  ti: ['መስከረም', 'ጥቅምቲ', 'ሕዳር', 'ታሕሳስ', 'ጥሪ', 'ለካቲት', 'መጋቢት', 'ሚያዝያ', 'ግንቦት', 'ሰነ', 'ሓምለ', 'ነሓሰ', 'ጳጉሜን'],
};

/**
 * Words for the parts of the day, as spoken with the local count ("ጠዋት 1:00" = 07:00): am ጠዋት/ቀን/ምሽት/ሌሊት,
 * ti ንግሆ/ድሕሪ ቀትሪ/ምሸት/ለይቲ, om ganama/guyyaa/galgala/halkan, en morning/afternoon/evening/night.
 */
export const DAY_PERIODS: Record<Language, Record<DayPeriod, string>> = {
  en: { morning: 'morning', afternoon: 'afternoon', evening: 'evening', night: 'night' },
  am: { morning: 'ጠዋት', afternoon: 'ቀን', evening: 'ምሽት', night: 'ሌሊት' },
  or: { morning: 'ganama', afternoon: 'guyyaa', evening: 'galgala', night: 'halkan' },
  ti: { morning: 'ንግሆ', afternoon: 'ድሕሪ ቀትሪ', evening: 'ምሸት', night: 'ለይቲ' },
};
