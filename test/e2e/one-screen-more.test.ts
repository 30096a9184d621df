import { describe } from 'vitest';
import { oneScreen, type OneScreenTable } from './one-screen-check';

/**
 * Issue 26, "one screen, every size", for the tables and moments
 * test/e2e/one-screen.test.ts does not reach: Dubbe and Dobbm with five
 * seats (five characters and dice round the felt; Dobbm's dealer sits out)
 * and the Doppelkopf marriage (its kind chosen in the reservation's open
 * list, the partner found). The same checks at the same six sizes
 * (test/e2e/one-screen-check.ts); a file of its own so that neither file
 * takes minutes. Each table stops once its moments came (no deal played on
 * to its end where the end is not wanted).
 */
const TABLES: OneScreenTable[] = [
  // Five seats, the most Dubbe has: five characters with their dice and four seats round the felt.
  { label: 'dubbe-5', table: { game: 'dubbe', seats: 5, name: 'Fünf', options: { rounds: 5 }, bots: 4 }, root: '.dubbe', locale: 'de-DE',
    want: ['trump', 'card', 'lastTrick', 'dealEnd'] },
  // Five seats (the dealer sits out): I say "weiter", a bot declares and asks me "double or content?"; my card, the last trick, the hand's end.
  { label: 'dobbm-5', table: { game: 'dobbm', seats: 5, name: 'Dobbm5', options: {}, bots: 4 }, root: '.dobbm', locale: 'en-US',
    want: ['bid', 'double', 'card', 'lastTrick', 'dealEnd'], deals: [1] },
  // I hold both Clubs Queens: "marriage" chosen in the reservation's list; my first card once a trick found the partner (the contract naming both).
  { label: 'doppelkopf-marriage', table: { game: 'doppelkopf', seats: 4, name: 'Hochzeit', options: { preset: 'standard' }, bots: 3 }, root: '.doppelkopf', locale: 'en-US',
    want: ['reservation', 'marriage', 'marriagePartner'] },
  // The club's two marriages side by side in the list ("first to third trick" or "12th trick": which trick finds the partner); the 12th's chosen, a card in it.
  { label: 'weimar-marriage', table: { game: 'doppelkopf', seats: 4, name: 'Weimar', options: { preset: 'weimar' }, bots: 3 }, root: '.doppelkopf', locale: 'de-DE',
    want: ['reservation', 'marriage', 'card'] },
];

const { table: atTable } = oneScreen(TABLES);

describe('one screen at every size: five seats and the marriage (issue 26)', () => {
  for (const g of TABLES) atTable(g);
});
