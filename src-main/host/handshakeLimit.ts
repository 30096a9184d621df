import { TokenBucket } from './rateLimit';

/**
 * Handshakes cost the host a few milliseconds of CPU each (two scalar
 * multiplications), so new connections are limited per address and for the
 * whole table: nobody exhausts the host by opening connections, from one
 * address or from many. Generous for a room reconnecting after a restart.
 */
export interface HandshakePolicy {
  perAddress: { burst: number; perSecond: number };
  perTable: { burst: number; perSecond: number };
}

export const DEFAULT_HANDSHAKE_POLICY: HandshakePolicy = {
  perAddress: { burst: 40, perSecond: 4 },
  perTable: { burst: 80, perSecond: 25 },
};

export class HandshakeLimiter {
  private readonly table: TokenBucket;
  private readonly addresses = new Map<string, TokenBucket>();

  constructor(private readonly policy: HandshakePolicy = DEFAULT_HANDSHAKE_POLICY) {
    this.table = new TokenBucket(policy.perTable.burst, policy.perTable.perSecond);
  }

  /** Null: go ahead (the handshake is counted); else who is over the limit. */
  take(address: string): 'address' | 'table' | null {
    let mine = this.addresses.get(address);
    if (!mine) {
      mine = new TokenBucket(this.policy.perAddress.burst, this.policy.perAddress.perSecond);
      this.addresses.set(address, mine);
      // A flood of addresses (IPv6) must not grow this without end; a forgotten address starts full, the table's bucket still holds.
      if (this.addresses.size > 10_000) this.addresses.delete(this.addresses.keys().next().value!);
    }
    if (!mine.take()) return 'address';
    if (!this.table.take()) return 'table';
    return null;
  }
}
