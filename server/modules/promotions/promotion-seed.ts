// Demo promotions for a merchant that has none, true to what the product does: the 7-match LotoFoot (spec §9's promo
// text: stake 10 to 1,000 birr; 7 correct 100×, 6 correct 20×, 5 correct 5×) and the welcome bonus the wallet really
// grants (server/modules/wallet/bonuses.ts: 50 points, unlocked by 200 ETB of deposits), each in the four languages.
// The points-betting card is not stored: it is built from the betting config (promotions.ts). Idempotent and safe
// with several instances starting at once, like the demo banners: one INSERT … SELECT that adds nothing when the
// merchant has any promotion, with ids fixed per merchant.
import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';

interface DemoText {
  title: string;
  description: string;
  body: string;
}

interface DemoPromotion {
  name: string;
  type: string;
  order: number;
  click: string;
  en: DemoText;
  translations: Record<'am' | 'or' | 'ti', DemoText>;
}

export const DEMO_PROMOTIONS: readonly DemoPromotion[] = [
  {
    name: 'lotofoot-7',
    type: 'LOTOFOOT',
    order: 1,
    click: '/lotofoot',
    en: {
      title: 'LotoFoot 7',
      description: 'Predict 7 matches: stake 10 to 1,000 birr. 7 correct pays 100×, 6 correct 20×, 5 correct 5×.',
      body:
        "Pick 1, X or 2 for each of the week's 7 matches before the first kick-off. Stake from 10 to 1,000 birr. " +
        '7 correct predictions pay 100 times your stake, 6 correct 20 times, 5 correct 5 times.',
    },
    translations: {
      am: {
        title: 'ሎቶ ፉት 7',
        description: '7 ጨዋታዎችን ይገምቱ፦ ከ10 እስከ 1,000 ብር ይወራረዱ። 7 ትክክል 100×፣ 6 ትክክል 20×፣ 5 ትክክል 5×።',
        body:
          'ከመጀመሪያው ጨዋታ በፊት ለሳምንቱ 7 ጨዋታዎች እያንዳንዳቸው 1፣ X ወይም 2 ይምረጡ። ውርርድ ከ10 እስከ 1,000 ብር። ' +
          '7 ትክክለኛ ግምቶች የውርርድዎን 100 እጥፍ፣ 6 ትክክል 20 እጥፍ፣ 5 ትክክል 5 እጥፍ ይከፍላሉ።',
      },
      or: {
        title: 'LotoFoot 7',
        description: 'Tapha 7 tilmaami: qabsiisa qarshii 10 hanga 1,000. Sirrii 7 100×, sirrii 6 20×, sirrii 5 5×.',
        body:
          'Taphoota torbanii 7 keessaa tokkoon tokkoon isaaniitiif jalqaba taphaa dura 1, X ykn 2 filadhu. Qabsiisni qarshii 10 ' +
          'hanga 1,000. Tilmaamni sirrii 7 qabsiisa kee 100 dachaa, sirrii 6 20 dachaa, sirrii 5 5 dachaa kaffala.',
      },
      ti: {
        title: 'ሎቶ ፉት 7',
        description: '7 ጸወታታት ግመቱ፦ ካብ 10 ክሳብ 1,000 ብር ተወራረዱ። 7 ቅኑዕ 100×፣ 6 ቅኑዕ 20×፣ 5 ቅኑዕ 5×።',
        body:
          'ቅድሚ እቲ ቀዳማይ ጸወታ ንነፍሲ ወከፍ ካብ 7 ጸወታታት ናይ ሰሙን 1፣ X ወይ 2 ምረጹ። ውርርድ ካብ 10 ክሳብ 1,000 ብር። ' +
          '7 ቅኑዓት ግምታት ውርርድኩም 100 ዕጽፊ፣ 6 ቅኑዕ 20 ዕጽፊ፣ 5 ቅኑዕ 5 ዕጽፊ ይኸፍሉ።',
      },
    },
  },
  {
    name: 'welcome-50',
    type: 'WELCOME',
    order: 2,
    click: '/deposit',
    en: {
      title: 'Welcome bonus: 50 points',
      description: 'New players get 50 bonus points, unlocked once you have deposited 200 ETB.',
      body:
        'Register with your phone number and 50 points land in your account straight away. They unlock when your deposits ' +
        'reach 200 ETB; your profile shows how much more you need. Unlocked points can be staked on points bets.',
    },
    translations: {
      am: {
        title: 'የእንኳን ደህና መጡ ጉርሻ፦ 50 ነጥብ',
        description: 'አዲስ ተጫዋቾች 50 የጉርሻ ነጥብ ያገኛሉ፤ 200 ብር ካስገቡ በኋላ ይከፈታል።',
        body:
          'በስልክ ቁጥርዎ ይመዝገቡ፤ 50 ነጥብ ወዲያውኑ ወደ ሂሳብዎ ይገባል። ያስገቡት ገንዘብ 200 ብር ሲደርስ ነጥቦቹ ይከፈታሉ፤ ' +
          'ምን ያህል እንደቀረ በመገለጫዎ ላይ ይታያል። የተከፈቱ ነጥቦችን በነጥብ ውርርድ መጠቀም ይችላሉ።',
      },
      or: {
        title: 'Boonasii simannaa: qabxii 50',
        description: 'Taphattoonni haaraan qabxii boonasii 50 argatu; erga qarshii 200 galchitanii booda banama.',
        body:
          "Lakkoofsa bilbilaa keetiin galmaa'i; qabxiin 50 battalumatti herrega kee seena. Galchiin kee qarshii 200 yoo ga'u " +
          "qabxiin ni banama; hammam akka hafe piroofaayilii kee irratti mul'ata. Qabxii banameen qabsiisa qabxii gochuu dandeessa.",
      },
      ti: {
        title: 'ናይ እንቋዕ ብደሓን መጻእኩም ጉርሻ፦ 50 ነጥቢ',
        description: 'ሓደስቲ ተጻወቲ 50 ናይ ጉርሻ ነጥቢ ይረኽቡ፤ 200 ብር ምስ ኣእተኹም ይኽፈት።',
        body:
          'ብቑጽሪ ቴሌፎንኩም ተመዝገቡ፤ 50 ነጥቢ ብኡንብኡ ናብ ሕሳብኩም ይኣቱ። ዘእተኹሞ ገንዘብ 200 ብር ምስ በጽሐ ነጥብታት ይኽፈቱ፤ ' +
          'ክንደይ ከም ዝተረፈ ኣብ ፕሮፋይልኩም ይርአ። ዝተኸፍቱ ነጥብታት ኣብ ናይ ነጥቢ ውርርድ ክትጥቀሙሎም ትኽእሉ።',
      },
    },
  },
];

/** Inserts the demo promotions when the merchant has no promotion at all; returns how many rows it added. */
export async function ensureDemoPromotions(db: Db, merchantId: string): Promise<number> {
  const rows = DEMO_PROMOTIONS.map(
    (p) =>
      sql`(${`demo:${merchantId}:${p.name}`}, ${merchantId}, ${p.type}, ${p.en.title}, ${p.en.description}, ${p.en.body},
        ${JSON.stringify(p.translations)}::jsonb, ${p.click}, ${p.order}::int)`,
  );
  const result = await sql`
    insert into promotions (id, merchant_id, promo_type, title, description, body, translations, click_url, sort_order)
    select v.id, v.merchant_id, v.promo_type, v.title, v.description, v.body, v.translations, v.click_url, v.sort_order
    from (values ${sql.join(rows)}) as v(id, merchant_id, promo_type, title, description, body, translations, click_url, sort_order)
    where not exists (select 1 from promotions p where p.merchant_id = ${merchantId})
    on conflict (id) do nothing`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}
