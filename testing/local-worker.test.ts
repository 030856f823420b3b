import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { freePort } from './local-worker.ts';

/** The ports this system hands out for a bind to port 0, where another server's sockets land. */
function ephemeralPorts(): [number, number] {
  try {
    const [from, to] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/);
    return [Number(from), Number(to)];
  } catch {
    return [49_152, 65_535];
  }
}

describe('freePort', () => {
  it('gives distinct ports a server can listen on, none of which the system hands out to others', async () => {
    const ports = await Promise.all(Array.from({ length: 8 }, freePort));
    expect(new Set(ports).size).toBe(ports.length);
    const [from, to] = ephemeralPorts();
    for (const port of ports) {
      expect(port < from || port > to, `${port} is in the ephemeral range ${from}–${to}`).toBe(true);
      const server = createServer();
      await new Promise<void>((resolve, reject) =>
        server.once('error', reject).listen(port, '127.0.0.1', resolve),
      );
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
