import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { createHash } from 'node:crypto';
import postcss from 'postcss';
import { VitePWA } from 'vite-plugin-pwa';

/**
 * The SPA. In development Vite proxies the API to the Fastify server on :3000; in production the
 * server serves `web/dist` itself (history fallback to index.html), so URLs stay same-origin.
 * `API_TARGET` points the proxy at a server on another port.
 */
const apiTarget = process.env.API_TARGET ?? 'http://localhost:3000';

/** Module ids inside these npm packages (a scoped name's slash matches either separator). */
const inPackages = (...names: string[]) =>
  new RegExp(`[\\\\/]node_modules[\\\\/](?:${names.map((name) => name.replace('/', '[\\\\/]')).join('|')})[\\\\/]`);

/** The UI kit every screen stands on, sign-in included. */
const uiKit = inPackages(
  'react',
  'react-dom',
  'scheduler',
  'react-router',
  '@mantine/core',
  '@mantine/hooks',
  '@tanstack/react-query',
  '@tanstack/query-core',
  'i18next',
  'react-i18next',
);
/** What the signed-in layout and every screen draw with beyond the kit: the rest of Mantine, its dialogs and floating parts, the icons. */
const uiLibraries = inPackages(
  '@mantine/modals',
  '@tabler/icons-react',
  '@floating-ui/[^\\\\/]+',
  'react-remove-scroll',
  'react-remove-scroll-bar',
  'use-sidecar',
  'use-callback-ref',
  'react-style-singleton',
  'get-nonce',
  'tslib',
);
/** Our own modules under web/src whose path (without extension) matches one of the names. */
const ourModules = (...names: string[]) =>
  new RegExp(`[\\\\/]web[\\\\/]src[\\\\/](?:${names.join('|')})(?:\\.module)?\\.(?:tsx?|css|json)$`);
/** Edit forms only: react-hook-form and its zod resolver, and our form kit and number inputs built on them. */
const formLibraries = inPackages('react-hook-form', '@hookform/resolvers');
const formKit = ourModules(
  'lib/form-(?:kit|values)',
  'components/(?:number-fields|currency-input|quantity-input|parsed-number-input|use-select-all-on-focus|time-input|form-actions|form-section|computed-field)',
);
const forms = (id: string) => formLibraries.test(id) || formKit.test(id);
/** Lists only: the table and its virtual rows, and our DataTable over them. */
const tableLibraries = inPackages('mantine-datatable', '@tanstack/virtual-core');
const dataTable = ourModules('components/(?:data-table|column-chooser|virtual-rows)');
const tables = (id: string) => tableLibraries.test(id) || dataTable.test(id);
/**
 * What every signed-in screen loads beside its own code: the signed-in layout, the areas' texts
 * (with dayjs's Spanish) and the small shared pieces nearly every screen draws with. In one file
 * instead of ten of 1–2 kB each: on slow 4G over HTTP/1.1 (six connections) each file was a round
 * trip more before the screen could draw (issue 23 item 5).
 */
const signedInShared = ourModules(
  'app/layout/[^\\\\/]+',
  'lib/i18n-areas',
  'i18n/es/[^\\\\/]+',
  'components/(?:alerts|confirm-dialog|discard-changes|icon-tooltips|page-header|row-actions|status-badge|not-found|month-year-filter|elapsed-time|clamped-text|highlighted-row)',
  'lib/(?:discard-guard|screen-hooks|resource|month-filter|activity-titles|catalogue|live-work|work-events|server-clock|query-keys)',
);
/** The domain's schemas and money: zod and big.js, which the sign-in screen does without. */
const domainKit = (id: string) => /[\\/]domain[\\/]src[\\/]/.test(id) || inPackages('zod', 'big.js').test(id);
/** The entry module itself: it stays the entry chunk. */
const entryModule = /[\\/]web[\\/]src[\\/]main\.tsx$/;

/**
 * Chunks (issues 14 and 23): a screen opened by URL loads in two rounds after index.html. First the
 * entry (with `app`: router, guards, session, the shared texts) and, preloaded beside it, `vendor`
 * (the part of the UI kit the sign-in screen runs). Then the route's own chunk and, preloaded in
 * parallel by Vite (`modulePreload`), the chunks it imports, each a library group loaded only by the
 * screens that use it: `vendor-ui` (the rest of Mantine, dialogs, tooltips, icons: the signed-in
 * layout needs most of it), `domain` (schemas, money), `forms` (react-hook-form: edit screens),
 * `tables` (mantine-datatable, virtual rows: lists), each with our own modules built on it (the form
 * kit, DataTable), and `signed-in` (the layout and the small shared pieces nearly every signed-in
 * screen uses). The rest of our shared code (components, lib) is left to Rolldown, which puts each
 * module with the screens that import it (docs/decisions/039). Until issue 23 one
 * `vendor-screens` chunk and one `app-shared` chunk held every screen's libraries and components:
 * Home downloaded the tables and the forms, 377 kB gzip in all (now 320). Rarely used heavy
 * libraries (charts, QR, Excel writing, date pickers) stay in their own lazy chunks, loaded only
 * where used. A module goes to the matching group of highest priority; `$initial` marks what the
 * entry imports statically. `npm run build` then checks the initial JavaScript against its budget
 * (scripts/check-size.mjs).
 */
