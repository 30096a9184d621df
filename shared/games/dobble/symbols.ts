/**
 * The 57 symbols of the deck: a stable id (used in records and actions),
 * German and English names, the Material Design icon that draws it (see
 * icons.ts) and its colour. Names are picked so that typing the first
 * letters finds a symbol; the rulebook's examples (Totenkopf, Schneeflocke,
 * Notenschlüssel, Zielscheibe, Springer, Ahorn, Blitz, …) are among them.
 */
export interface SymbolInfo {
  id: string;
  de: string;
  en: string;
  /** Export name in @mdi/js. */
  icon: string;
  color: string;
}

export const SYMBOLS: readonly SymbolInfo[] = [
  { id: 'anchor', de: 'Anker', en: 'Anchor', icon: 'mdiAnchor', color: '#1f4e9c' },
  { id: 'apple', de: 'Apfel', en: 'Apple', icon: 'mdiApple', color: '#d62828' },
  { id: 'baby-bottle', de: 'Babyflasche', en: 'Baby bottle', icon: 'mdiBabyBottle', color: '#e377c2' },
  { id: 'bird', de: 'Vogel', en: 'Bird', icon: 'mdiBird', color: '#2a9d8f' },
  { id: 'bomb', de: 'Bombe', en: 'Bomb', icon: 'mdiBomb', color: '#222222' },
  { id: 'cactus', de: 'Kaktus', en: 'Cactus', icon: 'mdiCactus', color: '#2b9348' },
  { id: 'candle', de: 'Kerze', en: 'Candle', icon: 'mdiCandle', color: '#f4a261' },
  { id: 'carrot', de: 'Karotte', en: 'Carrot', icon: 'mdiCarrot', color: '#f77f00' },
  { id: 'cat', de: 'Katze', en: 'Cat', icon: 'mdiCat', color: '#6a4c93' },
  { id: 'cheese', de: 'Käse', en: 'Cheese', icon: 'mdiCheese', color: '#e9c46a' },
  { id: 'knight', de: 'Springer', en: 'Knight', icon: 'mdiChessKnight', color: '#5a189a' },
  { id: 'clock', de: 'Uhr', en: 'Clock', icon: 'mdiClock', color: '#0077b6' },
  { id: 'cloud', de: 'Wolke', en: 'Cloud', icon: 'mdiCloud', color: '#48cae4' },
  { id: 'ice-cube', de: 'Eiswürfel', en: 'Ice cube', icon: 'mdiCube', color: '#00b4d8' },
  { id: 'dog', de: 'Hund', en: 'Dog', icon: 'mdiDog', color: '#9c6644' },
  { id: 'dolphin', de: 'Delfin', en: 'Dolphin', icon: 'mdiDolphin', color: '#4895ef' },
  { id: 'duck', de: 'Ente', en: 'Duck', icon: 'mdiDuck', color: '#f9c74f' },
  { id: 'elephant', de: 'Elefant', en: 'Elephant', icon: 'mdiElephant', color: '#6c757d' },
  { id: 'exclamation', de: 'Ausrufezeichen', en: 'Exclamation mark', icon: 'mdiExclamation', color: '#e63946' },
  { id: 'eye', de: 'Auge', en: 'Eye', icon: 'mdiEye', color: '#3a86ff' },
  { id: 'fire', de: 'Feuer', en: 'Fire', icon: 'mdiFire', color: '#f3722c' },
  { id: 'fish', de: 'Fisch', en: 'Fish', icon: 'mdiFish', color: '#277da1' },
  { id: 'flower', de: 'Blume', en: 'Flower', icon: 'mdiFlower', color: '#f15bb5' },
  { id: 'ghost', de: 'Geist', en: 'Ghost', icon: 'mdiGhost', color: '#8d99ae' },
  { id: 'hammer', de: 'Hammer', en: 'Hammer', icon: 'mdiHammer', color: '#7f5539' },
  { id: 'heart', de: 'Herz', en: 'Heart', icon: 'mdiHeart', color: '#d00000' },
  { id: 'man', de: 'Männchen', en: 'Little man', icon: 'mdiHuman', color: '#fb8500' },
  { id: 'key', de: 'Schlüssel', en: 'Key', icon: 'mdiKey', color: '#b08900' },
  { id: 'ladybird', de: 'Marienkäfer', en: 'Ladybird', icon: 'mdiLadybug', color: '#c1121f' },
  { id: 'maple-leaf', de: 'Ahornblatt', en: 'Maple leaf', icon: 'mdiLeafMaple', color: '#bc4749' },
  { id: 'light-bulb', de: 'Glühbirne', en: 'Light bulb', icon: 'mdiLightbulb', color: '#ffb703' },
  { id: 'lightning', de: 'Blitz', en: 'Lightning', icon: 'mdiLightningBolt', color: '#ffd60a' },
  { id: 'padlock', de: 'Vorhängeschloss', en: 'Padlock', icon: 'mdiLock', color: '#495057' },
  { id: 'treble-clef', de: 'Notenschlüssel', en: 'Treble clef', icon: 'mdiMusicClefTreble', color: '#000000' },
  { id: 'pencil', de: 'Bleistift', en: 'Pencil', icon: 'mdiPencil', color: '#ee9b00' },
  { id: 'rabbit', de: 'Hase', en: 'Rabbit', icon: 'mdiRabbit', color: '#a68a64' },
  { id: 'skull', de: 'Totenkopf', en: 'Skull', icon: 'mdiSkull', color: '#343a40' },
  { id: 'snowflake', de: 'Schneeflocke', en: 'Snowflake', icon: 'mdiSnowflake', color: '#4cc9f0' },
  { id: 'snowman', de: 'Schneemann', en: 'Snowman', icon: 'mdiSnowman', color: '#90e0ef' },
  { id: 'spider', de: 'Spinne', en: 'Spider', icon: 'mdiSpider', color: '#3c096c' },
  { id: 'tree', de: 'Baum', en: 'Tree', icon: 'mdiTree', color: '#386641' },
  { id: 'turtle', de: 'Schildkröte', en: 'Turtle', icon: 'mdiTurtle', color: '#6a994e' },
  { id: 'moon', de: 'Mond', en: 'Moon', icon: 'mdiWeatherNight', color: '#3f37c9' },
  { id: 'yin-yang', de: 'Yin und Yang', en: 'Yin and yang', icon: 'mdiYinYang', color: '#1b1b1b' },
  { id: 'target', de: 'Zielscheibe', en: 'Target', icon: 'mdiBullseye', color: '#e5383b' },
  { id: 'kiss', de: 'Kussmund', en: 'Kiss', icon: 'mdiEmoticonKiss', color: '#ff006e' },
  { id: 'car', de: 'Auto', en: 'Car', icon: 'mdiCar', color: '#0096c7' },
  { id: 'star', de: 'Stern', en: 'Star', icon: 'mdiStar', color: '#ffbe0b' },
  { id: 'sunglasses', de: 'Sonnenbrille', en: 'Sunglasses', icon: 'mdiSunglasses', color: '#212529' },
  { id: 'sun', de: 'Sonne', en: 'Sun', icon: 'mdiWhiteBalanceSunny', color: '#fca311' },
  { id: 'umbrella', de: 'Regenschirm', en: 'Umbrella', icon: 'mdiUmbrella', color: '#7209b7' },
  { id: 'bicycle', de: 'Fahrrad', en: 'Bicycle', icon: 'mdiBicycle', color: '#2d6a4f' },
  { id: 'penguin', de: 'Pinguin', en: 'Penguin', icon: 'mdiPenguin', color: '#14213d' },
  { id: 'mushroom', de: 'Pilz', en: 'Mushroom', icon: 'mdiMushroom', color: '#9d0208' },
  { id: 'crown', de: 'Krone', en: 'Crown', icon: 'mdiCrown', color: '#d4a017' },
  { id: 'airplane', de: 'Flugzeug', en: 'Aeroplane', icon: 'mdiAirplane', color: '#4361ee' },
  { id: 'unicorn', de: 'Einhorn', en: 'Unicorn', icon: 'mdiUnicorn', color: '#c77dff' },
];

export const SYMBOL_IDS = SYMBOLS.map((s) => s.id) as [string, ...string[]];

const byId = new Map(SYMBOLS.map((s, i) => [s.id, i]));

/** Index 0..56 of a symbol id, or undefined. */
export const symbolIndex = (id: string): number | undefined => byId.get(id);

/**
 * Symbols whose German or English name starts with what was typed
 * (case-insensitive, umlauts may be typed as ae/oe/ue), for claiming by keyboard.
 */
export function symbolsByPrefix(typed: string, among: readonly string[] = SYMBOL_IDS): string[] {
  const fold = (s: string) => s.toLowerCase().replace(/ä/g, 'ae').replace(/ö/g, 'oe').replace(/ü/g, 'ue').replace(/ß/g, 'ss');
  const t = fold(typed.trim());
  if (!t) return [];
  return among.filter((id) => {
    const s = SYMBOLS[byId.get(id) ?? -1];
    return s !== undefined && (fold(s.de).startsWith(t) || fold(s.en).startsWith(t));
  });
}
