// Builds the production server: one ES module, server/dist/main.js, run by plain `node` (README,
// "Running in production"). The workspace package @tintero/domain (TypeScript source) is bundled
// in; every npm package stays external and is loaded from node_modules at run time, so native and
// wasm packages (argon2, PGlite) keep finding their own files. The bundle sits two folders below
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

/** Bare imports (packages) are external, except our own workspace packages and deep imports above. */
const externalPackages = {
  name: 'external-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@tintero/') || isExtensionlessDeepImport(args.path)) return undefined;
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
  logLevel: 'warning',
  plugins: [externalPackages],
};

// `--outdir <folder>` builds elsewhere than dist/ (the process tests build their own copy, leaving the
// work tree's build alone). The folder must sit directly in server/, as dist/ does: the bundle finds
// the web build and the migrations relative to itself.
const outdirFlag = process.argv.indexOf('--outdir');
const outdir = outdirFlag === -1 ? 'dist' : process.argv[outdirFlag + 1];

// What loads only when used (PGlite's side of src/db/client.ts, ExcelJS) goes into chunks of its
// own (dist/chunk-*.js) that main.js imports when it needs them, not at start.
await build({ ...common, entryPoints: ['src/main.ts'], outdir, splitting: true, chunkNames: 'chunk-[hash]' });
// PGlite's worker thread (src/db/pglite-worker.mjs), found next to main.js as it is next to client.ts.
await build({ ...common, entryPoints: ['src/db/pglite-worker.mjs'], outfile: `${outdir}/pglite-worker.mjs` });