const initial = ['$initial' as const];
const codeSplitting = {
  groups: [
    { name: 'vendor', test: uiKit, tags: initial, priority: 40 },
    { name: 'app', test: (id: string) => !uiKit.test(id) && !entryModule.test(id), tags: initial, priority: 30 },
    // A group also takes the modules its modules import that no group of higher priority took: the
    // domain and the kit come first, so the forms' and tables' groups do not take them in.
    { name: 'domain', test: domainKit, priority: 25 },
    { name: 'vendor-ui', test: (id: string) => uiKit.test(id) || uiLibraries.test(id), priority: 20 },
    { name: 'signed-in', test: signedInShared, priority: 19 },
    // @hookform/resolvers imports react-hook-form: with the domain it would make every screen load the forms.
    { name: 'forms', test: forms, priority: 18 },
    { name: 'tables', test: tables, priority: 17 },
  ],
};

/**
 * Stylesheets that do not block rendering (issue 23: Mantine's 248 kB stylesheet held the first
 * paint 0.3–0.6 s on the tablet profile). index.html preloads the build's stylesheets (fetched at
 * once, at high priority, without blocking rendering nor the scripts, which start the first
 * screen's requests meanwhile) instead of linking them; main.tsx applies them and waits for them
 * before the app's first render (app/stylesheets.ts), so nothing is ever drawn unstyled. The page
 * paints nothing of its own before that: a loading text painted first was tried, and it put the
 * whole start-up (scripts, the stylesheet's parsing, the first render) after the first paint,
 * where Lighthouse counts it as blocking time (sign-in 1.4–2.1 s → 4.1–6.4 s under load). Only the
 * build: in development Vite injects the styles from the modules.
 */
const stylesheetsPreloaded = (): Plugin => ({
  name: 'tintero:stylesheets-preloaded',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler: (html) =>
      html.replace(
        /<link rel="stylesheet"((?: crossorigin)?) href="([^"]+\.css)">/g,
        '<link rel="preload" as="style"$1 href="$2" data-app-stylesheet>',
      ),
  },
});

/** Mantine's class names (`m_` and 8 hex digits), as its components name them in the scripts. */
const mantineClass = /\bm_[0-9a-f]{8}\b/g;

/**
 * A selector that applies only under Mantine's dark colour scheme (`[data-mantine-color-scheme='dark']`
 * on the root). The app draws in the light scheme only (`forceColorScheme` in app/providers.tsx).
 */
