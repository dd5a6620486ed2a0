import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { createTestApp, type TestApp } from './test-app.ts';

type Outcome = { received: string; stillSending: boolean };

/**
 * Opens a raw connection, sends `opening`, then one byte of `trickle` every 100 ms until the
 * server closes the connection; tells what the server sent and whether the client was still busy.
 */
function trickle(port: number, opening: string, trickleByte: string): Promise<Outcome> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    let received = '';
    let sent = 0;
    const timer = setInterval(() => {
      if (!socket.destroyed && socket.writable) {
        socket.write(trickleByte);
        sent += 1;
      }
    }, 100);
    socket.on('connect', () => socket.write(opening));
    socket.on('data', (chunk) => {
      received += chunk.toString('latin1');
    });
    socket.on('error', () => {
      // A reset after the server gave up counts as closed.
    });
    socket.on('close', () => {
      clearInterval(timer);
      // The trickle never ends on its own: if it is closed, the server closed it.
      resolve({ received, stillSending: sent > 0 });
    });
    socket.setTimeout(20_000, () => {
      clearInterval(timer);
      socket.destroy();
      reject(new Error('the server kept the connection open'));
    });
  });
}

describe('server timeouts on a listening server', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  async function listen(env: Record<string, string>): Promise<number> {
    t = await createTestApp('sqlite', { env });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening');
    return address.port;
  }

  it('cuts off a client that sends its headers byte by byte', async () => {
    const port = await listen({ HEADERS_TIMEOUT_SECONDS: '0.5', CONNECTION_TIMEOUT_SECONDS: '60' });
    const outcome = await trickle(port, 'GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ', 'a');
    expect(outcome.stillSending).toBe(true);
    expect(outcome.received).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('cuts off a client that trickles its body', async () => {
    const port = await listen({
      HEADERS_TIMEOUT_SECONDS: '0.5',
      REQUEST_TIMEOUT_SECONDS: '1',
      CONNECTION_TIMEOUT_SECONDS: '60',
    });
    const head = [
      'POST /api/sys/teacherLogin HTTP/1.1',
      'Host: 127.0.0.1',
      'Content-Type: application/json',
      'Content-Length: 100000',
      '',
      '{"account":"',
    ].join('\r\n');
    const outcome = await trickle(port, head, 'a');
    expect(outcome.stillSending).toBe(true);
    expect(outcome.received).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('closes a connection that goes quiet in the middle of a request', async () => {
    const port = await listen({ CONNECTION_TIMEOUT_SECONDS: '0.5' });
    const closed = await new Promise<string>((resolve) => {
      const socket = net.connect({ port, host: '127.0.0.1' }, () => {
        socket.write(
          'POST /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 10\r\n\r\n{}',
        );
      });
      let received = '';
      socket.on('data', (chunk) => {
        received += chunk.toString('latin1');
      });
      socket.on('error', () => undefined);
      socket.on('close', () => resolve(received));
      socket.setTimeout(10_000, () => {
        resolve('kept open');
        socket.destroy();
      });
    });
    // No answer at all: the request never completed, and the connection is gone.
    expect(closed).toBe('');
  });

  it('keeps a normal request working', async () => {
    const port = await listen({ HEADERS_TIMEOUT_SECONDS: '0.5', CONNECTION_TIMEOUT_SECONDS: '1' });
    const response = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(await response.json()).toEqual({
      code: 0,
      msg: 'success',
      data: { status: 'ok', version: '0.1.0', database: 'sqlite' },
    });
  });
});

describe('timeout configuration', () => {
  it('has defaults that let uploads finish but not hang forever', () => {
    expect(loadConfig({}).timeouts).toEqual({
      headersMs: 15_000,
      requestMs: 300_000,
      connectionMs: 90_000,
      keepAliveMs: 72_000,
    });
  });

  it('refuses a header limit longer than the whole-request limit', () => {
    expect(() => loadConfig({ HEADERS_TIMEOUT_SECONDS: '60', REQUEST_TIMEOUT_SECONDS: '30' })).toThrow(
      /HEADERS_TIMEOUT_SECONDS: must not exceed REQUEST_TIMEOUT_SECONDS/,
    );
  });
});
