import type { Server } from 'node:http';
import { connect } from 'node:net';
import { networkInterfaces } from 'node:os';
import { afterEach, describe, expect, it } from 'vitest';
import { createLocalServer, isLoopbackHost, listenLocally, localListenAddress } from './local-server';

/** An address of this machine that other machines could reach, if it has one. */
const networkAddress = Object.values(networkInterfaces())
  .flat()
  .find((entry) => entry && !entry.internal && entry.family === 'IPv4')?.address;

function canConnect(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    socket.setTimeout(2000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

let server: Server | undefined;
afterEach(async () => {
  await new Promise((closed) => (server ? server.close(closed) : closed(undefined)));
  server = undefined;
});

describe('the local runtime’s address', () => {
  it('is 127.0.0.1 unless HOST says otherwise, on PORT (3000 by default)', () => {
    expect(localListenAddress({})).toEqual({ host: '127.0.0.1', port: 3000 });
    expect(localListenAddress({ HOST: ' ', PORT: '8080' })).toEqual({ host: '127.0.0.1', port: 8080 });
    expect(localListenAddress({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(() => localListenAddress({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(isLoopbackHost('127.0.0.1')).toBe(true);
    expect(isLoopbackHost('0.0.0.0')).toBe(false);
  });

  it.runIf(networkAddress)('cannot be reached from the network by default', async () => {
    server = createLocalServer({ kind: 'none' });
    const { port } = await listenLocally(server, { ...localListenAddress({}), port: 0 });
    expect(await canConnect('127.0.0.1', port)).toBe(true);
    expect(await canConnect(networkAddress as string, port)).toBe(false);
  });

  it.runIf(networkAddress)('is reachable from the network when HOST=0.0.0.0 asks for it', async () => {
    server = createLocalServer({ kind: 'none' });
    const { port } = await listenLocally(server, { ...localListenAddress({ HOST: '0.0.0.0' }), port: 0 });
    expect(await canConnect(networkAddress as string, port)).toBe(true);
  });
});
