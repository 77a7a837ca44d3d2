import { ContainerModule, type ResolutionContext } from 'inversify';
import { SERVICE_IDS, type ServiceName, type Services } from '../../src/ports/services';
import { METHODS, onFirstUse } from '../on-first-use';

/** Reads another binding of the container: the Firebase app, the callables, the config. */
export type Get = <T>(id: symbol) => T;

/** The ports whose adapter can download on its first call (their methods' kinds are in METHODS). */
type LoadableName = keyof typeof METHODS;

/** How a mode serves one port: an adapter made at start, or (`onFirstUse`) one whose code downloads at its first call. */
type Entry<N extends ServiceName> =
  { make: (get: Get) => Services[N] } | (N extends LoadableName ? { onFirstUse: (get: Get) => Promise<Services[N]> } : never);

/** Which adapter serves each port in a mode: one entry per port, so a mode that forgets one does not compile. */
export type PortTable = { [N in ServiceName]: Entry<N> };

/** Binds every port of `table`; the first-use wrapper is applied here, and only here. */
export function bindPorts(table: PortTable): ContainerModule {
  return new ContainerModule(({ bind }) => {
    for (const name of Object.keys(SERVICE_IDS) as ServiceName[]) {
      const entry = table[name] as { make: (get: Get) => unknown } | { onFirstUse: (get: Get) => Promise<object> };
      bind(SERVICE_IDS[name]).toDynamicValue((context: ResolutionContext) => {
        const get: Get = (id) => context.get(id);
        if ('make' in entry) return entry.make(get);
        return onFirstUse(() => entry.onFirstUse(get), METHODS[name as LoadableName] as never);
      });
    }
  });
}
