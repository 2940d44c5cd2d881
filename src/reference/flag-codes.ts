// Country name → flag code (spec §3 "Reference data"), for categories that arrive without the server's
// `country_code`. Codes are file names of flag-icons' 4x3 set (ISO 3166-1 alpha-2, plus gb-eng, gb-sct,
// gb-wls, gb-nir and eu), served locally at /flags/{code}.svg; tests/reference/flags.test.ts proves each
// exists. The table covers every FIFA member and the territories with a league, with the spellings feeds
// use (Sportradar, FIFA, local). Lookups are case- and accent-insensitive (normalize.ts).
// International groupings (World, Europe, International Clubs, ATP …) have no flag: a neutral globe.
import { normalizeName } from './normalize.ts';

// 'code=Name|Alias|…' entries, ';'-separated: one compact string parsed once on first use.
const TABLE =
  'af=Afghanistan;al=Albania;dz=Algeria;as=American Samoa;ad=Andorra;ao=Angola;ai=Anguilla;' +
  'ag=Antigua and Barbuda|Antigua;ar=Argentina;am=Armenia;aw=Aruba;au=Australia;at=Austria|Österreich;' +
  'az=Azerbaijan;bs=Bahamas|The Bahamas;bh=Bahrain;bd=Bangladesh;bb=Barbados;by=Belarus;' +
  'be=Belgium|België|Belgique;bz=Belize;bj=Benin;bm=Bermuda;bt=Bhutan;bo=Bolivia;' +
  'ba=Bosnia and Herzegovina|Bosnia-Herzegovina|Bosnia;bw=Botswana;br=Brazil|Brasil;' +
  'vg=British Virgin Islands|Virgin Islands British;bn=Brunei|Brunei Darussalam;bg=Bulgaria;' +
  'bf=Burkina Faso;bi=Burundi;cv=Cape Verde|Cabo Verde|Cape Verde Islands;kh=Cambodia;cm=Cameroon;' +
  'ca=Canada;ky=Cayman Islands;cf=Central African Republic;td=Chad;cl=Chile;' +
  'cn=China|China PR|PR China;tw=Chinese Taipei|Taiwan;co=Colombia;km=Comoros;' +
  'cg=Congo|Republic of the Congo|Congo Republic|Congo-Brazzaville;' +
  'cd=DR Congo|Congo DR|DR of Congo|Democratic Republic of the Congo|Congo-Kinshasa|Zaire;' +
  "ck=Cook Islands;cr=Costa Rica;ci=Ivory Coast|Côte d'Ivoire|Cote dIvoire;hr=Croatia|Hrvatska;cu=Cuba;" +
  'cw=Curaçao;cy=Cyprus;cz=Czech Republic|Czechia;dk=Denmark|Danmark;dj=Djibouti;dm=Dominica;' +
  'do=Dominican Republic;ec=Ecuador;eg=Egypt;sv=El Salvador;gb-eng=England;gq=Equatorial Guinea;' +
  'er=Eritrea;ee=Estonia;sz=Eswatini|Swaziland;et=Ethiopia|Ityopya;fo=Faroe Islands|Faroes;' +
  'fj=Fiji;fi=Finland|Suomi;fr=France;gf=French Guiana;pf=Tahiti|French Polynesia;ga=Gabon;' +
  'gm=Gambia|The Gambia;ge=Georgia;de=Germany|Deutschland;gh=Ghana;gi=Gibraltar;' +
  'gb=United Kingdom|Great Britain|UK|GB;gr=Greece|Hellas;gl=Greenland;gd=Grenada;gp=Guadeloupe;' +
  'gu=Guam;gt=Guatemala;gn=Guinea;gw=Guinea-Bissau;gy=Guyana;ht=Haiti;hn=Honduras;' +
  'hk=Hong Kong|Hong Kong China;hu=Hungary|Magyarország;is=Iceland|Ísland;in=India;id=Indonesia;' +
  'ir=Iran|IR Iran|Islamic Republic of Iran;iq=Iraq;ie=Ireland|Republic of Ireland|Eire;' +
  'im=Isle of Man;il=Israel;it=Italy|Italia;jm=Jamaica;jp=Japan;je=Jersey;jo=Jordan;' +
  'kz=Kazakhstan;ke=Kenya;ki=Kiribati;xk=Kosovo;kw=Kuwait;kg=Kyrgyzstan|Kyrgyz Republic;' +
  'la=Laos|Lao PDR;lv=Latvia;lb=Lebanon;ls=Lesotho;lr=Liberia;ly=Libya;li=Liechtenstein;' +
  'lt=Lithuania;lu=Luxembourg;mo=Macau|Macao;mg=Madagascar;mw=Malawi;my=Malaysia;mv=Maldives;' +
  'ml=Mali;mt=Malta;mq=Martinique;mr=Mauritania;mu=Mauritius;yt=Mayotte;mx=Mexico|México;' +
  'md=Moldova|Republic of Moldova;mc=Monaco;mn=Mongolia;me=Montenegro;ms=Montserrat;ma=Morocco;' +
  'mz=Mozambique;mm=Myanmar|Burma;na=Namibia;nr=Nauru;np=Nepal;' +
  'nl=Netherlands|Holland|The Netherlands|Nederland;nc=New Caledonia;nz=New Zealand;ni=Nicaragua;' +
  'ne=Niger;ng=Nigeria;kp=North Korea|Korea DPR|DPR Korea;mk=North Macedonia|Macedonia|FYR Macedonia;' +
  'gb-nir=Northern Ireland;mp=Northern Mariana Islands;no=Norway|Norge;om=Oman;pk=Pakistan;' +
  'pw=Palau;ps=Palestine|State of Palestine;pa=Panama;pg=Papua New Guinea;py=Paraguay;pe=Peru;' +
  'ph=Philippines;pl=Poland|Polska;pt=Portugal;pr=Puerto Rico;qa=Qatar;re=Réunion;' +
  'ro=Romania;ru=Russia|Russian Federation;rw=Rwanda;kn=Saint Kitts and Nevis|St Kitts;' +
  'lc=Saint Lucia;vc=Saint Vincent and the Grenadines|Saint Vincent;ws=Samoa;sm=San Marino;' +
  'st=Sao Tome and Principe;sa=Saudi Arabia|KSA;gb-sct=Scotland;sn=Senegal;rs=Serbia|Srbija;' +
  'sc=Seychelles;sl=Sierra Leone;sg=Singapore;sx=Sint Maarten;sk=Slovakia;si=Slovenia;' +
  'sb=Solomon Islands;so=Somalia;za=South Africa;kr=South Korea|Korea Republic|Republic of Korea|Korea;' +
  'ss=South Sudan;es=Spain|España;lk=Sri Lanka;sd=Sudan;sr=Suriname;se=Sweden|Sverige;' +
  'ch=Switzerland|Schweiz|Suisse;sy=Syria;tj=Tajikistan;tz=Tanzania;th=Thailand;' +
  'tl=Timor-Leste|East Timor;tg=Togo;to=Tonga;tt=Trinidad and Tobago|Trinidad;tn=Tunisia;' +
  'tr=Türkiye|Turkey;tm=Turkmenistan;tc=Turks and Caicos Islands;tv=Tuvalu;ug=Uganda;ua=Ukraine;' +
  'ae=United Arab Emirates|UAE;us=USA|United States|United States of America|US|America;' +
  'vi=US Virgin Islands|Virgin Islands US;uy=Uruguay;uz=Uzbekistan;vu=Vanuatu;va=Vatican|Holy See;' +
  've=Venezuela;vn=Vietnam|Viet Nam;gb-wls=Wales|Cymru;eh=Western Sahara;ye=Yemen;zm=Zambia;' +
  'zw=Zimbabwe;bq=Bonaire;bl=Saint Barthélemy;mf=Saint Martin;pm=Saint Pierre and Miquelon;' +
  'fk=Falkland Islands;gg=Guernsey;fm=Micronesia;mh=Marshall Islands;nu=Niue;sh=Saint Helena;' +
  'ax=Åland Islands|Aland;wf=Wallis and Futuna;es-ct=Catalonia;es-pv=Basque Country';

