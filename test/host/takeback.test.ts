import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { Table } from '../../src-main/host/table';

const dirs: string[] = [];
const tables: Table[] = [];
function tmp(): string {
  const d = mkdtempSync(join(tmpdir(), 'stammtisch-takeback-'));
  dirs.push(d);
  return d;
}
afterEach(async () => {
  for (const t of tables.splice(0)) { t.close(); await t.flush(); }
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

const open = (settings: ConstructorParameters<typeof Table>[0]): Table => {
  const t = new Table(settings);
  tables.push(t);
  return t;
};
const until = async (cond: () => boolean, ms = 5000): Promise<void> => {
  const end = Date.now() + ms;
  while (!cond()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 5));
  }
};
const awaited = (t: Table) => t.match!.status().awaiting;
const played = (t: Table) => t.match!.record.rounds.flatMap((r) => r.actions) as { seat: number; type: string; card?: string }[];

describe('take-back', () => {
  it('alone against bots: undoes my last card and the bots\' moves after it; the saved record and a restart keep only what stands', async () => {
    const dataDir = tmp();
    const t = open({ game: 'dubbe', seats: 4, bots: 3, seed: 'tb-1', dataDir, bot: { delayMs: 0 } });
    expect(t.join({ name: 'Anna' }, false)).toMatchObject({ ok: true, seat: 0 });
    t.connect(0);
    // Play until I have played a card and the bots answered it.
    for (let i = 0; i < 40; i++) {
      await until(() => awaited(t).includes(0) || t.over);
      const legal = t.match!.legal(0)[0]! as { type: string };
      const { seat: _s, ...action } = legal as { seat: number; type: string };
      expect(t.act(0, action).ok).toBe(true);
      if (legal.type === 'play' && played(t).filter((a) => a.type === 'play').length >= 5) break;
    }
    await until(() => awaited(t).includes(0));
    const mine = played(t).filter((a) => a.seat === 0).at(-1)!;
    const after = played(t).slice(played(t).lastIndexOf(mine) + 1);
    expect(mine.type).toBe('play');
    expect(after.length).toBeGreaterThan(0);
    const handBefore = (t.view(0) as { hand: string[] }).hand.length;

    expect(t.takeBack(0)).toEqual({ ok: true });
    const hand = (t.view(0) as { hand: string[] }).hand;
    expect(hand.length).toBe(handBefore + 1);
    expect(awaited(t)).toEqual([0]);
    expect(played(t).at(-1)).not.toEqual(mine);
    const seqAfter = t.seq;
    expect(seqAfter).toBe(played(t).length);

    await t.flush();
    const saved = JSON.parse(readFileSync(join(dataDir, 'record.json'), 'utf8')) as { rounds: { actions: unknown[] }[] };
    expect(saved.rounds.flatMap((r) => r.actions)).toEqual(played(t));
    // The journal holds no trace of the taken-back card either.
    expect(readFileSync(join(dataDir, 'journal.jsonl'), 'utf8')).not.toContain(JSON.stringify(mine).slice(1, -1));

    // A restart (record.json + journal) brings the same table back: the card is in my hand.
    t.close();
    await t.flush();
    tables.splice(tables.indexOf(t), 1);
    const again = open({ game: 'dubbe', seats: 4, dataDir, bot: { delayMs: 0 } });
    expect(again.seq).toBe(seqAfter);
    expect((again.view(0) as { hand: string[] }).hand).toEqual(hand);
  });

  it('a restart after a take-back with a stale record.json still comes back without the card (the journal is the truth)', async () => {
    const dataDir = tmp();
    const t = open({ game: 'dubbe', seats: 2, bots: 1, seed: 'tb-2', dataDir, bot: { delayMs: 0 } });
    t.join({ name: 'Anna' }, false);
    t.connect(0);
    for (let i = 0; i < 6; i++) {
      await until(() => awaited(t).includes(0));
      const { seat: _s, ...a } = t.match!.legal(0)[0]! as { seat: number; type: string };
      t.act(0, a);
    }
    await until(() => awaited(t).includes(0));
    await t.flush();
    const stale = readFileSync(join(dataDir, 'record.json'), 'utf8');
    expect(t.takeBack(0).ok).toBe(true);
    const hand = (t.view(0) as { hand: string[] }).hand;
    t.close();
    await t.flush();
    tables.splice(tables.indexOf(t), 1);
    // As if the process died before the rewritten record.json landed.
    const { writeFileSync } = await import('node:fs');
    writeFileSync(join(dataDir, 'record.json'), stale);
    const again = open({ game: 'dubbe', seats: 2, dataDir, bot: { delayMs: 0 } });
    expect((again.view(0) as { hand: string[] }).hand).toEqual(hand);
  });

  it('refuses a take-back with nothing to take back, in a real-time game, and for a spectator seat', () => {
    const t = open({ game: 'dubbe', seats: 3, bots: 2, seed: 'tb-3', bot: { delayMs: 60_000 } });
    t.join({ name: 'Anna' }, false);
    t.connect(0);
    expect(t.takeBack(0)).toMatchObject({ ok: false, code: 'nothing-to-take-back' });
  });

  it('with people at the table: needs everyone\'s consent, reaches back only to my own card of the current trick', async () => {
    const t = open({ game: 'dubbe', seats: 3, bots: 1, seed: 'tb-4', bot: { delayMs: 60_000 } });
    t.join({ name: 'Anna' }, false); t.connect(0);
    t.join({ name: 'Berta' }, false); t.connect(1);
    const act = (s: number) => { const { seat: _s, ...a } = t.match!.legal(s)[0]! as { seat: number; type: string }; expect(t.act(s, a).ok).toBe(true); };
    // Move until a person plays a card that is not the last of its trick.
    let who = -1;
    for (let i = 0; i < 30 && who < 0; i++) {
      const s = awaited(t)[0]!;
      if (s === 2) { act(2); continue; }
      const wasPlay = (t.match!.legal(s)[0] as { type: string }).type === 'play';
      act(s);
      const trick = (t.view(null) as { trick: unknown[] }).trick;
      if (wasPlay && trick.length > 0) who = s;
    }
    expect(who).toBeGreaterThanOrEqual(0);
    const other = 1 - who;
    const seq = t.seq;
    expect(t.takeBack(who)).toEqual({ ok: true, pending: true });
    expect(t.info().takeBack).toEqual({ seat: who, waitingFor: [other] });
    expect(t.seq).toBe(seq);
    // A refusal ends the request, nothing changes.
    expect(t.answerTakeBack(other, false)).toEqual({ ok: true });
    expect(t.info().takeBack).toBeNull();
    expect(t.seq).toBe(seq);
    // Asked again and agreed: the card goes back.
    t.takeBack(who);
    expect(t.answerTakeBack(who, true)).toMatchObject({ ok: false, code: 'not-asked' });
    expect(t.answerTakeBack(other, true)).toEqual({ ok: true });
    expect(t.info().takeBack).toBeNull();
    expect(t.seq).toBeLessThan(seq);
    expect(awaited(t)).toEqual([who]);
  });

  it('pausing the bots (alone against them) stops them until resumed; with people at the table it is refused', async () => {
    const t = open({ game: 'dubbe', seats: 3, bots: 2, seed: 'tb-5', bot: { delayMs: 20 } });
    t.join({ name: 'Anna' }, false);
    t.connect(0);
    expect(t.pauseBots(0, true)).toEqual({ ok: true });
    expect(t.info().paused).toBe(true);
    const seq = t.seq;
    await new Promise((r) => setTimeout(r, 200));
    if (!awaited(t).includes(0)) expect(t.seq).toBe(seq);
    expect(t.pauseBots(0, false)).toEqual({ ok: true });
    await until(() => awaited(t).includes(0) || t.seq > seq);
    const people = open({ game: 'dubbe', seats: 3, bots: 1, seed: 'tb-6' });
    people.join({ name: 'A' }, false); people.join({ name: 'B' }, false);
    expect(people.pauseBots(0, true)).toMatchObject({ ok: false, code: 'not-alone' });
  });
});

