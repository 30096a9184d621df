/** The rules screen's own strings (local to src-renderer/rules, merged into each component's scope). */
export const rulesMessages = {
  de: {
    rules: {
      link: 'Spielregeln',
      linkFor: 'Spielregeln: {game}',
      title: 'Spielregeln',
      close: 'Schließen',
      pages: 'Spiele',
      contents: 'Inhalt',
      keyHint: 'Taste ? öffnet die Regeln, Esc schließt sie.',
      page: {
        dubbe: 'Dubbe',
        doppelkopf: 'Doppelkopf',
        weimar: 'Weimarer Abend',
        dobbm: 'Dobbm',
        dobble: 'Symbolspiel',
      },
      cardsLabel: 'Karten: {cards}',
    },
  },
  en: {
    rules: {
      link: 'Rules',
      linkFor: 'Rules: {game}',
      title: 'Rules',
      close: 'Close',
      pages: 'Games',
      contents: 'Contents',
      keyHint: 'Key ? opens the rules, Esc closes them.',
      page: {
        dubbe: 'Dubbe',
        doppelkopf: 'Doppelkopf',
        weimar: 'Weimar evening',
        dobbm: 'Dobbm',
        dobble: 'Symbol game',
      },
      cardsLabel: 'Cards: {cards}',
    },
  },
};
