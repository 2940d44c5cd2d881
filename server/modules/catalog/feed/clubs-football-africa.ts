// Club tables of the African football competitions besides Ethiopia's (2025/26): the Kenyan, Nigerian, Egyptian and
// South African top flights and the CAF Champions League group stage. Ratings share the Ethiopian end of the scale:
// the North African and South African giants sit near the European mid-table, the East and West African leagues lower.
import { indexTeams, pickTeams, toTeams } from './data-util.ts';

export const KENYA_PREMIER_LEAGUE = toTeams([
  ['Gor Mahia', 1525],
  ['Kenya Police', 1515],
  ['AFC Leopards', 1500],
  ['Tusker', 1500],
  ['Shabana', 1490],
  ['KCB', 1490],
  ['Bandari', 1480],
  ['Kakamega Homeboyz', 1475],
  ['Ulinzi Stars', 1470],
  ['Nairobi City Stars', 1465],
  ["Murang'a Seal", 1460],
  ['Posta Rangers', 1455],
  ['Mathare United', 1450],
  ['Kariobangi Sharks', 1445],
  ['Sofapaka', 1440],
  ['Bidco United', 1430],
  ['Mara Sugar', 1420],
  ['Talanta', 1410],
]);

export const NPFL = toTeams([
  ['Remo Stars', 1540],
  ['Rivers United', 1535],
  ['Enyimba', 1530],
  ['Enugu Rangers', 1520],
  ['Shooting Stars', 1510],
  ['Ikorodu City', 1505],
  ['Kano Pillars', 1500],
  ['Abia Warriors', 1500],
  ['Plateau United', 1495],
  ['Nasarawa United', 1490],
  ['Kwara United', 1485],
  ['Bendel Insurance', 1485],
  ['Niger Tornadoes', 1480],
  ['El-Kanemi Warriors', 1475],
  ['Katsina United', 1470],
  ['Bayelsa United', 1465],
  ['Barau', 1455],
  ['Kun Khalifat', 1450],
  ['Warri Wolves', 1445],
  ['Wikki Tourists', 1440],
]);

export const EGYPTIAN_PREMIER_LEAGUE = toTeams([
  ['Al Ahly', 1720],
  ['Pyramids', 1705],
  ['Zamalek', 1660],
  ['Al Masry', 1620],
  ['Ceramica Cleopatra', 1610],
  ['Modern Sport', 1590],
  ['ZED', 1585],
  ['Smouha', 1580],
  ['ENPPI', 1575],
  ['National Bank of Egypt', 1570],
  ['Petrojet', 1565],
  ['Talaea El Gaish', 1560],
  ['Ismaily', 1550],
  ['Haras El Hodoud', 1545],
  ['El Gouna', 1545],
  ['Ghazl El Mahalla', 1540],
  ['Pharco', 1535],
  ['Al Mokawloon Al Arab', 1530],
]);

export const BETWAY_PREMIERSHIP = toTeams([
  ['Mamelodi Sundowns', 1710],
  ['Orlando Pirates', 1650],
  ['Kaizer Chiefs', 1600],
  ['Sekhukhune United', 1590],
  ['Stellenbosch', 1585],
  ['AmaZulu', 1570],
  ['TS Galaxy', 1565],
  ['Polokwane City', 1560],
  ['Golden Arrows', 1555],
  ['Durban City', 1550],
  ['Siwelele', 1545],
  ['Chippa United', 1540],
  ['Richards Bay', 1540],
  ['Marumo Gallants', 1535],
  ['Orbit College', 1525],
  ['Magesi', 1520],
]);

/** CAF Champions League clubs whose domestic league is not in the feed. */
export const OTHER_AFRICAN_CLUBS = toTeams([
  ['Espérance de Tunis', 1670],
  ['RS Berkane', 1650],
  ['AS FAR', 1640],
  ['MC Alger', 1620],
  ['Al Hilal Omdurman', 1600],
  ['Young Africans', 1600],
  ['Simba', 1595],
  ['JS Kabylie', 1590],
  ['Petro de Luanda', 1580],
  ['Stade Malien', 1550],
  ['Saint-Éloi Lupopo', 1540],
  ['Power Dynamos', 1520],
]);

const AFRICAN_CLUBS = indexTeams(EGYPTIAN_PREMIER_LEAGUE, BETWAY_PREMIERSHIP, NPFL, KENYA_PREMIER_LEAGUE, OTHER_AFRICAN_CLUBS);

/** The 2025/26 group stage: 16 clubs, played as one rolling round robin like the UEFA league phases. */
export const CAF_CHAMPIONS_LEAGUE = pickTeams(AFRICAN_CLUBS, [
  'Pyramids',
  'RS Berkane',
  'Rivers United',
  'Power Dynamos',
  'Mamelodi Sundowns',
  'Al Hilal Omdurman',
  'MC Alger',
  'Saint-Éloi Lupopo',
  'Al Ahly',
  'Young Africans',
  'JS Kabylie',
  'AS FAR',
  'Espérance de Tunis',
  'Simba',
  'Petro de Luanda',
  'Stade Malien',
]);
