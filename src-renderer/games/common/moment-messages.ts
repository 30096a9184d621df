/** Special moments said in words (MomentAnnouncer), `moments.<game>.<code>`. */
const dubbeDe = (name: string) => `${name} wechselt: {from} gibt ihn an {to} ab (Würfel jetzt {die})`;
const dubbeEn = (name: string) => `${name} changes hands: from {from} to {to} (die now {die})`;
const chars = { aagewwer: 'Aagewwer', weschwieschmaen: 'Weschwieschmän', jammerlabbe: 'Jammerlabbe', joLossen: 'Jo Lossen', gliggsridder: 'Gliggsridder' };
const each = (f: (n: string) => string) => Object.fromEntries(Object.entries(chars).map(([id, n]) => [`character-${id}`, f(n)]));

export const momentMessages = {
  de: {
    dubbe: each(dubbeDe),
    doppelkopf: {
      marriagePartner: 'Hochzeit: {to} spielt mit {seat}',
      foxCaught: 'Fuchs gefangen: {seat} fängt den Fuchs von {from}',
      doppelkopf: 'Doppelkopf: {seat} nimmt einen Stich mit 40 Augen oder mehr',
      karlchen: 'Karlchen: {seat} gewinnt den letzten Stich mit dem Kreuz-Buben',
    },
    dobbm: { dobbTaken: '{seat} nimmt den Dobb', solo: '{seat} spielt Solo' },
    dobble: { miniGame: 'Neues Minispiel: {game}', miniGameChosen: 'Neues Minispiel: {game}, gewählt von {seat}', tiebreak: 'Stechen: {game}' },
  },
  en: {
    dubbe: each(dubbeEn),
    doppelkopf: {
      marriagePartner: 'Marriage: {to} plays with {seat}',
      foxCaught: 'Fox caught: {seat} catches the Fox of {from}',
      doppelkopf: 'Doppelkopf: {seat} takes a trick of 40 points or more',
      karlchen: 'Karlchen: {seat} wins the last trick with the Jack of Clubs',
    },
    dobbm: { dobbTaken: '{seat} takes the Dobb', solo: '{seat} plays a Solo' },
    dobble: { miniGame: 'New mini-game: {game}', miniGameChosen: 'New mini-game: {game}, chosen by {seat}', tiebreak: 'Play-off: {game}' },
  },
};
