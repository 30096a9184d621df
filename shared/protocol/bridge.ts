/**
 * The only things the Electron preload hands to the renderer (context
 * isolation on, no Node in the page). The renderer works without it: in a
 * plain browser `window.stammtisch` is undefined.
 */
export interface StammtischBridge {
  readonly shell: 'electron';
  /** Open a web address in the system browser (e.g. a table's share URL). */
  openExternal(url: string): Promise<void>;
}
