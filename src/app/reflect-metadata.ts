/**
 * The part of the reflect-metadata polyfill Inversify uses, in its place (vite.config.ts aliases
 * `reflect-metadata/lite` here). Inversify's container imports the whole polyfill for the metadata its decorators
 * write; this app binds with `toResolvedValue` and no decorators, so the container only defines and reads metadata on
 * its own objects: two functions. @inversifyjs/core and @inversifyjs/container call no others (the getMetadata
 * wrapper of @inversifyjs/reflect-metadata-utils is never called). The full polyfill is about 3 KiB brotli on every
 * first visit's critical path.
 */

type Key = string | symbol;
/** Metadata of each object, by property (`undefined` for the object itself), then by metadata key. */
const store = new WeakMap<object, Map<Key | undefined, Map<unknown, unknown>>>();

const isObject = (value: unknown): value is object => (typeof value === 'object' && value !== null) || typeof value === 'function';

function metadataOf(target: unknown, propertyKey: Key | undefined, create: boolean): Map<unknown, unknown> | undefined {
  // The polyfill's own contract: metadata belongs to objects.
  if (!isObject(target)) throw new TypeError('Reflect metadata needs an object target');
  let byProperty = store.get(target);
  if (!byProperty) {
    if (!create) return undefined;
    byProperty = new Map();
    store.set(target, byProperty);
  }
  let byKey = byProperty.get(propertyKey);
  if (!byKey && create) {
    byKey = new Map();
    byProperty.set(propertyKey, byKey);
  }
  return byKey;
}

export function defineMetadata(metadataKey: unknown, value: unknown, target: object, propertyKey?: Key): void {
  metadataOf(target, propertyKey, true)?.set(metadataKey, value);
}

export function getOwnMetadata(metadataKey: unknown, target: object, propertyKey?: Key): unknown {
  return metadataOf(target, propertyKey, false)?.get(metadataKey);
}

/** Puts the functions on Reflect, as the polyfill installs itself; those already there (a full polyfill's) stay. */
export function installReflectMetadata(): void {
  const reflect = Reflect as unknown as Record<string, unknown>;
  for (const [name, fn] of Object.entries({ defineMetadata, getOwnMetadata })) reflect[name] ??= fn;
}

installReflectMetadata();
