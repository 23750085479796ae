// A forwarding proxy on loopback, like a corporate one: CONNECT tunnels (what HTTPS and undici's
// ProxyAgent use) and absolute-form plain HTTP requests. It alone knows where the test's host names are
// (`hosts`: name -> loopback address); they resolve nowhere else, so a request that bypassed the
// proxy cannot reach its server. Plus a TLS front with a throwaway self-signed certificate, so a
// plain test server can be reached as https://NAME:PORT through a tunnel.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer as createHttpServer, request as httpRequest } from 'node:http';
import { connect, type AddressInfo, type Server, type Socket } from 'node:net';
import { join } from 'node:path';
import { createServer as createTlsServer } from 'node:tls';

export interface ProxiedRequest {
  /** CONNECT, or the method of a forwarded plain request. */
  method: string;
  /** host:port as the client asked for it. */
  target: string;
  /** False when the name was not one the proxy knows (answered 502). */
  mapped: boolean;
}

export interface ForwardProxy {
  url: string;
  log: ProxiedRequest[];
  close(): Promise<void>;
}

function closeServer(server: Server, sockets: Set<Socket>): Promise<void> {
  for (const s of sockets) s.destroy();
  return new Promise((resolve) => server.close(() => resolve()));
}

function track(server: Server): Set<Socket> {
  const sockets = new Set<Socket>();
  server.on('connection', (s: Socket) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  return sockets;
}

export async function startForwardProxy(hosts: Record<string, string>): Promise<ForwardProxy> {
  const log: ProxiedRequest[] = [];
  const tunnels = new Set<Socket>();
  const server = createHttpServer((req, res) => {
    // Absolute form: GET http://name:port/path
    const url = new URL(req.url ?? '/');
    const address = hosts[url.hostname];
    log.push({ method: req.method ?? 'GET', target: url.host, mapped: address !== undefined });
    if (!address) {
      res.writeHead(502).end();
      return;
    }
    const upstream = httpRequest(
      { host: address, port: url.port || 80, method: req.method, path: `${url.pathname}${url.search}`, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  server.on('connect', (req, client: Socket, head: Buffer) => {
    const [name = '', port = '443'] = (req.url ?? '').split(':');
    const address = hosts[name];
    log.push({ method: 'CONNECT', target: req.url ?? '', mapped: address !== undefined });
    if (!address) {
      client.end('HTTP/1.1 502 Bad Gateway\r\n\r\n');
      return;
    }
    const upstream = connect(Number(port), address, () => {
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      if (head.length) upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
    });
    tunnels.add(upstream).add(client);
    const end = (): void => {
      upstream.destroy();
      client.destroy();
    };
    upstream.on('error', end).on('close', end);
    client.on('error', end).on('close', end);
  });
  const sockets = track(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    log,
    close: async () => {
      for (const s of tunnels) s.destroy();
      await closeServer(server, sockets);
    },
  };
}

export interface SelfSignedCert {
  key: string;
  cert: string;
  /** The PEM file to name in NODE_EXTRA_CA_CERTS. */
  certFile: string;
}

/** A certificate for `names`, valid one day, made with the openssl command line. */
export function selfSignedCert(dir: string, names: string[]): SelfSignedCert {
  const keyFile = join(dir, 'key.pem');
  const certFile = join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      keyFile,
      '-out',
      certFile,
      '-days',
      '1',
      '-subj',
      '/CN=agent-fix test',
      '-addext',
      `subjectAltName=${names.map((n) => `DNS:${n}`).join(',')}`,
    ],
    { stdio: 'ignore' },
  );
  return { key: readFileSync(keyFile, 'utf8'), cert: readFileSync(certFile, 'utf8'), certFile };
}

export interface TlsFront {
  port: number;
  close(): Promise<void>;
}

/** Terminates TLS on a loopback port and passes the plain bytes to `targetPort` (a load balancer in front of a test server). */
export async function startTlsFront(targetPort: number, cert: SelfSignedCert): Promise<TlsFront> {
  const server = createTlsServer({ key: cert.key, cert: cert.cert }, (tls) => {
    const plain = connect(targetPort, '127.0.0.1');
    tls.pipe(plain).pipe(tls);
    const end = (): void => {
      plain.destroy();
      tls.destroy();
    };
    plain.on('error', end).on('close', end);
    tls.on('error', end).on('close', end);
  });
  const sockets = track(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as AddressInfo).port, close: () => closeServer(server, sockets) };
}
