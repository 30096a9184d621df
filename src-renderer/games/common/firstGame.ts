import { reactive, watch } from 'vue';

/**
 * The first-game mode switch of this browser (off until the person turns it
 * on; remembered in localStorage for every table): before each choice the
 * hand shows which cards are playable and, for the others, why not.
 */
const KEY = 'stammtisch.firstGame';

function load(): { on: boolean } {
  try {
    return { on: localStorage.getItem(KEY) === 'on' };
  } catch {
    return { on: false };
  }
}

export const firstGame = reactive(load());
watch(firstGame, (s) => {
  try { localStorage.setItem(KEY, s.on ? 'on' : 'off'); } catch { /* private mode: not remembered */ }
});
