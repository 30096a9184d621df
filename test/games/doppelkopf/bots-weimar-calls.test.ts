import { describe, expect, it } from 'vitest';
import { Match } from '../../../shared/engine/match';
import { createRng } from '../../../shared/engine/rng';
import { doppelkopf } from '../../../shared/games/doppelkopf';
import type { AnnouncementName } from '../../../shared/games/doppelkopf/actions';
import { hardCalls, hardNext } from '../../../shared/games/doppelkopf/bots-candidates';
import { HARD_RESERVE } from '../../../shared/games/doppelkopf/bots-search';
import type { DoppelkopfView } from '../../../shared/games/doppelkopf/view';
import { playFrom } from '../../../bench/doppelkopf-calls-value-parts';

// Issue 30, seventh pass (docs/bots.md, "what the announcements win"): the kinds switched off for Weimar by the rule on seed valw2.
const SWITCHED: AnnouncementName[] = ['re', 'kontra', 'no90', 'no60'];
// DDV unchanged, checked where DDV positions come quickly ("keine 60" is rare there: 3 in 400 deals).
const DDV_CHECKED: AnnouncementName[] = ['re', 'kontra', 'no90'];

const reserve = { ...HARD_RESERVE, capMs: undefined };
const budget = { iterations: 20 };
// Today's hard before the switch: the same bot with nothing left out on Weimar.
const before = hardCalls(null, { reserve, weimarOff: [] }, budget);
// The level as it is now (its WEIMAR_OFF), at the same small budget.
const level = hardNext(budget, 'hard');

interface Position { view: DoppelkopfView; seed: string; move: number }
const found = new Map<string, Map<AnnouncementName, Position>>();

/** The first position of seeds `wc/<k>` where `before` says `kind` (all kinds gathered from the same matches, once). */
function positionWhere(options: unknown, preset: string, kind: AnnouncementName): Position {
  const seen = found.get(preset) ?? new Map<AnnouncementName, Position>();
  found.set(preset, seen);
  for (let k = 0; k < 60 && !seen.has(kind); k++) {
    const seed = `wc/${k}`;
    const played = playFrom([before, before, before, before], seed, options);
    played.actions.forEach((a, at) => {
      if (a.type !== 'announce' || seen.has(a.announcement)) return;
      const match = Match.create(doppelkopf, ['a', 'b', 'c', 'd'], options, seed);
      for (const x of played.actions.slice(0, at)) expect(match.act(x).ok).toBe(true);
      seen.set(a.announcement, { view: match.view(a.seat) as DoppelkopfView, seed, move: at });
    });
  }
  const p = seen.get(kind);
  if (!p) throw new Error(`no seed where hard says ${kind}`);
  return p;
}

describe('hard on Weimar leaves out the calls that lost there (issue 30, seventh pass)', () => {
  for (const kind of SWITCHED) {
    it(`Weimar: where today's hard says ${kind}, the level says nothing of it (a card or another call)`, () => {
      const options = doppelkopf.options({ preset: 'weimar', games: 1 }, 4);
      const { view, seed, move } = positionWhere(options, 'weimar', kind);
      const rng = () => createRng(seed, `bot/${view.seat}/${move}`);
      expect(before.decide(view, rng())).toMatchObject({ type: 'announce', announcement: kind });
      const now = level.decide(view, rng());
      expect(now).not.toBeNull();
      expect(now!.type === 'announce' && SWITCHED.includes(now!.announcement)).toBe(false);
    }, 120_000);

  }
  for (const kind of DDV_CHECKED) {
    it(`DDV unchanged: where today's hard says ${kind}, the level says it too`, () => {
      const options = doppelkopf.options({ games: 1 }, 4);
      const { view, seed, move } = positionWhere(options, 'ddv', kind);
      const rng = () => createRng(seed, `bot/${view.seat}/${move}`);
      expect(level.decide(view, rng())).toEqual(before.decide(view, rng()));
      expect(level.decide(view, rng())).toMatchObject({ type: 'announce', announcement: kind });
    }, 120_000);
  }
});
