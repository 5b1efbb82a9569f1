import fs from 'node:fs';
import type http from 'node:http';
import https from 'node:https';
import tls from 'node:tls';
import type { FastifyServerOptions } from 'fastify';
import { ConfigError, type Config } from './config';

/**
 * TLS_CERT_FILE and TLS_KEY_FILE: the server serves HTTPS itself (DESIGN §12.3: a tablet installs
 * the app and opens it offline only from a secure context; README "HTTPS in the workshop"). Fastify
 * gets the HTTPS server through `serverFactory`, so the app's type stays the one of plain HTTP.
 */
export function httpsServerFactory(files: NonNullable<Config['tls']>): FastifyServerOptions['serverFactory'] {
  const read = (file: string, variable: string) => {
    try {
      return fs.readFileSync(file);
    } catch {
      throw new ConfigError(`No se pudo leer el archivo de ${variable}: ${file}.`);
    }
  };
  const options = { cert: read(files.certFile, 'TLS_CERT_FILE'), key: read(files.keyFile, 'TLS_KEY_FILE') };
  try {
    tls.createSecureContext(options); // a key that does not match its certificate fails here, at start
  } catch {
    throw new ConfigError('TLS_CERT_FILE y TLS_KEY_FILE deben ser un certificado y su clave privada en PEM, el uno del otro.');
  }
  return (handler) => https.createServer(options, handler) as unknown as http.Server;
}
