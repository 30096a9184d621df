/**
 * Token bucket per client: `burst` messages at once, refilled at `perSecond`.
 * A client that keeps sending into an empty bucket is a flooder. Accepted
 * actions cost a token too (a stream of accepted no-ops is a flood); the
 * rates leave a fast player or bot far more than any game needs.
 */
export class TokenBucket {
  private tokens: number;
  private last: number;
  /** Messages dropped since the bucket last had room. */
  dropped = 0;

  constructor(
    private readonly burst = 50,
    private readonly perSecond = 25,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.tokens = burst;
    this.last = now();
  }

  take(): boolean {
    const t = this.now();
    this.tokens = Math.min(this.burst, this.tokens + ((t - this.last) / 1000) * this.perSecond);
    this.last = t;
    if (this.tokens >= 1) {
      this.tokens -= 1;
      this.dropped = 0;
      return true;
    }
    this.dropped++;
    return false;
  }
}
