import type { DoppelkopfOptions } from '../options';
import type { SoloId } from '../solos';

/**
 * The solos of the Weimar booklet (I.3②), lowest first: Null fleischlos,
 * Null mit Trumpf (each also "ouvert", I.14⑤, ranked just above it),
 * fleischlos (Gammeln), Dullen, Schell (Diamonds), Herz, Grün (Spades),
 * Eichel (Clubs), Buben, Damen, Trumpfsolo.
 */
export const WEIMAR_SOLOS: readonly SoloId[] = [
  'nullMeatless', 'nullMeatlessOuvert', 'nullTrump', 'nullTrumpOuvert', 'meatless', 'dullen',
  'diamonds', 'hearts', 'spades', 'clubs', 'jacks', 'queens', 'trump',
];

/** The Weimar house rules as overrides of the standard options (docs/weimar.md, rule by rule). */
export function weimarOverrides(players: number): Partial<DoppelkopfOptions> {
  return {
    preset: 'weimar',
    scoring: 'weimar',
    // The evening ends by closing time and the Pflichtsolos; this cap (about four hours) only bounds it.
    games: 12 * players,
    solos: [...WEIMAR_SOLOS],
    soloOrder: 'highest',
    // I.14⑥: a Dulle can only be "caught by the other Dulle" if the second beats the first.
    secondDulle: 'beats',
    suitSolo: 'suitOnly',
    marriagePartner: 'plain',
    marriageCount: 'plainTricks',
    marriageTricks: 3,
    marriageLast: true,
    povertyMaxTrumps: 3,
    povertySeeBelow: 3,
    povertyTakers: 'first',
    povertyMarriageThrowIn: true,
    throwMarriage: true,
    stageNeedsKontra: true,
    againstTheQueens: false,
    // The booklet names no Bock trigger (only I.8⑦: Ramsch pushes existing Böcke back): off unless the table switches it on.
    bock: false,
    ramsch: true,
    jokers: 1,
    freeJokers: 3,
    pflichtSolos: 1,
  };
}
