import { Match } from '../../shared/engine/match';
import { createRng } from '../../shared/engine/rng';
import type { Action, Bot, Game, View } from '../../shared/engine/game';
import { getGame } from '../../shared/games/registry';

/**
 * The decision moments of issue 26 a seat can meet at a trick game's table:
 * its card, Dubbe's trump choice, a Doppelkopf reservation, Doppelkopf's
 * poverty (its cards passed, the offer taken or not, cards given back),
 * a Doppelkopf solo (its kind chosen in the reservation's list, then a card
 * of mine in it, the contract shown), Dobbm's discard ("i lig"), a Dobbm
 * bid, "double or content?" (a defender) and the declarer's "retour?", an
 * announcement (Re/Kontra next to the card), Dubbe's collecting of a trick
 * with the black die (I own the Jammerlabbe), the last trick looked at, and
 * the deal's end; a Doppelkopf marriage (its kind chosen in the
 * reservation's list: the Weimar club's "Hochzeit 12. Stich" when offered,
 * which decides the trick that finds the partner) and my first card after a
 * trick found its partner (the contract, naming both, shown). (Take-back consent needs two people: one-screen.test.ts
 * plays it apart.)
 */
export type Moment = 'card' | 'trump' | 'reservation' | 'solo' | 'soloCard' | 'povertyPass' | 'povertyOffer' | 'povertyReturn' | 'discard'
  | 'bid' | 'double' | 'retour' | 'announcement' | 'collect' | 'lastTrick' | 'dealEnd' | 'takeBack' | 'marriage' | 'marriagePartner';

/** An action with the fields the clicks need (each game's own action types have them). */
export type Planned = Action & { suit?: string; card?: string; cards?: string[]; reservation?: string; accept?: boolean };

/** One thing seat 0 does (an action, with the moments it stands for), or the deal's end that it sees. */
export type Step = { kind: 'act'; action: Planned; moments: Moment[] } | { kind: 'dealEnd' };

export interface MomentScript {
  seed: string;
  steps: Step[];
  /** Every moment the steps reach, in order of first appearance. */
  moments: Moment[];
}

export interface ScriptTable {
  game: string;
  seats: number;
  options: Record<string, unknown>;
  /** The level of the bots in the other seats (the host's default is 'random'). */
  botLevel?: string;
}

/** Host-side bot names do not matter to the rules; the record's names only label. */
const names = (n: number) => ['Ada', ...Array.from({ length: n - 1 }, (_, i) => `Bot ${i + 2}`)];

/** What seat 0 chooses: one fixed choice per kind, so that the browser test clicks the same. `deal` counts from 0. */
function choose(game: string, view: View, deal: number, want: readonly Moment[]): Planned {
  const legal = view.legal as Planned[];
  const of = (type: string) => legal.filter((a) => a.type === type);
  const first = (type: string) => of(type)[0];
  const play = first('play');
  switch (game) {
    case 'dubbe':
      return first('declareTrump') ?? first('collect') ?? play ?? legal[0]!;
    case 'doppelkopf': {
      const reserve = of('reserve');
      // A table that wants a solo: poverty in the first deal, a solo (the first kind listed) in the later ones.
      const solo = want.includes('solo') && deal > 0 ? reserve.find((a) => a.reservation?.startsWith('solo')) : undefined;
      // A table that wants a marriage: the last trick's ("Hochzeit 12. Stich") where the rules have it, else the plain one.
      const marriage = want.includes('marriage') ? reserve.find((a) => a.reservation === 'marriageLast') ?? reserve.find((a) => a.reservation === 'marriage') : undefined;
      if (reserve.length) return solo ?? marriage ?? reserve.find((a) => a.reservation === 'poverty') ?? reserve.find((a) => a.reservation === 'healthy') ?? reserve[0]!;
      // Take a poverty offered (then give cards back): both laying-away panels come.
      return legal.find((a) => a.type === 'povertyAnswer' && a.accept === true)
        ?? first('povertyPass') ?? first('povertyReturn') ?? play ?? legal.find((a) => a.type !== 'announce')!;
    }
    case 'dobbm': {
      // The first deal: "i dob" (then the discard and the declarer's "retour?"); later: "weiter", a bot declares and asks "double or content?".
      if (view.legal.some((a) => a.type === 'dob' || a.type === 'solo')) return (deal === 0 ? first('dob') : undefined) ?? first('pass') ?? legal[0]!;
      return first('pass') ?? first('discard') ?? play ?? legal.find((a) => a.type !== 'callMussrunde')!;
    }
    default:
      return legal[0]!;
  }
}

/** The moments an action of seat 0 stands for, given what else it could do. */
function momentsOf(game: string, view: View & { phase?: string; declarer?: number | null; contract?: { kind?: string; soloist?: number; partner?: number | null } | null }, action: Planned, tricksDone: boolean): Moment[] {
  const kinds = new Set(view.legal.map((a) => a.type));
  switch (action.type) {
    case 'declareTrump': return ['trump'];
    case 'collect': return ['collect'];
    case 'reserve':
      if (action.reservation?.startsWith('solo')) return ['reservation', 'solo'];
      if (action.reservation?.startsWith('marriage')) return ['reservation', 'marriage'];
      return ['reservation'];
    case 'povertyAnswer': return ['povertyOffer'];
    case 'povertyPass': return ['povertyPass'];
    case 'povertyReturn': return ['povertyReturn'];
    case 'discard': return ['discard'];
    case 'dob': case 'solo': return ['bid'];
    case 'double': case 'pass':
      if (game === 'dobbm' && view.phase === 'double') return [view.declarer === view.seat ? 'retour' : 'double'];
      return ['bid'];
    case 'play': {
      const m: Moment[] = [];
      if (kinds.has('announce')) m.push('announcement');
      m.push('card');
      if (view.contract?.kind === 'solo' && view.contract.soloist === view.seat) m.push('soloCard');
      if (view.contract?.kind === 'marriage' && view.contract.partner != null) m.push('marriagePartner');
      if (tricksDone) m.push('lastTrick');
      return m;
    }
    default: return [];
  }
}

