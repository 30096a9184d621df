/**
 * The trick reasons of shared/engine/trick-tip.ts in one language; `ace` is
 * the game's word for a plain Ace, `whose`/`whom` name the one playing with
 * you ("deines Partners" / "deinen Partner").
 */
function trickReasonsDe(ace: string, whose: string, whom: string) {
  const play = (why: string) => `Ein starker Bot würde {card} spielen: ${why}`;
  const lead = (why: string) => `Ein starker Bot würde mit {card} ausspielen: ${why}`;
  return {
    only: play('die einzige Karte, die du spielen darfst.'),
    lead: 'Ein starker Bot würde mit {card} ausspielen.',
    leadAce: lead(`${ace} geht beim ersten Mal in seiner Farbe meist durch.`),
    leadTrump: lead('Trumpf ziehen, damit die anderen ihre Trümpfe loswerden.'),
    wins: play('damit gewinnst du den Stich ({points} Augen).'),
    winsSoFar: play('die höchste Karte im Stich bis jetzt.'),
    smear: play(`Schmieren – {points} Augen auf den Stich ${whose}.`),
    partner: play(`der Stich geht an ${whom}, eine kleine Karte spart Augen.`),
    lowestFollow: play('die niedrigste Karte, die Farbe bedient.'),
    lost: play('der Stich ist ohnehin verloren – die wertloseste Karte abwerfen.'),
    smearGuess: play('{points} Augen in den Stich geben – wer ihn nimmt, ist noch offen, ein starker Bot setzt auf deine Seite.'),
    duck: play('eine billige Karte unter den Stich, die besseren bleiben dir.'),
    under: play('unter dem Stich bleiben.'),
    avoidLead: lead('die schwächste Karte, denn hier kostet jeder Stich.'),
    avoidUnder: play('unter dem Stich bleiben, denn hier kostet jeder Stich.'),
    avoidForced: play('jede Karte, die du spielen darfst, nimmt den Stich.'),
  };
}

function trickReasonsEn(ace: string, whom: string) {
  const play = (why: string) => `A strong bot would play {card}: ${why}`;
  const lead = (why: string) => `A strong bot would lead {card}: ${why}`;
  return {
    only: play('the only card you may play.'),
    lead: 'A strong bot would lead {card}.',
    leadAce: lead(`${ace} usually wins the first time its suit goes round.`),
    leadTrump: lead('draw trumps, so the others lose theirs.'),
    wins: play('it wins the trick ({points} points).'),
    winsSoFar: play('the highest card in the trick so far.'),
    smear: play(`smear {points} points (Schmieren) on the trick of ${whom}.`),
    partner: play(`the trick goes to ${whom}, so a low card saves points.`),
    lowestFollow: play('the lowest card that follows suit.'),
    lost: play('the trick is lost anyway: throw off the least valuable card.'),
    smearGuess: play('put {points} points into the trick: who takes it is not known yet, and a strong bot bets on your side.'),
    duck: play('a cheap card under the trick, and the better ones stay with you.'),
    under: play('stay under the trick.'),
    avoidLead: lead('the weakest card, because every trick costs here.'),
    avoidUnder: play('stay under the trick, because every trick costs here.'),
    avoidForced: play('every card you may play takes the trick.'),
  };
}

/** Tip strings: the button, the generic answer, and each game's reasons (`tip.<game>.<code>`, codes from Game.tipReason). */
export const tipMessages = {
  de: {
    button: 'Tipp',
    buttonTitle: 'Tipp: Was würde ein starker Bot jetzt tun?',
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
    doppelkopf: {
      ...trickReasonsDe('ein Ass', 'deines Partners', 'deinen Partner'),
      foxHome: 'Ein starker Bot würde {card} spielen: der Fuchs nimmt den Stich selbst und ist in Sicherheit.',
      keepsFox: 'Ein starker Bot würde {card} spielen: den Fuchs behalten, damit ihn die Gegenseite nicht fängt.',
      reserve: 'Ein starker Bot würde „{reservation}“ sagen.',
      announce: 'Ein starker Bot würde „{announcement}“ ansagen.',
      pigs: 'Ein starker Bot würde jetzt „Schweine“ sagen: die Paare zählen erst, wenn sie gesagt sind.',
      genscher: 'Ein starker Bot würde genschern: den ersten Karo-König spielen und einen neuen Partner nennen.',
    },
    dobbm: {
      ...trickReasonsDe('eine Sau', 'deines Mitspielers', 'deinen Mitspieler'),
      call: 'Ein starker Bot würde „{word}“ sagen.',
      discard: 'Ein starker Bot würde diese vier Karten drücken: {cards}.',
    },
  },
  en: {
    button: 'Tip',
    buttonTitle: 'Tip: what would a strong bot do now?',
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
    doppelkopf: {
      ...trickReasonsEn('an Ace', 'your partner'),
      foxHome: 'A strong bot would play {card}: the Fox takes the trick itself and is safe.',
      keepsFox: 'A strong bot would play {card}: keep the Fox, so the other side cannot catch it.',
      reserve: 'A strong bot would say “{reservation}”.',
      announce: 'A strong bot would announce “{announcement}”.',
      pigs: 'A strong bot would say “Schweine” now: the pairs count only once said.',
      genscher: 'A strong bot would make a Genscher: play the first King of Diamonds and name a new partner.',
    },
    dobbm: {
      ...trickReasonsEn('a Sau', 'your fellow defender'),
      call: 'A strong bot would say “{word}”.',
      discard: 'A strong bot would lay away these four cards: {cards}.',
    },
  },
};
