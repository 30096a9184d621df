export const ROOT: string;
export const BUNDLE_DIR: string;
export const BUNDLE_ENTRY: string;
export const INPUTS_FILE: string;
export function bundleStale(root?: string): string | null;