// Groupings without a country: a globe, never a wrong national flag.
const INTERNATIONAL = new Set([
  'international',
  'international clubs',
  'international youth',
  'world',
  'europe',
  'africa',
  'asia',
  'oceania',
  'americas',
  'south america',
  'north america',
  'north and central america',
  'fifa',
  'uefa',
  'caf',
  'afc',
  'concacaf',
  'conmebol',
  'ofc',
  'atp',
  'wta',
  'itf',
  'olympics',
  'olympic games',
  'club friendlies',
  'simulated reality league',
  'esports',
  'e sports',
]);

let byName: Map<string, string> | null = null;

function table(): Map<string, string> {
  if (byName === null) {
    byName = new Map();
    for (const entry of TABLE.split(';')) {
      const [code = '', names = ''] = entry.split('=');
      for (const name of names.split('|')) {
        byName.set(normalizeName(name), code);
      }
    }
  }
  return byName;
}

/** The flag code of a country name ('Spain' → 'es', 'England' → 'gb-eng'), or null when there is none. */
export function flagCodeFor(countryName: string): string | null {
  return table().get(normalizeName(countryName ?? '')) ?? null;
}

/** Whether a category is an international grouping (shown with a globe rather than a flag). */
export function isInternational(categoryName: string): boolean {
  const key = normalizeName(categoryName ?? '');
  return INTERNATIONAL.has(key) || key.startsWith('international ');
}

/** Every code the table can yield (for the test that each one has a file in flag-icons). */
export function allFlagCodes(): string[] {
  return [...new Set(table().values())];
}

/** Accepts the server's `country_code` only in flag-icons' file-name shape ('es', 'gb-eng', 'eu'). */
export function cleanFlagCode(code: string | null | undefined): string | null {
  const lower = (code ?? '').trim().toLowerCase();
  return /^[a-z]{2}(-[a-z]{2,3})?$/.test(lower) ? lower : null;
}

export type FlagChoice = { kind: 'flag'; code: string } | { kind: 'globe' } | null;

/** What to show for a category: the server's code, else the table's, else a globe for groupings. */
export function resolveFlag(code: string | null | undefined, country: string | null | undefined): FlagChoice {
  const chosen = cleanFlagCode(code) ?? flagCodeFor(country ?? '');
  if (chosen !== null) {
    return { kind: 'flag', code: chosen };
  }
  return isInternational(country ?? '') ? { kind: 'globe' } : null;
}
