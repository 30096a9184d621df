/**
 * Each game's UI strings live beside its components
 * (`games/<game>/messages.ts`, exporting `{ de, en }` with the same keys)
 * and are merged into the app's messages under the game's id, so a game's
 * table uses `t('<game>.…')`. Register a game with one line below.
 */
import dobbmMessages from './dobbm/messages';
import * as dobbleMessages from './dobble/messages';
import { doppelkopfMessages } from './doppelkopf/messages';
import { explainMessages } from './common/explain-messages';
import { tipMessages } from './common/tip-messages';
import { momentMessages } from './common/moment-messages';
import { whyNotMessages } from './common/why-not-messages';

export interface GameMessages {
  de: Record<string, unknown>;
  en: Record<string, unknown>;
}

const perGame: Record<string, GameMessages> = {
  doppelkopf: doppelkopfMessages,
  dobbm: dobbmMessages,
  dobble: dobbleMessages,
  explain: explainMessages,
  tip: tipMessages,
  moments: momentMessages,
  whyNot: whyNotMessages,
};

export const gameMessages = {
  de: Object.fromEntries(Object.entries(perGame).map(([id, m]) => [id, m.de])),
  en: Object.fromEntries(Object.entries(perGame).map(([id, m]) => [id, m.en])),
};
