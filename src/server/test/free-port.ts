import fs from 'node:fs';
import net from 'node:net';

/**
 * The first port the kernel hands to outgoing connections and `listen(0)` (Linux's default when unreadable). A port
 * from `listen(0)` is free only until it is closed: before the test's server binds it, an outgoing connection of
 * another suite running beside (the browser and resilience tests, the PGlite and PostgreSQL runs) may take it.
 */
function firstEphemeralPort(): number {
  try {
    const low = Number(fs.readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]);
    return Number.isInteger(low) && low > 2_048 ? low : 32_768;
  } catch {
    return 32_768;
  }
}

const tryListen = (port: number) =>
  new Promise<boolean>((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });

/**
 * A TCP port nobody listens on right now (for test and benchmark servers), chosen at random below the ephemeral range,
 * where no outgoing connection can take it before the caller binds it.
 */
export async function freePort(): Promise<number> {
  const high = firstEphemeralPort() - 1;
  const low = Math.max(1_024, high - 12_000);
  for (let attempt = 0; attempt < 100; attempt++) {
    const port = low + Math.floor(Math.random() * (high - low + 1));
    if (await tryListen(port)) return port;
  }
  throw new Error(`no free port between ${low} and ${high}`);
}
