import { ref } from 'vue';

/**
 * Records dropped anywhere on the app's window: App.vue installs this once
 * (lobby mode); a drop with files opens the history screen, which takes the
 * files from `droppedFiles` and keeps them (HistoryScreen.vue).
 */
export const droppedFiles = ref<File[]>([]);

export function installRecordDrop(enabled: () => boolean, open: () => void): void {
  const hasFiles = (e: DragEvent) => [...(e.dataTransfer?.types ?? [])].includes('Files');
  window.addEventListener('dragover', (e) => {
    if (enabled() && hasFiles(e)) e.preventDefault();
  });
  window.addEventListener('drop', (e) => {
    if (!enabled() || !hasFiles(e)) return;
    e.preventDefault();
    // The history screen handles drops on itself; this is for the rest of the window.
    if ((e.target as Element | null)?.closest?.('[data-testid="history"]')) return;
    droppedFiles.value = [...droppedFiles.value, ...Array.from(e.dataTransfer?.files ?? [])];
    open();
  });
}
