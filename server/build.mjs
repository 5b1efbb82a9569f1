// Builds the production server: one ES module, server/dist/main.js, run by plain `node` (README,
// "Running in production"). The workspace package @tintero/domain (TypeScript source) and the pure
// JavaScript packages of BUNDLED are bundled in; every other npm package stays external and is
// loaded from node_modules at run time, so native and wasm packages (argon2, PGlite), and those
// that find files beside their own (swagger-ui's page, pino's workers), keep finding them. The bundle sits two folders below
// the repository like src/config.ts does, so `new URL('../../web/dist', import.meta.url)` still
// finds the web build; src/db/client.ts looks for the migrations from both places.
import { build } from 'esbuild';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const serverDir = fileURLToPath(new URL('.', import.meta.url));

const require = createRequire(import.meta.url);

/**
 * A deep import (`dayjs/plugin/timezone`) of a package without an `exports` map only resolves in a
 * bundler: Node's ES module loader wants the file's extension. Those files are bundled in.
 */
function isExtensionlessDeepImport(specifier) {
  const parts = specifier.split('/');
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
  if (name === specifier || /\.[cm]?js$/.test(specifier)) return false;
  try {
    return require(`${name}/package.json`).exports === undefined;
  } catch {
    return false;
  }
}

/**
 * Pure JavaScript packages of many files, bundled in (DESIGN §10: the server answers within 1 s of
 * start). Node 24 resolves each file an ES module imports against its package's package.json, and
 * drizzle-orm's is 180 KB of `exports` read again for each of its hundreds of files: loading the
 * packages took 2.5 s of CPU on a busy 2-core machine, now 0.9 s. A package that reads files beside
 * its own (`__dirname`) must stay out: @fastify/swagger and swagger-ui do.
 */
const BUNDLED = [
  'drizzle-orm',
  'zod',
  'fastify-type-provider-zod',
  'fastify',
  '@fastify/compress',
  '@fastify/formbody',
  '@fastify/helmet',
  '@fastify/jwt',
  '@fastify/static',
  'fast-json-stringify',
  'rate-limiter-flexible',
  'qs',
  'dayjs',
  'big.js',
  'csv-stringify',
  'fastify-plugin',
  // Fastify's own dependencies, loaded at start whether used or not (the answers' and the requests'
  // compilers, the router, the plugin loader): 200 files resolved one by one before (decision 036).
  '@fastify/ajv-compiler',
  'ajv',
  'ajv-formats',
  'fast-uri',
  '@fastify/fast-json-stringify-compiler',
  '@fastify/merge-json-schemas',
  'json-schema-ref-resolver',
  'avvio',
  'find-my-way',
];
const isBundled = (specifier) => BUNDLED.some((name) => specifier === name || specifier.startsWith(`${name}/`));

/** Bare imports (packages) are external, except our own workspace packages, BUNDLED and deep imports above. */
const externalPackages = {
  name: 'external-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@tintero/') || isBundled(args.path) || isExtensionlessDeepImport(args.path)) return undefined;
      return { path: args.path, external: true };
    });
  },
};

const common = {
  absWorkingDir: serverDir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  sourcemap: true,
  // The maps say where each line came from, not what it said: Node maps a stack with that, and
  // reads the whole map when it loads the bundle (6.2 MB with the sources' text, decision 036).
  sourcesContent: false,
  logLevel: 'warning',
  plugins: [externalPackages],
  // Bundled CommonJS packages require() the external ones: an ES module has no `require` of its own.
  banner: { js: "import { createRequire as __tinteroRequire } from 'node:module'; const require = __tinteroRequire(import.meta.url);" },
};

// `--outdir <folder>` builds elsewhere than dist/ (the process tests build their own copy, leaving the
// work tree's build alone). The folder must sit directly in server/, as dist/ does: the bundle finds
// the web build and the migrations relative to itself.
const outdirFlag = process.argv.indexOf('--outdir');
const outdir = outdirFlag === -1 ? 'dist' : process.argv[outdirFlag + 1];

// What loads only when used (PGlite's side of src/db/client.ts, ExcelJS) goes into chunks of its
// own (dist/chunk-*.js) that main.js imports when it needs them, not at start.
// The entry (dist/main.js) is src/entry.ts, which turns source maps on before importing the server.
await build({ ...common, entryPoints: { main: 'src/entry.ts' }, outdir, splitting: true, chunkNames: 'chunk-[hash]' });
// PGlite's worker thread (src/db/pglite-worker.mjs), found next to main.js as it is next to client.ts.
await build({ ...common, entryPoints: ['src/db/pglite-worker.mjs'], outfile: `${outdir}/pglite-worker.mjs` });
