// A TCP relay between browsers and the studio that a test can cut and restore: cutting ends every
// open connection (the collaboration socket closes as on a dropped network) and refuses new ones
// until it is restored. Stalling keeps the connections up but holds what browsers send on their
// websockets, as a network that has stopped delivering one way. Loopback only.
import net from 'node:net';

export interface NetworkLink {
  /** The studio's URL through the relay (another origin than the studio's own). */
  url: string;
  cut(): void;
  /**
   * From now on, what browsers send on a websocket after its opening request is held instead of
   * delivered: they keep hearing the studio, the studio hears nothing from them. restore() delivers
   * what is held; what a connection held when it ended is lost with it.
   */
  stallUploads(): void;
  restore(): void;
  close(): Promise<void>;
}

/** The first bytes of a websocket's opening request (an HTTP/1.1 Upgrade). */
function isWebSocketRequest(head: Buffer): boolean {
  const text = head.toString('latin1');
  return text.startsWith('GET ') && /\r\nupgrade:\s*websocket/i.test(text);
}

export async function startNetworkLink(target: string): Promise<NetworkLink> {
  const { hostname, port } = new URL(target);
  const open = new Set<net.Socket>();
  const releases = new Set<() => void>();
  let cut = false;
  let stalled = false;
  const server = net.createServer((client) => {
    if (cut) {
      client.destroy();
      return;
    }
    const upstream = net.connect(Number(port), hostname);
    open.add(client);
    open.add(upstream);
    let webSocket: boolean | null = null;
    let held: Buffer[] = [];
    const forward = (chunk: Buffer) => {
      if (!upstream.write(chunk)) {
        client.pause();
        upstream.once('drain', () => client.resume());
      }
    };
    const release = () => {
      for (const chunk of held.splice(0)) forward(chunk);
    };
    const drop = () => {
      client.destroy();
      upstream.destroy();
      open.delete(client);
      open.delete(upstream);
      releases.delete(release);
      held = [];
    };
    releases.add(release);
    client.on('error', drop).on('close', drop);
    upstream.on('error', drop).on('close', drop);
    client.on('data', (chunk: Buffer) => {
      if (webSocket === null) {
        webSocket = isWebSocketRequest(chunk);
        return forward(chunk);
      }
      if (stalled && webSocket) held.push(chunk);
      else forward(chunk);
    });
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
    stallUploads() {
      stalled = true;
    },
    restore() {
      cut = false;
      stalled = false;
      for (const release of [...releases]) release();
    },
    async close() {
      cutAll();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