const darkSchemeOnly = /\[data-mantine-color-scheme=(['"]?)dark\1\]/;

/** Mantine's rules whose every selector names a class no script names, or needs the dark scheme the app never uses. */
function withoutUnusedRules(css: string, named: Set<string>): string {
  const namesUnused = (selector: string) => (selector.match(mantineClass) ?? []).some((name) => !named.has(name));
  const neverApplies = (selector: string) => namesUnused(selector) || darkSchemeOnly.test(selector);
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    if (rule.selectors.every(neverApplies)) rule.remove();
  });
  root.walkAtRules((atRule) => {
    if (atRule.nodes?.length === 0) atRule.remove();
  });
  return root.toString();
}

/**
 * Only the styles of the Mantine components the app uses (issue 23 item 5): Mantine's whole
 * stylesheet is 248 kB (36 kB gzip) and on slow 4G its download and parsing come before every
 * screen's first paint, but the app uses about half of its components. Each component's rules
 * select its own `m_` classes, which its script names as plain strings: a rule of the stylesheets
 * index.html loads is left out when each of its selectors names a class that no script of the build
 * (lazy chunks included) names, and so is a rule only the dark colour scheme can apply (the app is
 * light only: 76 rules, 16 kB raw; issue 23 item 5, docs/decisions/043). Rules without such classes
 * (the baseline, variables, keyframes, our own CSS modules) stay, and so does the order of the rest. The file is renamed after its new
 * content: the same stylesheet may lose other rules in another build, and assets are cached as
 * immutable. Mantine's per-component files (`@mantine/core/styles/*.css`) were the other way: a
 * hand-kept list, where a component forgotten (or one mantine-datatable draws with) would lose its
 * styles without any test noticing.
 */
const mantineStylesUsed = (): Plugin => ({
  name: 'tintero:mantine-styles-used',
  apply: 'build',
  generateBundle(_options, bundle) {
    const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
    const named = new Set(chunks.flatMap((chunk) => chunk.code.match(mantineClass) ?? []));
    // The entry and what it imports statically: index.html links their stylesheets (a lazy chunk's
    // are named in its importer's code, already written).
    const initial = new Set(chunks.filter((chunk) => chunk.isEntry));
    for (const chunk of initial) {
      for (const fileName of chunk.imports) {
        const imported = bundle[fileName];
        if (imported?.type === 'chunk') initial.add(imported);
      }
    }
    for (const chunk of initial) {
      const importedCss = chunk.viteMetadata?.importedCss;
      if (!importedCss) continue;
      const inOrder = [...importedCss].map((fileName) => {
        const asset = bundle[fileName];
        if (asset?.type !== 'asset') return fileName;
        const source = withoutUnusedRules(String(asset.source), named);
        if (source === asset.source) return fileName;
        const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
        const renamed = fileName.replace(/-[\w-]{8}\.css$/, `-${hash}.css`);
        delete bundle[fileName];
        this.emitFile({ type: 'asset', fileName: renamed, source });
        return renamed;
      });
      // index.html links them in this order: Mantine's before ours.
      importedCss.clear();
      for (const fileName of inOrder) importedCss.add(fileName);
    }
  },
});

/** The chunks every signed-in screen loads, whatever the screen (see `codeSplitting`). */
const signedInChunks = ['vendor-ui', 'domain', 'signed-in'];
/** The key under which lib/session.ts stores the session's token. */
const TOKEN_KEY = 'tintero.jwt';

/**
 * Opened by URL with a session stored, a signed-in screen needs `signedInChunks` whatever it is, but
 * the browser learns so only once the entry and `vendor` have arrived and run (the router then
 * imports the layout and the screen): on slow 4G the network stood idle for that time, and the
 * second round of downloads began 0.5 s late (issue 23 item 5). A small classic script, `async` so it
 * holds nothing, starts them at once with `<link rel="modulepreload">` (same request mode as Vite's
 * own preloads, so the later import reuses the download). A file, not inline: the page's CSP allows
 * only scripts of its own origin. Signed out (the sign-in screen), it fetches nothing more.
 */
const signedInChunksPreloaded = (): Plugin => ({
  name: 'tintero:signed-in-chunks-preloaded',
  apply: 'build',
  generateBundle(_options, bundle) {
    const files = Object.values(bundle)
      .filter((output) => output.type === 'chunk' && signedInChunks.includes(output.name))
      .map((chunk) => `/${chunk.fileName}`);
    if (files.length !== signedInChunks.length) this.error(`signed-in chunks not all found: ${files.join(', ')}`);
    const source = `try{if(localStorage.getItem(${JSON.stringify(TOKEN_KEY)}))for(const href of ${JSON.stringify(files)}){const link=document.createElement('link');link.rel='modulepreload';link.crossOrigin='';link.href=href;document.head.append(link)}}catch{}`;
    this.emitFile({ type: 'asset', name: 'signed-in-preload.js', source });
  },
  transformIndexHtml: {
    order: 'post',
    handler: (html, context) => {
      const script = Object.values(context.bundle ?? {}).find(
        (output) => output.type === 'asset' && output.names.includes('signed-in-preload.js'),
      );
      if (!script) return html;
      return html.replace('</title>', `</title>\n    <script async src="/${script.fileName}"></script>`);
    },
  },
});

/**
 * The installed app (issue 26, docs/decisions/047): the web manifest (a tablet's home screen opens
 * My dashboard full screen) and the service worker of `src/service-worker/sw.ts`, built by the
 * plugin with the list of this build's files to precache (their compressed copies are the server's
 * business: the worker fetches the files themselves, which the server sends compressed). The worker
 * waits when it is new; app/service-worker.ts registers it after the first screen and takes a new
 * version at a safe moment.
 */
const installedApp = () =>
  VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/service-worker',
    filename: 'sw.ts',
    registerType: 'prompt',
    injectRegister: false,
    injectManifest: { globPatterns: ['**/*.{js,css,html,svg,png}'], globIgnores: ['**/*.{br,gz}'] },
    manifest: {
      id: '/',
      name: 'Tintero: producción del taller',
      short_name: 'Tintero',
      description: 'Órdenes de producción, planta y tiempos del taller',
      lang: 'es-CO',
      dir: 'ltr',
      start_url: '/my_dashboard',
      scope: '/',
      display: 'fullscreen',
      display_override: ['fullscreen', 'standalone'],
      orientation: 'any',
      background_color: '#f8f9fa',
      theme_color: '#1f3a8a',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
  });

export default defineConfig({
  plugins: [
    react(),
    stylesheetsPreloaded(),
    signedInChunksPreloaded(),
    mantineStylesUsed(),
    installedApp(),
    // Every text file of the build also as .br (quality 11) and .gz (level 9), sent as such by the
    // server (@fastify/static preCompressed): the best ratio, paid once at build instead of per request.
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024, logLevel: 'silent' }),
  ],
  server: {
    port: 5173,
    proxy: { '/v1': { target: apiTarget, changeOrigin: false } },
  },
  preview: {
    proxy: { '/v1': { target: apiTarget, changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    // A lazy route's chunk and every chunk it imports are requested together (<link rel=modulepreload>
    // before the import), not one after another as each module's imports are discovered.
    modulePreload: { polyfill: true },
    rolldownOptions: { output: { codeSplitting } },
  },
});
