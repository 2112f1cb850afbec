/**
 * The version of what the public site shows, as this instance last read it. Database triggers bump the
 * shared row on every write (migration 0002), so other instances' writes are seen within `maxAgeMs`; a
 * write made through this instance marks it stale at once, so its own next read rebuilds.
 */
export class ContentVersion {
  private value = -1;
  private checkedAt = Number.NEGATIVE_INFINITY;
  private inflight: Promise<number> | null = null;

  constructor(
    private readonly read: () => Promise<number>,
    private readonly maxAgeMs = 1_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** The current version; at most one database read per `maxAgeMs`, shared by concurrent callers. */
  current(): Promise<number> {
    if (this.now() - this.checkedAt < this.maxAgeMs) return Promise.resolve(this.value);
    if (!this.inflight) {
      const started = this.now();
      this.inflight = this.read()
        .then((value) => {
          this.value = value;
          this.checkedAt = started;
          return value;
        })
        .finally(() => {
          this.inflight = null;
        });
    }
    return this.inflight;
  }

  markStale(): void {
    this.checkedAt = Number.NEGATIVE_INFINITY;
  }
}
