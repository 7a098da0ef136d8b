import { Agent, request as httpRequest } from 'node:http';
import { connect, type Socket } from 'node:net';
import { HealthResponse } from '@academy/contracts';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { createSilentLogger } from './logger';
import { type RunningServer, exitOnSignals, startServer } from './server';
import { createTestApp } from './testing/test-app';

interface Reply {
  status: number;
  body: string;
  connection: string | undefined;
}

function get(url: string, path: string, agentKeepAlive = false): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      `${url}${path}`,
      { headers: agentKeepAlive ? { Connection: 'keep-alive' } : {} },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body, connection: res.headers.connection }),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}

function canConnect(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

const running: RunningServer[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((server) => server.stop()));
});

describe('startServer', () => {
  it('serves the app on the asked address and reports the URL with the real port', async () => {
    const { app, db } = createTestApp();
    const server = await startServer({
      app,
      host: '127.0.0.1',
      port: 0,
      logger: createSilentLogger(),
      onClosed: () => void db.$client.close(),
    });
    running.push(server);
    expect(server.url).toBe(`http://127.0.0.1:${server.port}`);
    const reply = await get(server.url, '/api/health');
    expect(reply.status).toBe(200);
    HealthResponse.parse(JSON.parse(reply.body));
  });

  it('rejects with EADDRINUSE when the port is taken', async () => {
    const { app } = createTestApp();
    const first = await startServer({
      app,
      host: '127.0.0.1',
      port: 0,
      logger: createSilentLogger(),
    });
    running.push(first);
    await expect(
      startServer({ app, host: '127.0.0.1', port: first.port, logger: createSilentLogger() }),
    ).rejects.toMatchObject({
      code: 'EADDRINUSE',
    });
  });
});

describe('graceful shutdown', () => {
  it('finishes an in-flight request, refuses new connections, then closes the database', async () => {
    const { db } = createTestApp();
    let release: () => void = () => undefined;
    let started: () => void = () => undefined;
    const requestStarted = new Promise<void>((resolve) => (started = resolve));
    const app = express();
    app.get('/slow', async (_req, res) => {
      started();
      await new Promise<void>((resolve) => (release = resolve));
      res.json({ finished: true });
    });

    const server = await startServer({
      app,
      host: '127.0.0.1',
      port: 0,
      logger: createSilentLogger(),
      onClosed: () => void db.$client.close(),
    });
    const inFlight = get(server.url, '/slow', true);
    await requestStarted;

    const stopped = server.stop();
    expect(server.stop()).toBe(stopped);
    expect(await canConnect(server.port)).toBe(false);
    expect(db.$client.open).toBe(true);

    release();
    const reply = await inFlight;
    expect(reply.status).toBe(200);
    expect(JSON.parse(reply.body)).toEqual({ finished: true });
    expect(reply.connection).toBe('close');

    await stopped;
    expect(db.$client.open).toBe(false);
  });

  it('closes idle keep-alive connections at once instead of waiting for them', async () => {
    const { app } = createTestApp();
    const server = await startServer({
      app,
      host: '127.0.0.1',
      port: 0,
      logger: createSilentLogger(),
      forceCloseAfterMs: 600_000,
    });
    // With a 10-minute keep-alive and grace period, stop() can only resolve within the test's
    // timeout if the idle connection left behind below is closed straight away.
    server.server.keepAliveTimeout = 600_000;
    const agent = new Agent({ keepAlive: true });
    const socket = await new Promise<Socket>((resolve, reject) => {
      httpRequest(`${server.url}/api/health`, { agent }, (res) => {
        const used = res.socket;
        res.resume();
        res.on('end', () => resolve(used));
      })
        .on('error', reject)
        .end();
    });
    const socketClosed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    expect(socket.destroyed).toBe(false);
    await server.stop();
    await socketClosed;
    agent.destroy();
  });

  it('cuts requests still running after the grace period', async () => {
    const app = express();
    app.get('/forever', () => {
      // Never answers.
    });
    const server = await startServer({
      app,
      host: '127.0.0.1',
      port: 0,
      logger: createSilentLogger(),
      forceCloseAfterMs: 100,
    });
    const hanging = get(server.url, '/forever').catch((error: unknown) => error);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await server.stop();
    expect(await hanging).toMatchObject({ code: 'ECONNRESET' });
  });
});

describe('exitOnSignals', () => {
  it('stops once and exits 0 on SIGTERM', async () => {
    const before = { int: process.listenerCount('SIGINT'), term: process.listenerCount('SIGTERM') };
    let stops = 0;
    const exits: number[] = [];
    const exited = new Promise<void>((resolve) => {
      exitOnSignals(
        async () => {
          stops += 1;
          await Promise.resolve();
        },
        createSilentLogger(),
        (code) => {
          exits.push(code);
          resolve();
        },
      );
    });
    const listener = process.listeners('SIGTERM').at(-1);
    expect(process.listenerCount('SIGTERM')).toBe(before.term + 1);
    listener?.('SIGTERM');
    await exited;
    expect(stops).toBe(1);
    expect(exits).toEqual([0]);
    // Leave the test process's signal handling as it was.
    process.removeListener('SIGINT', process.listeners('SIGINT').at(-1) ?? (() => undefined));
    if (listener) process.removeListener('SIGTERM', listener);
    expect(process.listenerCount('SIGINT')).toBe(before.int);
  });
});
