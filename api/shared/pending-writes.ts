/**
 * Writes to the shared database that a synchronous caller starts (a key created while a decider
 * seals, a file a feature wrote) and something later must see stored: `flush()` waits for every
 * one, tries again those that failed, and throws the first failure (the database unreachable is
 * a 503). A key stays `held` from its change until that change is stored, so a refresh from the
 * database does not put the older row back meanwhile.
 */
export class PendingWrites<K> {
  private readonly inFlight = new Set<Promise<void>>();
  private failed: { key: K; run: () => Promise<void>; err: unknown }[] = [];
  private readonly holds = new Map<K, number>();

  held(key: K): boolean {
    return this.holds.has(key);
  }

  get idle(): boolean {
    return this.inFlight.size === 0 && this.failed.length === 0;
  }

  start(key: K, run: () => Promise<void>): void {
    this.hold(key, 1);
    const p = run()
      .then(
        () => this.hold(key, -1),
        (err: unknown) => void this.failed.push({ key, run, err }),
      )
      .finally(() => this.inFlight.delete(p));
    this.inFlight.add(p);
  }

  /** `settled`: failures not worth trying again (the caller's own conflict): thrown once, then dropped. */
  async flush(settled: (err: unknown) => boolean = () => false): Promise<void> {
    const retry = this.failed;
    this.failed = [];
    for (const f of retry) {
      this.hold(f.key, -1);
      this.start(f.key, f.run);
    }
    await Promise.all([...this.inFlight]);
    if (this.failed.length === 0) return;
    const first = this.failed.find((f) => settled(f.err)) ?? this.failed[0]!;
    for (const f of this.failed) if (settled(f.err)) this.hold(f.key, -1);
    this.failed = this.failed.filter((f) => !settled(f.err));
    throw first.err;
  }

  private hold(key: K, by: number) {
    const n = (this.holds.get(key) ?? 0) + by;
    if (n > 0) this.holds.set(key, n);
    else this.holds.delete(key);
  }
}
