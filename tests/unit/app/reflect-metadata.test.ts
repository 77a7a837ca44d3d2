import { Container, ContainerModule } from 'inversify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineMetadata, getOwnMetadata, installReflectMetadata } from '../../../src/app/reflect-metadata';

/** What the whole polyfill puts on Reflect (Vitest loads Inversify as Node does, and so the polyfill). */
const POLYFILL = [
  'decorate',
  'metadata',
  'defineMetadata',
  'hasMetadata',
  'hasOwnMetadata',
  'getMetadata',
  'getOwnMetadata',
  'getMetadataKeys',
  'getOwnMetadataKeys',
  'deleteMetadata',
] as const;
const reflect = Reflect as unknown as Record<string, unknown>;

describe('the reflect-metadata functions Inversify uses', () => {
  it('keeps metadata per object, per property and per key', () => {
    const a = {};
    const b = {};
    defineMetadata('k', 1, a);
    defineMetadata('k', 2, a, 'field');
    defineMetadata(Symbol.for('other'), 3, a);
    expect(getOwnMetadata('k', a)).toBe(1);
    expect(getOwnMetadata('k', a, 'field')).toBe(2);
    expect(getOwnMetadata(Symbol.for('other'), a)).toBe(3);
    expect(getOwnMetadata('k', b)).toBeUndefined();
    expect(getOwnMetadata('missing', a)).toBeUndefined();
    defineMetadata('k', 4, a);
    expect(getOwnMetadata('k', a)).toBe(4);
  });

  it('refuses a target that is not an object, as the polyfill does', () => {
    expect(() => defineMetadata('k', 1, 'text' as unknown as object)).toThrow(TypeError);
    expect(() => getOwnMetadata('k', undefined as unknown as object)).toThrow(TypeError);
  });

  describe('in place of the whole polyfill, as the app runs (vite.config.ts)', () => {
    const saved = new Map<string, unknown>();
    beforeAll(() => {
      for (const name of POLYFILL) {
        saved.set(name, reflect[name]);
        delete reflect[name];
      }
      installReflectMetadata();
    });
    afterAll(() => {
      for (const [name, fn] of saved) reflect[name] = fn;
    });

    it('is what Reflect has, and the container wires values with it', () => {
      expect(reflect.getMetadataKeys).toBeUndefined();
      expect(reflect.getMetadata).toBeUndefined();
      expect(reflect.getOwnMetadata).toBe(getOwnMetadata);
      const CONFIG = Symbol('config');
      const GREETING = Symbol('greeting');
      const container = new Container({ defaultScope: 'Singleton' });
      container.bind(CONFIG).toConstantValue({ name: 'f8' });
      container.load(
        new ContainerModule(({ bind }) => {
          bind(GREETING).toResolvedValue((config: { name: string }) => ({ text: `hello ${config.name}` }), [CONFIG]);
        }),
      );
      expect(container.get(GREETING)).toEqual({ text: 'hello f8' });
      expect(container.get(GREETING)).toBe(container.get(GREETING));
    });
  });
});
