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
  build: { sourcemap: true, target: 'es2022' },
});
