import { describe, expect, it } from 'vitest';
import { ramschMinus, settle, weimarValue, type WeimarFacts } from '../../../../shared/games/doppelkopf/weimar/score';

const facts = (f: Partial<WeimarFacts> & Pick<WeimarFacts, 'points'>): WeimarFacts => ({
  tricks: { re: 6, kontra: 6 }, level: { re: 0, kontra: 0 }, kontras: [], base: 10, bothMissed: 'realResult', ...f,
});

describe('Weimar scoring (booklet I.13, I.14)', () => {
  it('a plain game: the loser pays the base; each realised stage doubles (I.13①: below 90, not at 90)', () => {
    expect(weimarValue(facts({ points: { re: 130, kontra: 110 } }))).toMatchObject({ loser: 'kontra', value: 10 });
    expect(weimarValue(facts({ points: { re: 150, kontra: 90 } })).value).toBe(10);
    expect(weimarValue(facts({ points: { re: 151, kontra: 89 } })).value).toBe(20);
    expect(weimarValue(facts({ points: { re: 240, kontra: 0 }, tricks: { re: 12, kontra: 0 } })).value).toBe(160);
  });

  it('Beispiel 1: "Kontra unter 90", the announcers have 130: they lose einfach x2 (Kontra) x2 (unter 90)', () => {
    const v = weimarValue(facts({ points: { re: 110, kontra: 130 }, level: { re: 0, kontra: 2 }, kontras: ['kontra'] }));
    expect(v.loser).toBe('kontra');
    expect(v.value).toBe(10 * 2 * 2);
  });

  it('Beispiel 2: "Kontra unter 90", the announcers have 110: einfach x2 (really lost) x2 (Kontra) x2 (unter 90)', () => {
    const v = weimarValue(facts({ points: { re: 130, kontra: 110 }, level: { re: 0, kontra: 2 }, kontras: ['kontra'] }));
    expect(v.loser).toBe('kontra');
    expect(v.value).toBe(10 * 2 * 2 * 2);
    expect(v.lines.map((l) => l.id)).toEqual(['base', 'really-lost', 'kontra-1', 'stage-no90']);
  });

  it('a realised stage announced: base x realised x Kontras x announced stage', () => {
    const v = weimarValue(facts({ points: { re: 160, kontra: 80 }, level: { re: 2, kontra: 1 }, kontras: ['re', 'kontra'] }));
    expect(v).toMatchObject({ loser: 'kontra', value: 10 * 2 * 2 * 2 * 2 });
  });

  it('I.14②: both announce "unter 90" and both miss: the real result with 2x Kontra', () => {
    const v = weimarValue(facts({ points: { re: 130, kontra: 110 }, level: { re: 2, kontra: 2 }, kontras: ['re', 'kontra'] }));
    expect(v).toMatchObject({ loser: 'kontra', value: 40 });
  });

  it('II.1 open question (unter 90 against unter 60, both missed): Vorschlag 2 real result, Vorschlag 1 no score', () => {
    for (const [a, b] of [[140, 100], [110, 130], [80, 160]] as const) {
      const f = facts({ points: { re: a, kontra: b }, level: { re: 2, kontra: 3 }, kontras: ['re', 'kontra'] });
      const real = weimarValue(f);
      expect(real.loser).toBe(a >= 121 ? 'kontra' : 're');
      expect(real.value).toBe(10 * (b < 90 || a < 90 ? 2 : 1) * 4);
      expect(weimarValue({ ...f, bothMissed: 'noScore' })).toMatchObject({ loser: null, value: 0 });
    }
  });

  it('I.14⑤ Null: the soloist loses with a trick; a won Ouvert-Null counts double, a lost one does not', () => {
    const won = { points: { re: 0, kontra: 240 }, tricks: { re: 0, kontra: 12 } };
    const lost = { points: { re: 10, kontra: 230 }, tricks: { re: 1, kontra: 11 } };
    expect(weimarValue(facts({ ...won, nullGame: { ouvert: false } }))).toMatchObject({ loser: 'kontra', value: 10 });
    expect(weimarValue(facts({ ...won, nullGame: { ouvert: true } }))).toMatchObject({ loser: 'kontra', value: 20 });
    expect(weimarValue(facts({ ...lost, nullGame: { ouvert: true } }))).toMatchObject({ loser: 're', value: 10 });
  });

  it('I.14④ "Hochzeit 12. Stich" doubles only when the couple wins', () => {
    expect(weimarValue(facts({ points: { re: 130, kontra: 110 }, marriageLast: true })).value).toBe(20);
    expect(weimarValue(facts({ points: { re: 110, kontra: 130 }, marriageLast: true })).value).toBe(10);
  });
});

describe('Ramsch minus points (I.14⑨) and the settlement (I.15)', () => {
  it('Beispiel 1: 120 / 40 / 40 / 40 gives 15 / 0 / 0 / 0', () => {
    expect(ramschMinus([120, 40, 40, 40], [3, 3, 3, 3], 0, [15, 10, 5, 0]).minus).toEqual([15, 0, 0, 0]);
  });
  it('Beispiel 2: 30 / 60 / 60 / 90 gives 0 / 5 / 5 / 15', () => {
    expect(ramschMinus([30, 60, 60, 90], [3, 3, 3, 3], 0, [15, 10, 5, 0]).minus).toEqual([0, 5, 5, 15]);
  });
  it('each Kontra and each Jungfrau doubles; two Jungfrauen both get 0', () => {
    expect(ramschMinus([100, 80, 60, 0], [4, 4, 4, 0], 1, [15, 10, 5, 0]).minus).toEqual([60, 40, 20, 0]);
    expect(ramschMinus([140, 100, 0, 0], [6, 6, 0, 0], 0, [15, 10, 5, 0]).minus).toEqual([60, 40, 0, 0]);
  });
  it('settlement: Olympic places and a minimum payment', () => {
    expect(settle([0, 120, 120, 300], 1, 100)).toEqual([
      { place: 1, cents: 100 }, { place: 2, cents: 120 }, { place: 2, cents: 120 }, { place: 4, cents: 300 },
    ]);
  });
});

describe('readings the booklet leaves open, as options', () => {
  it('"schwarz" counts as a stage of its own (blackStage, default on): the loser without a trick doubles once more', () => {
    const black = facts({ points: { re: 240, kontra: 0 }, tricks: { re: 12, kontra: 0 } });
    expect(weimarValue(black).value).toBe(160);
    expect(weimarValue({ ...black, blackStage: false }).value).toBe(80);
    expect(weimarValue({ ...black, blackStage: false }).lines.map((l) => l.id)).not.toContain('realised-black');
  });
});
