import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';

const webRoot = fileURLToPath(new URL('.', import.meta.url));

// In development the API and the realtime server run on :3000 (the embedded
// server); the browser talks to one origin so session cookies just work.
const backend = 'http://localhost:3000';

export default defineConfig(({ command }) => {
  // A build is for browsers, whatever NODE_ENV the caller has (vitest sets 'test'):
  // otherwise React's development build and dev JSX ship, and the home page budget is blown.
  if (command === 'build') process.env.NODE_ENV = 'production';
  return {
    root: webRoot,
    // Every script, style and SVG also as .br and .gz beside it: the server sends the one the
    // browser accepts (koa-send), so a phone never waits for text compressed on each request.
    plugins: [
      react(),
      compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024, exclude: [/\.map$/, /\.html$/] }),
    ],
    build: {
      outDir: fileURLToPath(new URL('./dist', import.meta.url)),
      emptyOutDir: true,
      sourcemap: true,
    },
    server: {
      proxy: {
        '/api': { target: backend, changeOrigin: false },
        '/socket.io': { target: backend, ws: true, changeOrigin: false },
      },
    },
  };
});
