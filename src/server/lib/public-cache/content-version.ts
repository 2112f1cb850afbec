/**
 * The version of what the public site shows, as this instance last read it. Database triggers bump the
 * shared row on every write to a public table (`db/public-tables.ts`), so other instances' writes are seen
 * within `maxAgeMs`; a write made through this instance marks it stale at once, so its own next read rebuilds.
 *
 * Every `markStale()` starts a new epoch: a read that began in an older epoch may have read the row before
 * the write committed, so its answer is handed to the callers that were waiting for it but never remembered,
 * and callers of the new epoch start a read of their own.
 */
export class ContentVersion {
  private value = -1;
  private checkedAt = Number.NEGATIVE_INFINITY;
  private epoch = 0;
  private inflight: { epoch: number; promise: Promise<number> } | null = null;

  constructor(
    private readonly read: () => Promise<number>,
    private readonly maxAgeMs = 1_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** The current version; at most one database read per `maxAgeMs`, shared by concurrent callers. */
  current(): Promise<number> {
    if (this.now() - this.checkedAt < this.maxAgeMs) return Promise.resolve(this.value);
    if (this.inflight?.epoch === this.epoch) return this.inflight.promise;
    const epoch = this.epoch;
    const started = this.now();
    const inflight = {
      epoch,
      promise: this.read()
        .then((value) => {
          if (epoch === this.epoch) {
            this.value = value;
            this.checkedAt = started;
          }
          return value;
        })
        .finally(() => {
          if (this.inflight === inflight) this.inflight = null;
        }),
    };
    this.inflight = inflight;
    return inflight.promise;
  }

  markStale(): void {
    this.epoch += 1;
    this.checkedAt = Number.NEGATIVE_INFINITY;
  }
}
