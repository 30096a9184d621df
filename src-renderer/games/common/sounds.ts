import { reactive, watch } from 'vue';

/**
 * Sound settings of this browser (both off until the person turns them on):
 * a short tone when it becomes my turn while the tab is in the background,
 * and a soft tick for every card played.
 */
const KEY = 'stammtisch.sounds';

function load(): { turn: boolean; cards: boolean } {
  try {
    const raw = JSON.parse(localStorage.getItem(KEY) ?? '{}') as { turn?: unknown; cards?: unknown };
    return { turn: raw.turn === true, cards: raw.cards === true };
  } catch {
    return { turn: false, cards: false };
  }
}

export const soundSettings = reactive(load());
watch(soundSettings, (s) => {
  try { localStorage.setItem(KEY, JSON.stringify(s)); } catch { /* private mode: not remembered */ }
});

let audio: AudioContext | null = null;

/** A short sine tone (WebAudio: no file to load). Silently nothing where audio is not allowed. */
export function tone(frequency: number, ms: number, volume = 0.08): void {
  try {
    audio ??= new AudioContext();
    const osc = audio.createOscillator();
    const gain = audio.createGain();
    osc.frequency.value = frequency;
    gain.gain.setValueAtTime(volume, audio.currentTime);
    gain.gain.exponentialRampToValueAtTime(0.0001, audio.currentTime + ms / 1000);
    osc.connect(gain).connect(audio.destination);
    osc.start();
    osc.stop(audio.currentTime + ms / 1000);
  } catch {
    /* no audio here */
  }
}

export const turnSound = (): void => { if (soundSettings.turn) { tone(660, 140); setTimeout(() => tone(880, 160), 150); } };
export const cardSound = (): void => { if (soundSettings.cards) tone(220, 60, 0.05); };
