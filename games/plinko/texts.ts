// Plinko's own texts in the four languages (the shell's are in games/shell/texts.ts).
import type { Lang } from '../shell/fragment.ts';
import type { Dict } from '../shell/texts.ts';

export const PLINKO_TEXTS: Record<Lang, Dict> = {
  en: {
    title: 'Plinko',
    rules:
      'Choose the rows and the risk, place a bet and drop the ball. At every peg it goes left or right; the slot it lands in pays your bet times its multiplier. Higher risk: bigger edges, smaller middle.',
    rows: 'Rows',
    risk: 'Risk',
    low: 'Low',
    medium: 'Medium',
    high: 'High',
    slot: 'Slot {k}',
  },
  am: {
    title: 'ፕሊንኮ',
    rules: 'የረድፎችን ብዛት እና አደጋውን ይምረጡ፣ ይወራረዱ እና ኳሱን ይጣሉ። በእያንዳንዱ ችንካር ወደ ግራ ወይም ወደ ቀኝ ይሄዳል፤ ያረፈበት ቦታ ውርርድዎን በማባዣው ያባዛል። ከፍተኛ አደጋ፦ ጠርዞቹ ትልቅ፣ መሃሉ ትንሽ።',
    rows: 'ረድፎች',
    risk: 'አደጋ',
    low: 'ዝቅተኛ',
    medium: 'መካከለኛ',
    high: 'ከፍተኛ',
    slot: 'ቦታ {k}',
  },
  or: {
    title: 'Plinko',
    rules:
      'Toora fi sodaa filadhu, qabsiisi kaa’iitii kubbaa gadi dhiisi. Qabduu hunda irratti bitaa ykn mirga deema; iddoon itti qubatu qabsiisa kee baay’isaa isaatiin baay’isa. Sodaa olaanaa: qarri guddaa, gidduun xiqqaa.',
    rows: 'Toora',
    risk: 'Sodaa',
    low: 'Gadi aanaa',
    medium: 'Giddu-galeessa',
    high: 'Ol aanaa',
    slot: 'Iddoo {k}',
  },
  ti: {
    title: 'ፕሊንኮ',
    rules: 'ብዝሒ መስመራትን ሓደጋን ምረጹ፣ ተወራረዱ እሞ ኩዕሶ ደርብዩ። ኣብ ነፍሲ ወከፍ መሸኸሊ ናብ የማን ወይ ናብ ጸጋም ይኸይድ፤ ዘዕረፈሉ ቦታ ውርርድኩም ብኣባዝሑ የባዝሕ። ልዑል ሓደጋ፦ ወሰናት ዓበይቲ፣ ማእከል ንኡስ።',
    rows: 'መስመራት',
    risk: 'ሓደጋ',
    low: 'ትሑት',
    medium: 'ማእከላይ',
    high: 'ልዑል',
    slot: 'ቦታ {k}',
  },
};
