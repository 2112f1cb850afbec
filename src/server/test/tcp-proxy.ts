import net from 'node:net';

/**
 * A loopback TCP relay to a real server that a test can spoil: `stall()` stops passing the server's bytes on
 * (a mailbox that goes silent), `cutAfter(n)` drops every connection once `n` more bytes came from the server
 * (a connection that dies mid-download).
 */
export async function startTcpProxy(targetPort: number) {
  let stalled = false;
  let budget = Infinity;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(targetPort, '127.0.0.1');
    sockets.add(client).add(upstream);
    client.on('data', (chunk) => upstream.write(chunk));
    upstream.on('data', (chunk: Buffer) => {
      if (stalled) return;
      if (chunk.length >= budget) {
        client.write(chunk.subarray(0, budget));
        budget = 0;
        client.destroy();
        upstream.destroy();
        return;
      }
      budget -= chunk.length;
      client.write(chunk);
    });
    const close = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('error', close).on('close', close);
    upstream.on('error', close).on('close', close);
  });
  const port = await new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as net.AddressInfo).port)),
  );
  return {
    port,
    stall: () => void (stalled = true),
    cutAfter: (bytes: number) => void (budget = bytes),
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
