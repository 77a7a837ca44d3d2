/**
 * Stands in for reflect-metadata (vite.config.ts aliases `reflect-metadata/lite` here): with `toResolvedValue` and no
 * decorators, Inversify only defines and reads metadata on its own objects, so two functions are all it calls.
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
