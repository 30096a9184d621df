/**
 * First-game mode strings (#17): the switch, the line under the hand, and
 * one sentence per rule error code of each trick game (`whyNot.<game>.<code>.plain`,
 * variants `.trump` / `.joLossen` / the `why` param (Doppelkopf reservations); codes from the games' `apply`, sent as `state.whyNot`).
 */
export const whyNotMessages = {
  de: {
    toggle: 'Erstes Spiel',
    toggleHint: 'Zeigt vor jedem Zug, welche Karten du spielen darfst und warum die anderen nicht.',
    title: 'Erstes Spiel',
    allPlayable: 'Du darfst jede deiner Karten spielen.',
    playable: 'Spielbar: {cards}.',
    cards: 'Nicht spielbar: {cards}.',
    unknown: 'Das erlauben die Regeln gerade nicht.',
    dubbe: {
      'must-follow-suit': {
        plain: 'Du musst {suit} bedienen.',
        joLossen: 'Du musst {suit} bedienen: Jo Lossen befreit dich, aber nicht in seiner eigenen Farbe.',
      },
    },
    doppelkopf: {
      'must-follow-suit': {
        plain: 'Du musst {suit} bedienen (Trümpfe dieser Farbe zählen nicht dazu).',
        trump: 'Trumpf wurde ausgespielt: du musst Trumpf bedienen.',
      },
      'too-late': { plain: 'Zu spät: angesagt wird nur, solange du noch mindestens {need} Karten hast (du hast {held}).' },
      'stage-needs-kontra': { plain: 'Erst muss deine Partei Re bzw. Kontra sagen.' },
      'already-announced': { plain: 'Das hat deine Partei schon angesagt.' },
      'marriage-unclear': { plain: 'Hochzeit: keine Ansagen, bis der Partner feststeht.' },
      'null-no-stages': { plain: 'Im Nullspiel gibt es keine Gewinnstufen, nur Re und Kontra.' },
      'ramsch-kontra': { plain: 'Im Ramsch darf nur „Kontra“ gesagt werden.' },
      'reservation-not-allowed': {
        plain: 'Diesen Vorbehalt erlaubt dein Blatt nicht.',
        marriage: 'Eine Hochzeit braucht beide Kreuz-Damen.',
        throwMarriage: 'Eine Hochzeit einmischen geht nur mit beiden Kreuz-Damen und genau drei Trümpfen (du hast {held}).',
        poverty: 'Armut nur mit höchstens {max} Trümpfen (du hast {held}).',
        throwNines: 'Einmischen nur mit mindestens fünf Neunen (du hast {held}).',
        throwKings: 'Einmischen nur mit mindestens fünf Königen (du hast {held}).',
      },
      'ramsch-round': { plain: 'In der Ramschrunde gibt es nur „Gesund“ oder ein Solo.' },
      pflichtsolo: { plain: 'Ein Nullspiel zählt nicht als Pflichtsolo.' },
      'pigs-not-this-game': { plain: 'In diesem Spiel sind die Füchse keine Schweine (Solo, Armut oder Ramsch, wie hier gespielt).' },
      'hyper-needs-schweine': { plain: 'Hyperschweine liegen über den Schweinen: erst „Schweine“ sagen, dann zählen sie.' },
      'pigs-not-held': { plain: 'Zu spät: „Schweine“ sagt man, bevor man eine Karte des Paars spielt; jetzt hast du nicht mehr beide.' },
    },
    dobbm: {
      'must-follow-suit': { plain: 'Du musst {suit} bedienen.' },
      'must-trump': { plain: 'Du hast kein {suit}: dann musst du Herz (Trumpf) spielen.' },
      'bid-too-low': { plain: 'Es ist schon „i dob“ geboten: jetzt geht nur noch Solo oder „gut“.' },
      'must-declare': { plain: 'Mußrunde: du musst spielen, „i dob“ oder Solo.' },
      'doubling-limit': { plain: 'An diesem Tisch wird höchstens {limit}-mal gedoppelt.' },
    },
  },
  en: {
    toggle: 'First game',
    toggleHint: 'Before each move, shows which cards you may play and why the others not.',
    title: 'First game',
    allPlayable: 'You may play any of your cards.',
    playable: 'Playable: {cards}.',
    cards: 'Not playable: {cards}.',
    unknown: 'The rules do not allow that now.',
    dubbe: {
      'must-follow-suit': {
        plain: 'You must follow {suit}.',
        joLossen: 'You must follow {suit}: Jo Lossen frees you, but not in his own suit.',
      },
    },
    doppelkopf: {
      'must-follow-suit': {
        plain: 'You must follow {suit} (trumps of that suit do not count).',
        trump: 'Trump was led: trump must be followed.',
      },
      'too-late': { plain: 'Too late: announcements are made while you hold at least {need} cards (you hold {held}).' },
      'stage-needs-kontra': { plain: 'Your party must say Re or Kontra first.' },
      'already-announced': { plain: 'Your party has already announced that.' },
      'marriage-unclear': { plain: 'Marriage: no announcements until the partner is found.' },
      'null-no-stages': { plain: 'A Null game has no stages to announce, only Re and Kontra.' },
      'ramsch-kontra': { plain: 'In Ramsch only “Kontra” may be said.' },
      'reservation-not-allowed': {
        plain: 'Your hand does not allow this reservation.',
        marriage: 'A marriage needs both Queens of Clubs.',
        throwMarriage: 'A marriage may be thrown in only with both Queens of Clubs and exactly three trumps (you hold {held}).',
        poverty: 'Poverty needs at most {max} trumps (you hold {held}).',
        throwNines: 'Throwing in needs at least five Nines (you hold {held}).',
        throwKings: 'Throwing in needs at least five Kings (you hold {held}).',
      },
      'ramsch-round': { plain: 'The Ramsch round allows only “healthy” or a solo.' },
      pflichtsolo: { plain: 'A Null game does not count as a Pflichtsolo.' },
      'pigs-not-this-game': { plain: 'In this game the Foxes are no Schweine (a solo, poverty or Ramsch, as this table plays it).' },
      'hyper-needs-schweine': { plain: 'Hyperschweine rank above the Schweine: say “Schweine” first, then they count.' },
      'pigs-not-held': { plain: 'Too late: “Schweine” is said before playing a card of the pair; you no longer hold both.' },
    },
    dobbm: {
      'must-follow-suit': { plain: 'You must follow {suit}.' },
      'must-trump': { plain: 'You have no {suit}: then you must play a heart (trump).' },
      'bid-too-low': { plain: 'An ordinary game (“i dob”) has been bid already: now only Solo or “gut”.' },
      'must-declare': { plain: 'Mußrunde: you must play, “i dob” or Solo.' },
      'doubling-limit': { plain: 'This table allows at most {limit} doubles in a hand.' },
    },
  },
};
