/// <reference types="vite/client" />
declare module '*.vue' {
  import type { DefineComponent } from 'vue';
  const component: DefineComponent<object, object, unknown>;
  export default component;
}

/** The small API the Electron preload exposes (absent in a plain browser). */
interface Window {
  stammtisch?: import('../shared/protocol/bridge').StammtischBridge;
}
