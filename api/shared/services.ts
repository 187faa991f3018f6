/**
 * The app's long-lived services: a page-view counter, the search index, the export queue, and the
 * ports by which features meet (api/ports.ts). The composition root defines each (how to build
 * it, how to stop it) and every part of the app reaches it through `deps.services` by its key;
 * it is built on first use, once per app, and `stopAll` stops every one that was built, newest
 * first, so closing an app (or a test's app) cannot forget one. A feature declares its service's
 * key next to its code; no module keeps state of its own keyed by an app.
 */
export interface ServiceKey<T> {
  readonly name: string;
  /** Type only: what the service is. */
  readonly type?: T;
}
export const serviceKey = <T>(name: string): ServiceKey<T> => ({ name });

type Definition = { build: () => unknown; stop?: (service: unknown) => Promise<void> | void };

export class Services {
  private readonly defined = new Map<string, Definition>();
  private readonly built = new Map<string, unknown>();

  define<T>(key: ServiceKey<T>, build: () => T, stop?: (service: T) => Promise<void> | void): void {
    if (this.defined.has(key.name)) throw new Error(`service ${key.name} is defined twice`);
    this.defined.set(key.name, { build, stop: stop as Definition['stop'] });
  }

  /** The service, built now if this is its first use. */
  get<T>(key: ServiceKey<T>): T {
    if (this.built.has(key.name)) return this.built.get(key.name) as T;
    const def = this.defined.get(key.name);
    if (!def) throw new Error(`service ${key.name} is not defined (api/services.ts)`);
    const service = def.build();
    this.built.set(key.name, service);
    return service as T;
  }

  /** Whether the service was built (a stop need not build one to stop it). */
  has(key: ServiceKey<unknown>): boolean {
    return this.built.has(key.name);
  }

  /** Stops the service if it was built; the next `get` builds a new one. */
  async stop(key: ServiceKey<unknown>): Promise<void> {
    if (!this.built.has(key.name)) return;
    const service = this.built.get(key.name);
    this.built.delete(key.name);
    await this.defined.get(key.name)!.stop?.(service);
  }

  /** Stops every service that was built, newest first. */
  async stopAll(): Promise<void> {
    for (const name of [...this.built.keys()].reverse()) await this.stop({ name });
  }
}
