// The wheel's own texts in the four languages (the shell's are in games/shell/texts.ts).
import type { Lang } from '../shell/fragment.ts';
import type { Dict } from '../shell/texts.ts';

export const WHEEL_TEXTS: Record<Lang, Dict> = {
  en: {
    title: 'Lucky Wheel',
    rules:
      'Choose the risk and the number of segments, place a bet and spin. The segment under the pointer pays your bet times its multiplier. High risk: one big segment, the rest pay nothing.',
    risk: 'Risk',
    segments: 'Segments',
    low: 'Low',
    medium: 'Medium',
    high: 'High',
    segment: 'Segment {k}',
  },
  am: {
    title: 'እድለኛ መንኮራኩር',
    rules: 'አደጋውን እና የክፍሎቹን ብዛት ይምረጡ፣ ይወራረዱ እና ያሽከርክሩ። ከጠቋሚው ስር ያለው ክፍል ውርርድዎን በማባዣው ያባዛል። ከፍተኛ አደጋ፦ አንድ ትልቅ ክፍል፣ ሌሎቹ አይከፍሉም።',
    risk: 'አደጋ',
    segments: 'ክፍሎች',
    low: 'ዝቅተኛ',
    medium: 'መካከለኛ',
    high: 'ከፍተኛ',
    segment: 'ክፍል {k}',
  },
  or: {
    title: 'Geengoo Carraa',
    rules:
      'Sodaa fi baay’ina kutaalee filadhu, qabsiisi kaa’iitii naanneessi. Kutaan agarsiistuu jala jiru qabsiisa kee baay’isaa isaatiin baay’isa. Sodaa olaanaa: kutaa guddaa tokko, kanneen hafan hin kaffalan.',
    risk: 'Sodaa',
    segments: 'Kutaalee',
    low: 'Gadi aanaa',
    medium: 'Giddu-galeessa',
    high: 'Ol aanaa',
    segment: 'Kutaa {k}',
  },
  ti: {
    title: 'ዕድለኛ መንኮርኮር',
    rules: 'ሓደጋን ብዝሒ ክፋላትን ምረጹ፣ ተወራረዱ እሞ ኣዙሩ። እቲ ኣብ ትሕቲ መመልከቲ ዘሎ ክፋል ውርርድኩም ብኣባዝሑ የባዝሕ። ልዑል ሓደጋ፦ ሓደ ዓቢ ክፋል፣ እቶም ካልኦት ኣይከፍሉን።',
    risk: 'ሓደጋ',
    segments: 'ክፋላት',
    low: 'ትሑት',
    medium: 'ማእከላይ',
    high: 'ልዑል',
    segment: 'ክፋል {k}',
  },
};
