// A TCP relay between browsers and the studio that a test can cut and restore: cutting ends every
// open connection (the collaboration socket closes as on a dropped network) and refuses new ones
// until it is restored. Loopback only.
import net from 'node:net';

export interface NetworkLink {
  /** The studio's URL through the relay (another origin than the studio's own). */
  url: string;
  cut(): void;
  restore(): void;
  close(): Promise<void>;
}

export async function startNetworkLink(target: string): Promise<NetworkLink> {
  const { hostname, port } = new URL(target);
  const open = new Set<net.Socket>();
  let cut = false;
  const server = net.createServer((client) => {
    if (cut) {
      client.destroy();
      return;
    }
    const upstream = net.connect(Number(port), hostname);
    open.add(client);
    open.add(upstream);
    const drop = () => {
      client.destroy();
      upstream.destroy();
      open.delete(client);
      open.delete(upstream);
    };
    client.on('error', drop).on('close', drop);
    upstream.on('error', drop).on('close', drop);
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as net.AddressInfo;
  const cutAll = () => {
    cut = true;
    for (const socket of open) socket.destroy();
    open.clear();
  };
  return {
    url: `http://127.0.0.1:${address.port}`,
    cut: cutAll,
    restore() {
      cut = false;
    },
    async close() {
      cutAll();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
