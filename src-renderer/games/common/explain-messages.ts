import * as dubbe from '../dubbe/explain-messages';
import * as doppelkopf from '../doppelkopf/explain-messages';
import * as dobbm from '../dobbm/explain-messages';
import * as dobble from '../dobble/explain-messages';

/** The score explanations' strings, `explain.<game>.<code>` plus the component's own under `explain.`. */
export const explainMessages = {
  de: { title: 'Warum diese Punkte', none: 'Keine Punkte in dieser Runde.', sum: 'Summe', dubbe: dubbe.de, doppelkopf: doppelkopf.de, dobbm: dobbm.de, dobble: dobble.de },
  en: { title: 'Why these points', none: 'No points this round.', sum: 'Total', dubbe: dubbe.en, doppelkopf: doppelkopf.en, dobbm: dobbm.en, dobble: dobble.en },
};
