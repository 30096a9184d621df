export const rendererIndex: string;
export function rendererIsStale(): boolean;
export function ensureRendererBuilt(options?: { quiet?: boolean }): boolean;
