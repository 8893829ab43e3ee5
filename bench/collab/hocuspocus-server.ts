// Hocuspocus 4 with its defaults, in memory, on 127.0.0.1: the reference the benchmark compares to.
import { Server } from '@hocuspocus/server';

const port = Number(process.env.PORT);
const server = new Server({ port, address: '127.0.0.1', quiet: true });
await server.listen();
process.stdout.write(`listening ${port}\n`);
