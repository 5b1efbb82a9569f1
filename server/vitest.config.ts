import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    // Each file builds its own app on a fresh database; argon2 and migrations take a moment.
    testTimeout: 30_000,
    // One module graph per worker, not per file: importing Fastify, Drizzle, zod and the domain
    // again for each of ~60 files took a quarter of the suite (361 s → 189 s on two cores). Files
    // stay independent: each builds its own app on its own fresh database, and nothing in src/
    // keeps state outside an app instance (a test that moves the clock puts it back in `finally`).
    isolate: false,
    hookTimeout: 60_000,
    // Each file opens and closes PGlite databases (WebAssembly, in a worker thread) by the dozen.
    // That churn sometimes trips a check of V8's bookkeeping of protected JIT pages in Node 24
    // (`jit_page_->allocations_.erase`, nodejs/node#64500), which aborts the whole test process:
    // one CI run in four lost a worker to it. The bookkeeping is V8's write protection of compiled
    // code with the CPU's memory protection keys, a hardening against exploits of the engine; the
    // tests run only our own code, so they run without it. The server itself keeps it.
    execArgv: ['--no-memory-protection-keys'],
  },
});
