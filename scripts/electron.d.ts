export function hasDisplay(): boolean;
export function electronDir(): string | null;
export function installedBinary(dir: string): string | null;
export function fetchElectron(dir: string, options?: { stallMs?: number }): Promise<{ bin: string } | { bin?: undefined; reason: string }>;
