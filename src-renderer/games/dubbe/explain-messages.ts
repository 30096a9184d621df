/**
 * Dubbe's score explanation (shared/engine/explain.ts codes written by
 * shared/games/dubbe/rules.ts), merged under `explain.dubbe.`. Parameters:
 * seat/taker as names, character and suit already translated.
 */
export const de = {
  banked: '{seat} hatte {character} ({suit}) und schreibt ihn mit Würfel {die} an: {taker} hat ihn genommen',
  held: '{seat} hat {character} ({suit}) bis zum Schluss: Würfel {die}',
  joLossen: '{seat} hat Jo Lossen ({suit}) am Schluss: immer +3',
  blackDie: '{seat} hat den schwarzen Würfel, er zeigt {value}',
};
export const en: typeof de = {
  banked: '{seat} held {character} ({suit}) and banks it at die {die}: {taker} took it',
  held: '{seat} kept {character} ({suit}) to the end: die {die}',
  joLossen: '{seat} held Jo Lossen ({suit}) at the end: always +3',
  blackDie: '{seat} has the black die, showing {value}',
};
