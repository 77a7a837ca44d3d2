import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';

/**
 * In devkit mode the site's own origin proxies the mock server (callables, store API, dev kit, images)
 * and the Auth emulator, so the browser only ever talks to one loopback origin.
 */
function devkitProxy(): Record<string, ProxyOptions> {
  const mock = `http://127.0.0.1:${process.env.MOCK_PORT ?? '5001'}`;
  const auth = `http://127.0.0.1:${process.env.AUTH_PORT ?? '9099'}`;
  const projectId = process.env.VITE_FIREBASE_PROJECT_ID ?? 'demo-f8';
  return {
    [`/${projectId}/`]: { target: mock },
    '/__devkit': { target: mock },
    '/store/v1': { target: mock },
    '/identitytoolkit.googleapis.com': { target: auth },
    '/securetoken.googleapis.com': { target: auth },
    '/emulator': { target: auth },
  };
}

export default defineConfig({
  plugins: [react()],
  server: { host: '127.0.0.1', strictPort: true, proxy: devkitProxy() },
  preview: { host: '127.0.0.1', strictPort: true, proxy: devkitProxy() },
  build: {
    target: 'es2022',
    // Source maps are written without a sourceMappingURL comment and moved beside the output (dist ->
    // dist-sourcemaps), so what Hosting serves never includes them; keep them to read production stack traces.
    sourcemap: 'hidden',
    rolldownOptions: {
      plugins: [
        {
          name: 'source-maps-beside-the-output',
          generateBundle(options, bundle) {
            if (!options.dir) return;
            const mapsDir = `${resolve(options.dir)}-sourcemaps`;
            rmSync(mapsDir, { recursive: true, force: true });
            for (const [fileName, output] of Object.entries(bundle)) {
              if (output.type !== 'asset' || !fileName.endsWith('.map')) continue;
              mkdirSync(dirname(join(mapsDir, fileName)), { recursive: true });
              writeFileSync(join(mapsDir, fileName), output.source);
              delete bundle[fileName];
            }
          },
        },
      ],
    },
  },
});
