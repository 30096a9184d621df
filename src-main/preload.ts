import { contextBridge, ipcRenderer } from 'electron';
import type { StammtischBridge } from '../shared/protocol/bridge';

// Runs with context isolation: the page gets exactly this object, nothing of Node or Electron.
const bridge: StammtischBridge = {
  shell: 'electron',
  openExternal: (url: string) => ipcRenderer.invoke('stammtisch:open-external', url) as Promise<void>,
};

contextBridge.exposeInMainWorld('stammtisch', bridge);
