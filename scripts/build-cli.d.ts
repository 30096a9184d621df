export function buildCli(options?: { quiet?: boolean }): Promise<void>;
export function ensureCliBuilt(options?: { quiet?: boolean }): Promise<boolean>;
