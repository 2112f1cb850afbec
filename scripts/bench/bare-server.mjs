// The ceiling for a route: a bare Fastify server in its own process that answers with fixed bytes and
// headers (the exact body, already compressed when the real server's answer was). Started by http.ts.
import fs from 'node:fs';
import Fastify from 'fastify';

const routes = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
const app = Fastify({ logger: false });
for (const route of routes) {
  const body = fs.readFileSync(route.bodyFile);
  app.get(route.path, (_request, reply) => {
    reply.header('content-type', route.contentType);
    if (route.contentEncoding) reply.header('content-encoding', route.contentEncoding);
    reply.send(body);
  });
}
const address = await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`${address}\n`);
