import type { ContainerModule } from 'inversify';

/**
 * The wiring table of the build's mode (adapters/wiring/): Vite fixes the mode at build, so each build ships only its
 * own. Asked for by the entry beside the services' start, not by it, so that neither waits for the other to download.
 */
export async function modeModules(): Promise<ContainerModule[]> {
  if (import.meta.env.VITE_F8_MODE === 'firebase') return (await import('../../adapters/wiring/firebase-mode')).firebaseModeModules;
  if (import.meta.env.VITE_F8_MODE === 'emulators') return (await import('../../adapters/wiring/emulators-mode')).emulatorsModeModules;
  return (await import('../../adapters/wiring/devkit-mode')).devkitModeModules;
}