/** Moments that come only before a deal's first card (the bidding, reservations and what follows them). */
const EARLY: ReadonlySet<Moment> = new Set(['trump', 'reservation', 'solo', 'marriage', 'povertyPass', 'povertyOffer', 'povertyReturn', 'discard', 'bid', 'double', 'retour']);

/** A trick's size: every seat in Dubbe, four in the others (a fifth Doppelkopf or Dobbm player sits out). */
const trickSize = (game: string, n: number) => (game === 'dubbe' ? n : 4);

/**
 * Plays a table as its host would (the same seed, the same bots with the
 * same random labels as src-main/host/botDriver.ts: `bot/SEAT/SEQ`,
 * `volunteer/SEAT/SEQ`), seat 0 choosing by `choose`, until every moment in
 * `want` came (a deal's end included) or `maxDeals` deals ended. Returns
 * seat 0's steps, or null if some moment never came. A seed is given up at
 * the first card of a deal once a moment that comes only before it is still
 * missing and no later deal may bring it (the last deal allowed; for the
 * first deal also the moments in `firstDeal`): most seeds are over after a
 * few actions, not a whole deal.
 */
export function scriptFor(table: ScriptTable, seed: string, want: readonly Moment[], maxDeals = 2, firstDeal: readonly Moment[] = []): MomentScript | null {
  const game = getGame(table.game) as Game | undefined;
  if (!game) throw new Error(`unknown game ${table.game}`);
  const match = Match.create(game, names(table.seats), table.options, seed);
  const bot: Bot = game.bots[table.botLevel ?? 'random'] ?? game.bots.random!;
  const steps: Step[] = [];
  const seen = new Set<Moment>();
  const done = () => want.every((m) => seen.has(m));
  // After a deal's end as the last step the table must wait for seat 0 (a deal that I sit out would run on while it is checked).
  let settling = false;
  let seq = 0;
  let deal = 0;
  let round = match.record.rounds.length;
  const volunteered = new Set<string>();
  for (let guard = 0; guard < 5000 && (!done() || settling); guard++) {
    const status = match.status();
    if (status.phase === 'gameOver') break;
    // Bots in optional seats are asked once per position, before any awaited seat.
    let acted = false;
    for (const seat of status.optional ?? []) {
      if (seat === 0 || volunteered.has(`${seat}/${seq}`) || !bot.volunteer) continue;
      volunteered.add(`${seat}/${seq}`);
      const choice = bot.volunteer(match.view(seat), createRng(seed, `volunteer/${seat}/${seq}`));
      if (choice && match.act({ ...choice, seat }).ok) { seq++; acted = true; break; }
    }
    if (acted) continue;
    const seat = status.awaiting[0];
    if (seat === undefined) break;
    const view = match.view(seat);
    let action: Planned;
    if (seat === 0 && settling) return { seed, steps, moments: [...new Set(steps.flatMap((s) => (s.kind === 'act' ? s.moments : ['dealEnd' as const])))] };
    if (seat === 0) {
      action = choose(table.game, view, deal, want);
      const current = match.record.rounds[match.record.rounds.length - 1]!;
      const plays = current.actions.filter((a) => (a as { type?: string }).type === 'play').length;
      const moments = momentsOf(table.game, view, action, plays >= trickSize(table.game, table.seats));
      for (const m of moments) seen.add(m);
      steps.push({ kind: 'act', action, moments });
      if (done()) break;
    } else {
      const choice = bot.decide(view, createRng(seed, `bot/${seat}/${seq}`));
      action = choice ?? view.legal[0]!;
    }
    if (action.type === 'play') {
      const current = match.record.rounds[match.record.rounds.length - 1]!;
      if (!current.actions.some((a) => (a as { type?: string }).type === 'play')) {
        const due = [...(deal === 0 ? firstDeal : []), ...(deal === maxDeals - 1 ? want : [])];
        if (due.some((m) => EARLY.has(m) && !seen.has(m))) return null;
      }
    }
    let out = match.act({ ...action, seat });
    if (!out.ok && seat !== 0) out = match.act({ ...view.legal[0]!, seat });
    if (!out.ok) throw new Error(`seat ${seat}: ${action.type} refused (${out.error.message})`);
    seq++;
    if (match.record.rounds.length !== round || match.status().phase === 'gameOver') {
      if (settling) return null;
      round = match.record.rounds.length;
      steps.push({ kind: 'dealEnd' });
      seen.add('dealEnd');
      if (done()) settling = true;
      else if (++deal >= maxDeals) break;
    }
  }
  if (!done() || settling) return null;
  return { seed, steps, moments: [...new Set(steps.flatMap((s) => (s.kind === 'act' ? s.moments : ['dealEnd' as const])))] };
}

/**
 * The first seed `PREFIX/0`, `PREFIX/1`, … whose table brings every moment
 * in `want` within `deals` deals (the fewer the better: a browser test's
 * time); null after `tries` seeds each. `firstDeal`: moments the first deal
 * must bring (when a later deal brings others).
 */
export function findScript(table: ScriptTable, prefix: string, want: readonly Moment[], deals: readonly number[] = [1, 2], tries = 400, firstDeal: readonly Moment[] = []): MomentScript | null {
  for (const maxDeals of deals) {
    for (let i = 0; i < tries; i++) {
      const s = scriptFor(table, `${prefix}/${i}`, want, maxDeals, firstDeal);
      if (s) return s;
    }
  }
  return null;
}
