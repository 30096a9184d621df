/** Special moments said in words (MomentAnnouncer), `moments.<game>.<code>`. */
const dubbeDe = (name: string) => `${name} wechselt: {from} gibt ihn an {to} ab (Würfel jetzt {die})`;
const dubbeEn = (name: string) => `${name} changes hands: from {from} to {to} (die now {die})`;
const chars = { aagewwer: 'Aagewwer', weschwieschmaen: 'Weschwieschmän', jammerlabbe: 'Jammerlabbe', joLossen: 'Jo Lossen', gliggsridder: 'Gliggsridder' };
const each = (f: (n: string) => string) => Object.fromEntries(Object.entries(chars).map(([id, n]) => [`character-${id}`, f(n)]));

export const momentMessages = {
  de: {
    dubbe: each(dubbeDe),
    doppelkopf: { marriagePartner: 'Hochzeit: {to} spielt mit {seat}' },
    dobbm: { dobbTaken: '{seat} nimmt den Dobb', solo: '{seat} spielt Solo' },
    dobble: { miniGame: 'Neues Minispiel beginnt' },
  },
  en: {
    dubbe: each(dubbeEn),
    doppelkopf: { marriagePartner: 'Marriage: {to} plays with {seat}' },
    dobbm: { dobbTaken: '{seat} takes the Dobb', solo: '{seat} plays a Solo' },
    dobble: { miniGame: 'A new mini-game begins' },
  },
};
