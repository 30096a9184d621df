import type { Action, Game } from '../../shared/engine/game';
import { actedAs, actedBy, type TableRecord } from '../../shared/engine/record';
import { checkSeatCount } from '../../shared/engine/seatCount';
import type { ReplayData, ReplayStep } from '../../shared/protocol/history';

export type { ReplayData, ReplayStep } from '../../shared/protocol/history';

type Viewish = { hand?: unknown; trick?: unknown; tricks?: { cards: { seat: number; card: string }[]; winner: number }[] };

/**
 * Replays a record step by step for the replay viewer: at each step each
 * seat's own view gives its hand (so no hidden information leaves `view`),
 * the public view the trick. Throws RecordError for an invalid record.
 */
export function replaySteps(game: Game, record: TableRecord, maxSteps = 20_000): ReplayData {
  const n = record.players.length;
  checkSeatCount(game, n);
  const options = game.options(record.options, n);
  const schema = game.actionSchema(n, options);
  let state = game.begin(n, options);
  const steps: ReplayStep[] = [];
  const starts: number[] = [];
  let refused: string | null = null;
  let roundsDone = 0;
  const snap = (round: number, index: number, action: Action | null, by: ReplayStep['by'] | null = null, who: string | null = null): void => {
    const views = Array.from({ length: n }, (_, s) => game.view(state, s) as unknown as Viewish);
    const pub = game.view(state, null) as unknown as Viewish;
    const results = game.results(state);
    const summary = results.rounds.length > roundsDone ? results.rounds[results.rounds.length - 1] : null;
    roundsDone = results.rounds.length;
    steps.push({
      round, index, action,
      ...(by ? { by } : {}),
      ...(who ? { who } : {}),
      hands: views.map((v) => (Array.isArray(v.hand) ? (v.hand as string[]) : null)),
      trick: Array.isArray(pub.trick) ? (pub.trick as { seat: number; card: string }[]) : null,
      lastTrick: Array.isArray(pub.tricks) && pub.tricks.length ? { cards: pub.tricks.at(-1)!.cards, winner: pub.tricks.at(-1)!.winner } : null,
      tricks: Array.isArray(pub.tricks) ? pub.tricks.length : 0,
      summary,
    });
  };
  outer: for (let r = 0; r < record.rounds.length; r++) {
    const { actions, ...deal } = record.rounds[r]!;
    state = game.startRound(state, deal);
    starts.push(steps.length);
    snap(r, -1, null);
    for (let a = 0; a < actions.length && steps.length < maxSteps; a++) {
      const parsed = schema.safeParse(actions[a]);
      if (!parsed.success) { refused = `round ${r}, action ${a}: ${parsed.error.issues[0]!.message}`; break outer; }
      const out = game.apply(state, parsed.data);
      if (!out.ok) { refused = `round ${r}, action ${a}: ${out.error.message}`; break outer; }
      state = out.state;
      snap(r, a, parsed.data, actedBy(actions[a]), actedAs(actions[a]));
    }
  }
  const endedBy = typeof record.meta?.endedBy === 'string' ? record.meta.endedBy : null;
  return { game: game.id, players: record.players, steps, rounds: starts, results: game.results(state), refused, ...(endedBy ? { endedBy } : {}) };
}
