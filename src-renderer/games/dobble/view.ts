import type { DobbleView } from '../../../shared/games/dobble/view';
import { CARDS, parseCard } from '../../../shared/games/dobble/deck';
import { SYMBOLS, type SymbolInfo } from '../../../shared/games/dobble/symbols';
import { MINI_GAMES, MINI_GAME_TITLES, type MiniGameId, type PlayId } from '../../../shared/games/dobble/options';

export type { DobbleView };
export type { DobbleAction } from '../../../shared/games/dobble/actions';
export { MINI_GAMES, MINI_GAME_TITLES };
export type { MiniGameId, PlayId };

export type Lang = 'de' | 'en';

const symbolById = new Map(SYMBOLS.map((s) => [s.id, s]));
export const symbolInfo = (id: string): SymbolInfo | undefined => symbolById.get(id);
export const symbolName = (id: string, lang: Lang): string => symbolById.get(id)?.[lang] ?? id;

/** The 8 symbols on a card named `c12`; empty for anything else. */
export function cardSymbols(name: string | null | undefined): readonly string[] {
  const c = name ? parseCard(name) : undefined;
  return c === undefined ? [] : CARDS[c]!;
}

/**
 * A card on the table the player can name a symbol against: the card they
 * search from (`search`), or a card the match may lie on (`target`: a seat or
 * an outer slot, as the claim's `target`; undefined where the mini-game has
 * none, Tower and Well).
 */
export interface FaceCard {
  key: string;
  card: string;
  role: 'search' | 'target' | 'shown';
  /** The claim's `target` when the match is found on this card. */
  target?: number;
  /** The seat in front of whom the card lies (null: the middle). */
  seat: number | null;
}

/**
 * The face-up cards the view shows, from this seat's side, by mini-game
 * (docs/dobble.md): which one is searched from and which ones are targets.
 */
export function faceCards(v: DobbleView): FaceCard[] {
  const me = v.seat;
  const out: FaceCard[] = [];
  const playing = v.phase === 'play' && me !== null && v.players.includes(me);
  const role = (r: FaceCard['role']): FaceCard['role'] => (playing ? r : 'shown');
  const tops = (searchMine: boolean) => v.players.forEach((s) => {
    const card = v.tops[s];
    if (!card) return;
    if (s === me) out.push({ key: `seat${s}`, card, role: searchMine ? role('search') : 'shown', seat: s });
    else out.push({ key: `seat${s}`, card, role: role('target'), target: s, seat: s });
  });
  switch (v.miniGame) {
    case 'tower':
    case 'well':
      if (me !== null && v.tops[me]) out.push({ key: `seat${me}`, card: v.tops[me], role: role('search'), seat: me });
      if (v.centre) out.push({ key: 'centre', card: v.centre, role: role('target'), seat: null });
      break;
    case 'hotPotato':
    case 'duel':
      tops(true);
      break;
    case 'poisonedGift':
      if (v.centre) out.push({ key: 'centre', card: v.centre, role: role('search'), seat: null });
      tops(false);
      break;
    case 'catchThemAll':
      if (v.centre) out.push({ key: 'centre', card: v.centre, role: role('search'), seat: null });
      v.outer.forEach((card, i) => { if (card) out.push({ key: `outer${i}`, card, role: role('target'), target: i, seat: null }); });
      break;
    default:
      break;
  }
  return out;
}

/** Whether the claim needs a `target` to say where the match is (several cards it could lie on). */
export const needsTarget = (v: DobbleView): boolean => v.miniGame === 'hotPotato' || v.miniGame === 'poisonedGift' || v.miniGame === 'catchThemAll';

/**
 * Where a symbol named from the search card matches: the target of the one
 * target card that shows it. Several (any of them is right) or none (then
 * the claim is wrong anyway): left to the host, which takes the first clockwise.
 */
export function targetFor(v: DobbleView, symbol: string): number | undefined {
  const hits = faceCards(v).filter((f) => f.role === 'target' && f.target !== undefined && cardSymbols(f.card).includes(symbol));
  return hits.length === 1 ? hits[0]!.target : undefined;
}

const fold = (s: string): string => s.toLowerCase().replace(/ä/g, 'ae').replace(/ö/g, 'oe').replace(/ü/g, 'ue').replace(/ß/g, 'ss').replace(/\s+/g, ' ');

/**
 * What was typed: an optional target number first (a seat or an outer card
 * as numbered on screen, 1-based), then the first letters of a symbol's name.
 */
export function parseTyped(typed: string): { target: number | null; prefix: string } {
  const m = /^\s*(\d+)?\s*(.*)$/.exec(typed)!;
  return { target: m[1] ? Number(m[1]) - 1 : null, prefix: m[2]!.trim() };
}

/**
 * Symbols on the table whose name in the reader's language starts with
 * `prefix` (the other language's name as a fallback), umlauts typeable as
 * ae/oe/ue. Symbols of the search card come first: only they can be right.
 */
