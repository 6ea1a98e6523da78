// `npm run mock-server`: the demo backend's handlers served over HTTP for other clients.
import { createServer as createHttpServer } from 'node:http';
import { createServer } from '@mswjs/http-middleware';
import { createDemoBackend } from '../src/mocks/backend';
import { createHandlers } from '../src/mocks/handlers';
import { memoryPersistence } from '../src/mocks/store/persistence';
import { DEMO_PREFIX } from '../src/api/base-urls';

const port = Number(process.env.PORT ?? 9090);
const backend = createDemoBackend({ persistence: memoryPersistence() });
const app = createServer(...createHandlers(backend));

// A browser app on another origin (the dev server on :5173) calls this server cross-origin: answer CORS,
// including the preflight, and expose the refreshed-token header.
const server = createHttpServer((req, res) => {
  res.setHeader('Access-Control-Allow-Origin', req.headers.origin ?? '*');
  res.setHeader('Vary', 'Origin');
  res.setHeader('Access-Control-Allow-Credentials', 'true');
  res.setHeader('Access-Control-Expose-Headers', 'id_token');
  if (req.method === 'OPTIONS') {
    res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE, OPTIONS');
    res.setHeader('Access-Control-Allow-Headers', req.headers['access-control-request-headers'] ?? '*');
    res.writeHead(204).end();
    return;
  }
  app(req, res);
});

server.listen(port, () => {
  const host = `http://localhost:${port}`;
  console.log(`Demo backend listening on ${host} (writes live in memory until it stops).`);
  console.log('Point the dashboard at it with:');
  console.log(`  VITE_API_BASE_URL=${host}`);
  console.log(`  VITE_ACCOUNT_API_URL=${host}${DEMO_PREFIX.account}`);
  console.log(`  VITE_SETTINGS_API_URL=${host}${DEMO_PREFIX.settings}`);
  console.log(`  VITE_TICKETING_API_URL=${host}${DEMO_PREFIX.ticketing}`);
  console.log(`  VITE_TRACKING_API_URL=${host}${DEMO_PREFIX.tracking}`);
});
