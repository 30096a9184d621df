import type { ExplainLine } from '../../engine/explain';
import type { Seat } from '../../engine/game';
import { points, TOTAL_POINTS, type Card } from './cards';
import type { CompletedTrick, Contract } from './state';

/** Half the card points: the declarer wins above it, loses below it, and at exactly 60 it is "eingestellt". */
export const HALF = TOTAL_POINTS / 2;

/**
 * The stake is the price of a Match (60 points over half) in an ordinary
 * game. A fraction of a Schilling is rounded up, before Solo and doubles
 * double it (the text's 6- and 12-Schilling tables).
 */
export function basePayment(difference: number, stake: number): number {
  const d = Math.abs(difference);
  return Math.floor((d * stake + HALF - 1) / HALF);
}

/** A Stockerl: the value of 10 points in an ordinary game. */
export function stockerlAmount(stake: number): number {
  return basePayment(10, stake);
}

export interface CardPoints {
  declarer: number;
  defenders: number;
  match: 'declarer' | 'defenders' | null;
}

/**
 * Count both sides' tricks. The Dobb (the discard in an ordinary game)
 * counts for the declarer, unless the declarer took no trick at all: then
 * the defenders get it too.
 */
export function countPoints(tricks: readonly CompletedTrick[], declarer: Seat, dobb: readonly Card[]): CardPoints {
  let declarerPoints = 0;
  let defenderPoints = 0;
  let declarerTricks = 0;
  for (const t of tricks) {
    const p = points(t.cards.map((c) => c.card));
    if (t.winner === declarer) {
      declarerPoints += p;
      declarerTricks++;
    } else defenderPoints += p;
  }
  const match = declarerTricks === tricks.length ? 'declarer' : declarerTricks === 0 ? 'defenders' : null;
  if (match === 'defenders') defenderPoints += points(dobb);
  else declarerPoints += points(dobb);
  return { declarer: declarerPoints, defenders: defenderPoints, match };
}

export interface Settlement {
  outcome: 'won' | 'lost' | 'draw';
  perDefender: number;
  /** Net per seat; every seat but the declarer is a defender for paying (the sitting-out dealer too). */
  payments: number[];
  /** How the payment comes about: points against half, the stake table's row, Solo and doubles, the payment (shared/engine/explain.ts). */
  lines: ExplainLine[];
}

export function settle(n: number, declarer: Seat, contract: Contract, doubles: number, declarerPoints: number, stake: number): Settlement {
  const difference = declarerPoints - HALF;
  const perDefender = difference === 0 ? 0 : basePayment(difference, stake) * (contract === 'solo' ? 2 : 1) * 2 ** doubles;
  const sign = Math.sign(difference);
  const payments = new Array<number>(n).fill(0).map((_, s) => (s === declarer ? 0 : -sign * perDefender));
  payments[declarer] = sign * perDefender * (n - 1);
  const outcome = sign > 0 ? 'won' : sign < 0 ? 'lost' : 'draw';
  const lines: ExplainLine[] = [{ code: 'cardPoints', params: { seat: declarer, points: declarerPoints, half: HALF } }];
  if (difference !== 0) {
    lines.push({ code: 'stakeRow', params: { difference: Math.abs(difference), stake, amount: basePayment(difference, stake) } });
    if (contract === 'solo') lines.push({ code: 'solo', params: { factor: 2 } });
    if (doubles > 0) lines.push({ code: 'doubles', params: { doubles, factor: 2 ** doubles } });
  }
  const final = payments.map((p) => p + 0);
  lines.push({ code: outcome, params: { seat: declarer, perDefender, defenders: n - 1 }, points: final.slice() });
  return { outcome, perDefender, payments: final, lines };
}

/** After a thrown-in five-player deal the new dealer receives a Stockerl from each other seat. */
export function stockerlPayments(n: number, newDealer: Seat, stake: number): number[] {
  const each = stockerlAmount(stake);
  return new Array<number>(n).fill(0).map((_, s) => (s === newDealer ? each * (n - 1) : -each));
}
