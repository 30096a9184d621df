/** Tip strings: the button, the generic answer, and each game's reasons (`tip.<game>.<code>`, codes from Game.tipReason). */
export const tipMessages = {
  de: {
    button: 'Tipp',
    asking: 'Ein starker Bot überlegt …',
    generic: 'Ein starker Bot würde {action}.',
    play: '{card} spielen',
    noCard: 'Tipps gibt es bisher für Karten; hier entscheidest du selbst.',
    dubbe: {
      trump: 'Ein starker Bot würde {suit} als Trumpf ansagen: dort ist deine Hand am stärksten.',
      lead: 'Ein starker Bot würde mit {card} ausspielen.',
      wins: 'Ein starker Bot würde {card} spielen: damit gewinnst du den Stich.',
      winsSoFar: 'Ein starker Bot würde {card} spielen: die höchste Karte im Stich bis jetzt.',
      ducks: 'Ein starker Bot würde {card} spielen: klein bleiben und den Stich (und die Figur) anderen lassen.',
      collect: 'Ein starker Bot würde den Stich jetzt einsammeln.',
    },
  },
  en: {
    button: 'Tip',
    asking: 'A strong bot is thinking …',
    generic: 'A strong bot would {action}.',
    play: 'play {card}',
    noCard: 'Tips are about cards so far; this choice is yours.',
    dubbe: {
      trump: 'A strong bot would name {suit} trump: your hand is strongest there.',
      lead: 'A strong bot would lead {card}.',
      wins: 'A strong bot would play {card}: it wins the trick.',
      winsSoFar: 'A strong bot would play {card}: the highest card in the trick so far.',
      ducks: 'A strong bot would play {card}: stay low and leave the trick (and its character) to others.',
      collect: 'A strong bot would collect the trick now.',
    },
  },
};
