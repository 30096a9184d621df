/** The symbol game's score explanation (codes from shared/games/dobble/scoring.ts and rules.ts), merged under `explain.dobble.`. */
export const de = {
  cards: '{seat}: {cards} Karten, je ein Punkt',
  mostCards: '{seat} hat die meisten Karten ({cards}): +5',
  outFirst: '{seat} ist als Erste(r) alle Karten los: +10',
  stillHolding: '{seat} hält noch {cards} Karten: −20',
  lostRounds: '{seat} verliert {rounds} Runde(n): je −5',
  fewest: '{seat} hat die wenigsten Karten ({cards}): +20',
  nextFewest: '{seat} hat die zweitwenigsten Karten ({cards}): +10',
  duelWon: '{seat} gewinnt das Duell',
  tiebreak: 'Stechen: es zählt nur, wer gewinnt',
  chooses: '{seat} hat verloren und wählt das nächste Minispiel',
};
export const en: typeof de = {
  cards: '{seat}: {cards} cards, one point each',
  mostCards: '{seat} has the most cards ({cards}): +5',
  outFirst: '{seat} is the first to get rid of all cards: +10',
  stillHolding: '{seat} still holds {cards} cards: −20',
  lostRounds: '{seat} lost {rounds} round(s): −5 each',
  fewest: '{seat} has the fewest cards ({cards}): +20',
  nextFewest: '{seat} has the second fewest cards ({cards}): +10',
  duelWon: '{seat} wins the duel',
  tiebreak: 'Tie-break: only the winner counts',
  chooses: '{seat} lost and chooses the next mini-game',
};
