import fs from 'node:fs';
import net from 'node:net';
import { describe, expect, it } from 'vitest';

import { freePort } from './free-port';

const firstEphemeral = Number(fs.readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').split(/\s+/)[0]);

describe('freePort', () => {
  it('gives ports below the ephemeral range, which an outgoing connection of a suite running beside cannot take', async () => {
    const ports = await Promise.all(Array.from({ length: 20 }, () => freePort()));
    for (const port of ports) {
      expect(port).toBeGreaterThanOrEqual(1_024);
      expect(port).toBeLessThan(firstEphemeral);
    }
    // And a given port can be listened on at once.
    const server = net.createServer();
    await new Promise<void>((resolve, reject) => server.once('error', reject).listen(ports[0], '127.0.0.1', resolve));
    await new Promise((resolve) => server.close(resolve));
  });
});