export function matchTyped(prefix: string, v: DobbleView, lang: Lang): string[] {
  const t = fold(prefix);
  if (!t) return [];
  const faces = faceCards(v).filter((f) => f.role !== 'shown');
  const search = new Set(faces.filter((f) => f.role === 'search').flatMap((f) => cardSymbols(f.card)));
  const visible = [...new Set(faces.flatMap((f) => cardSymbols(f.card)))];
  const other: Lang = lang === 'de' ? 'en' : 'de';
  const by = (l: Lang) => visible.filter((id) => fold(symbolName(id, l)).startsWith(t));
  const found = by(lang).length ? by(lang) : by(other);
  return found.sort((a, b) => Number(search.has(b)) - Number(search.has(a)) || symbolName(a, lang).localeCompare(symbolName(b, lang), lang));
}

/** Round-clock ms a seat stays locked, as of the view (the view's clock is the host's time of its last change). */
export const lockLeft = (v: DobbleView, seat: number): number => Math.max(0, (v.lockedUntil[seat] ?? 0) - v.clock);

/** Mini-games of the tournament so far (tie-breaks not counted). */
export const miniGamesPlayed = (v: DobbleView): number => v.score.played.filter((r) => !r.tiebreak).length;

/** The number a player is measured by in the current mini-game, for the player list. */
export function seatCount(v: DobbleView, seat: number): { kind: 'pile' | 'left' | 'caught' | 'lost' | 'received' | 'none'; n: number } {
  switch (v.miniGame) {
    case 'tower': return { kind: 'pile', n: v.pileSizes[seat] ?? 0 };
    case 'well': return { kind: 'left', n: v.pileSizes[seat] ?? 0 };
    case 'hotPotato': return { kind: 'left', n: v.pileSizes[seat] ?? 0 };
    case 'catchThemAll': return { kind: 'caught', n: v.wonSizes[seat] ?? 0 };
    case 'poisonedGift': return { kind: 'received', n: v.pileSizes[seat] ?? 0 };
    default: return { kind: 'none', n: 0 };
  }
}

/** A typed claim's candidate: the symbol, and the table (version, target there) it goes out with. */
export interface TypedCandidate {
  symbol: string;
  /** The version the claim says it saw: the newest table since typing began where the symbol matched. */
  seen: number;
  /** Where it matched on that table (undefined: no target needed, or left to the host). */
  target: number | undefined;
  /** On that table's search card (only such a symbol can be right). */
  onSearch: boolean;
}

/** Symbols of the search card that also lie on a target card: a right claim names one of them. */
function matching(v: DobbleView): Set<string> {
  const faces = faceCards(v);
  const search = new Set(faces.filter((f) => f.role === 'search').flatMap((f) => cardSymbols(f.card)));
  return new Set(faces.filter((f) => f.role === 'target').flatMap((f) => cardSymbols(f.card)).filter((s) => search.has(s)));
}

/**
 * Candidates for the letters typed, over the tables shown since typing began
 * (`views`, oldest first, one round): the newest table's candidates first,
 * then symbols only an earlier table showed. Each goes out with the newest
 * table where it matched (else the newest that showed it) and the target
 * there: a person who lost a race while typing named the table they saw, and
 * the host answers "too late" instead of locking them.
 */
export function typedCandidates(typed: string, views: readonly DobbleView[], lang: Lang): TypedCandidate[] {
  const found = new Map<string, { shown: DobbleView; matched?: DobbleView }>();
  for (const v of [...views].reverse()) {
    const hits = matching(v);
    for (const symbol of matchTyped(typed, v, lang)) {
      const entry = found.get(symbol) ?? { shown: v };
      if (!entry.matched && hits.has(symbol)) entry.matched = v;
      found.set(symbol, entry);
    }
  }
  return [...found].map(([symbol, e]) => {
    const v = e.matched ?? e.shown;
    return {
      symbol,
      seen: v.version,
      target: needsTarget(v) ? targetFor(v, symbol) : undefined,
      onSearch: faceCards(v).some((f) => f.role === 'search' && cardSymbols(f.card).includes(symbol)),
    };
  });
}

/**
 * The candidate Enter names: the one picked with the arrow keys, else the
 * one whose whole name was typed, else the only one on the search card;
 * null while the letters fit several ("sno": Snowman and Snowflake).
 */
export function enterPick(typed: string, candidates: readonly TypedCandidate[], picked: number | null, lang: Lang): TypedCandidate | null {
  if (picked !== null) return candidates[picked] ?? null;
  const t = fold(typed.trim());
  const other: Lang = lang === 'de' ? 'en' : 'de';
  const whole = candidates.filter((c) => fold(symbolName(c.symbol, lang)) === t || fold(symbolName(c.symbol, other)) === t);
  if (whole.length === 1) return whole[0]!;
  const searched = candidates.filter((c) => c.onSearch);
  if (searched.length === 1) return searched[0]!;
  return searched.length === 0 && candidates.length === 1 ? candidates[0]! : null;
}
