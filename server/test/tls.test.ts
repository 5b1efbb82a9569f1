import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';
import { httpsServerFactory } from '../src/tls';
import { createTestApp, type TestContext } from './helpers';

/**
 * TLS_CERT_FILE and TLS_KEY_FILE (DESIGN §12.3, docs/decisions/046): a workshop's server serves
 * HTTPS itself, so a tablet may install the app and open it offline. The certificate is a throwaway
 * one made here with the openssl command line, as README "HTTPS in the workshop" makes a workshop's.
 */
let folder: string;
let cert: string;
let key: string;
let ctx: TestContext;

function makeCertificate(name: string) {
  const certFile = path.join(folder, `${name}.crt`);
  const keyFile = path.join(folder, `${name}.key`);
  execFileSync(
    'openssl',
    ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1', '-subj', '/CN=localhost'].concat([
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
      '-keyout',
      keyFile,
      '-out',
      certFile,
    ]),
    { stdio: 'ignore' },
  );
  return { certFile, keyFile };
}

beforeAll(async () => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'tintero-tls-'));
  ({ certFile: cert, keyFile: key } = makeCertificate('taller'));
  ctx = await createTestApp({ TLS_CERT_FILE: cert, TLS_KEY_FILE: key });
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

/** A GET over HTTPS that trusts only the test's certificate, as a tablet that installed it. */
function getOverTls(url: string): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
  return new Promise((resolve, reject) => {
    https
      .get(url, { ca: fs.readFileSync(cert) }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
      })
      .on('error', reject);
  });
}

describe('HTTPS served by the server itself', () => {
  it('answers /v1/health over TLS with the workshop certificate, and says so with HSTS', async () => {
    const { port } = ctx.app.server.address() as { port: number };
    const answer = await getOverTls(`https://localhost:${port}/v1/health`);
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ status: 'ok' });
    expect(answer.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('refuses to start with only one of the two variables, a missing file, or a key that is not the certificate’s', () => {
    expect(() => loadConfig({ TLS_CERT_FILE: cert })).toThrow(ConfigError);
    expect(() => loadConfig({ TLS_KEY_FILE: key })).toThrow(/TLS_CERT_FILE y TLS_KEY_FILE van juntas/);
    const other = makeCertificate('otro');
    expect(() => httpsServerFactory({ certFile: cert, keyFile: other.keyFile })).toThrow(/el uno del otro/);
    expect(() => httpsServerFactory({ certFile: path.join(folder, 'falta.crt'), keyFile: key })).toThrow(
      /No se pudo leer el archivo de TLS_CERT_FILE/,
    );
  });
});
