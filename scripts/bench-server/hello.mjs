// The framework's ceiling for `npm run bench:server`: a Fastify hello-world in its own process (the product server
// runs in one too), answering GET / with {hello: 'world'}; prints 'listening on <port>' once it listens.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`listening on ${app.server.address().port}`);
const stop = () => {
  app.close().then(() => process.exit(0));
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
