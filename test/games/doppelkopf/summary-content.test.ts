import { describe, expect, it } from 'vitest';
import { createI18n } from 'vue-i18n';
import { doppelkopfMessages } from '../../../src-renderer/games/doppelkopf/messages';
import { announcedLine, isRamschRecord, ramschCardPoints, seatParty } from '../../../src-renderer/games/doppelkopf/summaryContent';
import { cardName, deck, parseCard } from '../../../shared/games/doppelkopf/cards';
import { healthy, position, run, start } from './craft';
import type { DoppelkopfState } from '../../../shared/games/doppelkopf/state';

const i18n = createI18n({ legacy: false, locale: 'en', messages: { de: { doppelkopf: doppelkopfMessages.de }, en: { doppelkopf: doppelkopfMessages.en } } });
const t = (k: string, p?: Record<string, unknown>) => i18n.global.t(k, p ?? {});
const names = ['Anna', 'Ben', 'Cora', 'Dirk'];

/** A Ramsch played to its end: seat 1 takes the first tricks, seat 2 the rest; seat 3 said Kontra. */
function ramschGame(kontra: boolean) {
  const pool = deck(true);
  const last = ['spades-9', 'spades-9', 'hearts-9', 'hearts-9'];
  for (const c of last) pool.splice(pool.indexOf(parseCard(c)!), 1);
  const tricks = Array.from({ length: 11 }, (_, i) => ({ leader: 0, cards: pool.slice(i * 4, i * 4 + 4).map(cardName) }));
  const s0 = position({ hands: last.map((c) => [c]), contract: { kind: 'ramsch' }, tricks, options: { preset: 'weimar', durchmarschAt: 0 } });
  const s1: DoppelkopfState = { ...s0, ramschGame: true, tricks: s0.tricks.map((tr, i) => ({ ...tr, winner: i < 5 ? 1 : 2 })), announcements: kontra ? [{ seat: 3, party: 'kontra', level: 1 }] : [] };
  return run(s1, { seat: 0, type: 'play', card: 'spades-9' }, { seat: 1, type: 'play', card: 'spades-9' },
    { seat: 2, type: 'play', card: 'hearts-9' }, { seat: 3, type: 'play', card: 'hearts-9' }).history.at(-1)!;
}

describe('the game summary\'s content (issue 28)', () => {
  it('Ramsch: no parties, each seat\'s card points, who said Kontra', () => {
    const g = ramschGame(true);
    expect(isRamschRecord(g)).toBe(true);
    expect([0, 1, 2, 3].map((s) => seatParty(g, s))).toEqual([null, null, null, null]);
    const pts = ramschCardPoints(g)!;
    expect(pts.reduce((a, b) => a + b, 0)).toBe(240);
    expect(pts[1]! + pts[2]!).toBe(240);
    expect(announcedLine(t, g, names)).toBe('Kontra: Dirk');
  });

  it('a finished game with no announcement says "nothing announced", never "yet"', () => {
    expect(announcedLine(t, ramschGame(false), names)).toBe('nothing announced');
    const normal = start([['clubs-Q'], [], ['clubs-Q'], []]);
    const hands = normal.hands.map((h) => h.map(cardName));
    let s = healthy(normal);
    for (let k = 0; k < 12; k++) {
      for (let i = 0; i < 4; i++) {
        const seat = s.turn;
        const card = [...new Set(hands[seat])].find((c) => trySafe(s, seat, c))!;
        hands[seat]!.splice(hands[seat]!.indexOf(card), 1);
        s = run(s, { seat, type: 'play', card });
      }
    }
    const g = s.history.at(-1)!;
    expect(isRamschRecord(g)).toBe(false);
    expect(seatParty(g, 0)).toBe('re');
    expect(seatParty(g, 1)).toBe('kontra');
    expect(announcedLine(t, g, names)).toBe('nothing announced');
    expect(announcedLine(t, g, names)).not.toMatch(/yet/);
  });
});

function trySafe(s: DoppelkopfState, seat: number, card: string): boolean {
  try { run(s, { seat, type: 'play', card }); return true; } catch { return false; }
}
