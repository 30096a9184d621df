import { networkInterfaces } from 'node:os';

/** Non-internal IPv4 addresses of this machine, the ones other laptops can reach. */
export function lanAddresses(): string[] {
  const out: string[] = [];
  for (const list of Object.values(networkInterfaces())) {
    for (const a of list ?? []) if (a.family === 'IPv4' && !a.internal) out.push(a.address);
  }
  return out;
}

/** The address to print and put into URLs: the listen address if specific, else the first LAN address. */
export function publicAddress(listen: string): string {
  if (listen !== '0.0.0.0' && listen !== '::') return listen;
  return lanAddresses()[0] ?? '127.0.0.1';
}
