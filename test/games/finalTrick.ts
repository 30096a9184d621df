import { expect } from 'vitest';
import type { Game, Seat } from '../../shared/engine/game';
import { Match } from '../../shared/engine/match';
import { createRng } from '../../shared/engine/rng';

/** What every trick game's view says about the last trick of the deal that ended last. */
interface WithFinalTrick {
  round: number;
  tricks: unknown[];
  finalTrick?: { round: number; leader: Seat; winner: Seat; cards: { seat: Seat; card: string }[] } | null;
}

/**
 * Random legal play until a deal whose tricks were played ends and the next
 * one is dealt (the host deals in the same action as the last card). Checks
 * that every seat's view and the spectator's then carry that deal's last
 * trick, as the game showed it right after the last card and before the deal.
 * Returns the number of cards in that trick.
 */
export function checkFinalTrickAfterDeal(game: Game, n: number, options: Record<string, unknown>, seed: string): number {
  const match = Match.create(game, Array.from({ length: n }, (_, i) => `P${i}`), options, seed);
  const rng = createRng(seed, 'final-trick');
  expect((match.view(null) as unknown as WithFinalTrick).finalTrick ?? null, 'nothing before the first deal ends').toBeNull();
  for (let steps = 0; steps < 4000 && match.status().phase === 'play'; steps++) {
    const st = match.status();
    const acting = [...new Set([...st.awaiting, ...(st.optional ?? [])])];
    const choices = acting.flatMap((s) => match.legal(s));
    const a = choices[rng.int(0, choices.length - 1)]!;
    const rounds = match.record.rounds.length;
    // The deal as the game leaves it after this action, before any next deal.
    const out = game.apply(match.state, a);
    expect(out.ok).toBe(true);
    const ended = out.ok ? (game.view(out.state, null) as unknown as WithFinalTrick) : null;
    expect(match.act(a).ok).toBe(true);
    if (match.record.rounds.length === rounds || !ended || ended.tricks.length === 0) continue;
    const last = ended.tricks.at(-1) as Record<string, unknown>;
    const want = { round: rounds - 1, ...last };
    for (const seat of [null, ...Array.from({ length: n }, (_, s) => s)] as (Seat | null)[]) {
      const v = match.view(seat) as unknown as WithFinalTrick;
      expect(v.round, 'the next deal is dealt').toBe(rounds);
      expect(v.tricks).toEqual([]);
      expect(v.finalTrick, `seat ${seat} sees the last trick of deal ${rounds - 1}`).toEqual(want);
    }
    return (last.cards as unknown[]).length;
  }
  throw new Error('no deal with tricks ended');
}