describe('bot pace', () => {
  it('a bot leading after a completed trick waits at least trickMs; other moves only delayMs', async () => {
    const t = open({ game: 'dubbe', seats: 3, bots: 3, seed: 'pace-1', bot: { delayMs: 0, trickMs: 400 } });
    const stamps: { at: number; trickEmpty: boolean; tricks: number }[] = [];
    t.on('change', () => {
      const v = t.view(null) as { trick: unknown[]; tricks: unknown[] };
      stamps.push({ at: performance.now(), trickEmpty: v.trick.length === 0, tricks: v.tricks.length });
    });
    await until(() => stamps.filter((s) => s.trickEmpty && s.tricks >= 2).length > 0 && stamps.at(-1)!.tricks >= 2 && !stamps.at(-1)!.trickEmpty, 10_000);
    // From each completed trick to the next change (the lead): ≥ 400 ms; other gaps are short.
    const gaps = stamps.slice(1).map((s, i) => ({ ms: s.at - stamps[i]!.at, afterTrick: stamps[i]!.trickEmpty && stamps[i]!.tricks > 0 }));
    const afterTricks = gaps.filter((g) => g.afterTrick);
    expect(afterTricks.length).toBeGreaterThan(0);
    for (const g of afterTricks) expect(g.ms).toBeGreaterThanOrEqual(395);
    expect(Math.min(...gaps.filter((g) => !g.afterTrick).map((g) => g.ms))).toBeLessThan(200);
  });
});

describe('bot pace at the end of a round', () => {
  it('after the last trick of a round (the next one dealt in the same action) the first bot move waits at least trickMs too', async () => {
    const t = open({ game: 'dubbe', seats: 3, bots: 3, seed: 'pace-2', options: { rounds: 3 }, bot: { delayMs: 0, trickMs: 300 } });
    const stamps: { at: number; round: number }[] = [];
    t.on('change', () => stamps.push({ at: performance.now(), round: (t.view(null) as { round: number }).round }));
    // Two round ends, and a move after each.
    const dealt = () => stamps.flatMap((s, i) => (i > 0 && s.round > stamps[i - 1]!.round && stamps[i + 1] ? [stamps[i + 1]!.at - s.at] : []));
    await until(() => dealt().length >= 2, 20_000);
    for (const ms of dealt()) expect(ms).toBeGreaterThanOrEqual(295);
  }, 30_000);
});

describe('bot pace of a table', () => {
  it('slow / normal / fast set the pause per move and before the next trick; never below 1.5 s for the trick', () => {
    const pauses = (['slow', 'normal', 'fast'] as const).map((botPace) => open({ game: 'dubbe', seats: 3, botPace, bot: { delayMs: 0 } }).bots.pauses);
    expect(pauses).toEqual([{ delayMs: 1500, trickMs: 2500 }, { delayMs: 800, trickMs: 1800 }, { delayMs: 300, trickMs: 1500 }]);
    expect(open({ game: 'dubbe', seats: 3, bot: { delayMs: 5 } }).bots.pauses).toEqual({ delayMs: 5, trickMs: 0 });
  });
});
