// The storefront host: React + React Router on Vite. Workspace packages resolve to their
// source (as in the root vitest config), so a change in core or widgets needs no build.
// `npm run dev` proxies /api to the running API (API_URL, default the shared e2e API).
import react from '@vitejs/plugin-react';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, loadEnv, transformWithEsbuild, type Plugin } from 'vite';
import { messages } from '../../packages/core/src/messages/messages';
import { SESSION_KEYS } from '../../packages/core/src/storage/keys';
import { arMessages } from '../../packages/core/src/messages/messages.ar';
import { widgetMessages } from '../../packages/widgets/src/runtime/messages';
import { arWidgetMessages } from '../../packages/widgets/src/runtime/messages.ar';
import { arabicWords } from './src/lib/words.ar';
import { sourceAliases } from '../../scripts/source-aliases';

// Writes .br and .gz beside every text asset of the build, so the API's static server
// (precompressed) sends a shopper on a slow phone line about a third of the bytes without
// compressing on each request.
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'horeca-precompress',
    // The server-render build (dist-server) is read from disk by the API, never sent.
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await readdir(outDir, { recursive: true })).filter((file) => /\.(js|css|html|svg|json)$/.test(file));
      await Promise.all(
        files.map(async (file) => {
          const path = join(outDir, file);
          const content = await readFile(path);
          if (content.length < 1024) return;
          await writeFile(`${path}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
          await writeFile(`${path}.gz`, gzipSync(content, { level: 9 }));
        }),
      );
    },
  };
}

// index.html paints the beta banner's placeholder (shell/lazy-beta-banner.tsx) before any
// script runs, so the first paint needs only the HTML and the stylesheet; React's first
// render puts the same placeholder in the same place, so nothing moves. Its words come from
// the messages tables and its session key from core's keys, not copies in the HTML. The build
// writes the shell twice: index.html in English, and index.ar.html (right to left, the Arabic
// tables' words and the home page's Arabic title) that the API sends for /ar pages, so an Arabic
// page shows no English word before its scripts run (issue 33).
const ARABIC_SHELL = 'index.ar.html';

function staticShellWords(): Plugin {
  const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  const english: Record<string, string> = {
    '%BETA_BANNER_TEXT%': widgetMessages.glitch.banner,
    '%BETA_BANNER_BUTTON%': messages.issueReport.bannerButton,
    '%BETA_BANNER_CLOSED_KEY%': SESSION_KEYS.betaBannerClosed,
  };
  const arabic: Record<string, string> = {
    ...english,
    '%BETA_BANNER_TEXT%': arWidgetMessages.glitch.banner,
    '%BETA_BANNER_BUTTON%': arMessages.issueReport.bannerButton,
  };
  const fill = (html: string, words: Record<string, string>) => Object.entries(words).reduce((page, [key, text]) => page.replaceAll(key, escape(text)), html);
  const inArabic = (html: string) =>
    fill(html, arabic)
      .replace(/<html\b[^>]*>/, '<html lang="ar" dir="rtl">')
      .replace(/<title>[^<]*<\/title>/, `<title>${escape(arabicWords.storefront.homeTitle)}</title>`)
      .replace(/<meta name="description" content="[^"]*"/, `<meta name="description" content="${escape(arabicWords.storefront.homeDescription)}"`);
  return {
    name: 'horeca-static-shell-words',
    // After Vite's own html plugin has written index.html into the bundle.
    enforce: 'post',
    // The dev server serves one shell, in English; a build fills both below.
    transformIndexHtml: (html, context) => (context.server ? fill(html, english) : html),
    generateBundle(_options, bundle) {
      const shell = bundle['index.html'];
      if (shell?.type !== 'asset') return;
      const template = String(shell.source);
      shell.source = fill(template, english);
      this.emitFile({ type: 'asset', fileName: ARABIC_SHELL, source: inArabic(template) });
    },
  };
}

// The page of the URL a shopper lands on is a lazy route chunk, which the router would ask
// for only once the main script has run. This puts a small script before the main one that
// modulepreloads the landing page's chunk (and the chunks it imports) from the URL's shape,
// so it downloads alongside the main script. The shapes follow app/router.tsx: '/' is the
// home page, two segments a category, three a product or third-level category. A static
// route of the same shape (say /blog/some-post) gets a needless preload of a few KiB, no more.
const LANDING_PAGES: Record<number, string> = {
  0: 'src/catalogue/home/home-page.tsx',
  2: 'src/catalogue/category/category-page.tsx',
  3: 'src/catalogue/product/three-segment-page.tsx',
};

const START_MODULE = 'src/start.tsx';

function preloadLandingPage(): Plugin {
  return {
    name: 'horeca-preload-landing-page',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
        const entry = chunks.find((chunk) => chunk.isEntry);
        const loadedByEntry = new Set([entry?.fileName, ...(entry?.imports ?? [])]);
        const filesOf = (fileName: string, found = new Set<string>()): Set<string> => {
          if (loadedByEntry.has(fileName) || found.has(fileName)) return found;
          found.add(fileName);
          for (const imported of chunks.find((chunk) => chunk.fileName === fileName)?.imports ?? []) filesOf(imported, found);
          return found;
        };
        const filesOfModule = (module: string, found: Set<string>) => {
          const chunk = chunks.find((candidate) => candidate.moduleIds.some((id) => id.endsWith(module)));
          return chunk ? filesOf(chunk.fileName, found) : found;
        };
        // The app's start (main.tsx imports it after React, see there) is needed on every page.
        const always = [...filesOfModule(START_MODULE, new Set())].map((file) => `/${file}`);
        const bySegments = Object.fromEntries(
          Object.entries(LANDING_PAGES).map(([segments, page]) => [
            segments,
            [...filesOfModule(page, new Set())].map((file) => `/${file}`).filter((file) => !always.includes(file)),
          ]),
        );
        const script = `(function(){var f=${JSON.stringify(always)}.concat(${JSON.stringify(bySegments)}[location.pathname.split('/').filter(Boolean).length]||[]);f.forEach(function(h){var l=document.createElement('link');l.rel='modulepreload';l.href=h;document.head.appendChild(l)})})();`;
        return [{ tag: 'script', children: script, injectTo: 'head-prepend' }];
      },
    },
  };
}

// The entry's stylesheet (about 33 KB, 7 KB compressed) goes into index.html itself: a
// stylesheet link blocks the first paint until a second request comes back, which on a phone
// line is most of the wait for a server-rendered page. A disabled link of the same address
// stays behind for Vite's loader of lazy chunks: they import the entry, so Vite lists the
// entry's stylesheet among their dependencies, and its loader fetches a stylesheet unless a
// link to it is on the page. Without the link the browser fetched the same sheet again while
// the page hydrated and recalculated every style of the page for it. A disabled stylesheet
// is neither fetched nor applied.
function inlineEntryCss(): Plugin {
  return {
    name: 'horeca-inline-entry-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        return html.replace(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g, (link, fileName: string) => {
          const asset = bundle[fileName];
          if (asset?.type !== 'asset') return link;
          return `<style>${String(asset.source)}</style><link rel="stylesheet" href="/${fileName}" disabled>`;
        });
      },
    },
  };
}

// The early-input script (src/ssr/early-input.ts) goes into index.html itself, minified, at the
// end of <head>: it must listen before the server's HTML is painted, when no other script has
// arrived yet. The API gives it the page's CSP nonce, as every inline script (http/static.ts).
const EARLY_INPUT_MODULE = 'src/ssr/early-input.ts';

function earlyInputScript(): Plugin {
  let root = '';
  return {
    name: 'horeca-early-input',
    configResolved(config) {
      root = config.root;
    },
    transformIndexHtml: {
      order: 'pre',
      async handler() {
        const path = join(root, EARLY_INPUT_MODULE);
        const source = `${await readFile(path, 'utf8')}\ninstallEarlyInput(window);`;
        const { code } = await transformWithEsbuild(source, path, { minify: true, format: 'iife', target: 'es2020', legalComments: 'none' });
        return [{ tag: 'script', children: code.trim(), injectTo: 'head' }];
      },
    },
  };
}

// The API serves every page with a Content-Security-Policy (apps/api http/content-security-policy.ts).
// The origins a page talks to beyond its own are set at build time, so the build records them
// beside index.html (csp-sources.json) and the policy follows the build that is served.
// A relative VITE_API_BASE is this origin: nothing to add.
const originOf = (url: string | undefined) => (url && URL.canParse(url.trim()) ? new URL(url.trim()).origin : null);

function cspSources(): Plugin {
  let env: Record<string, string> = {};
  return {
    name: 'horeca-csp-sources',
    apply: (_config, build) => build.command === 'build' && !build.isSsrBuild,
    configResolved(config) {
      env = loadEnv(config.mode, typeof config.envDir === 'string' ? config.envDir : config.root, 'VITE_');
    },
    generateBundle() {
      const sources = { api: originOf(env.VITE_API_BASE), chat: originOf(env.VITE_CHAT_SCRIPT_URL), googleSignIn: Boolean(env.VITE_GOOGLE_CLIENT_ID?.trim()), appleSignIn: Boolean(env.VITE_APPLE_CLIENT_ID?.trim()) };
      this.emitFile({ type: 'asset', fileName: 'csp-sources.json', source: `${JSON.stringify(sources)}\n` });
    },
  };
}

// React itself is a chunk of its own: main.tsx evaluates it in a task before the app's code.
const REACT = /node_modules\/(react|react-dom|scheduler)\//;
const FRAMEWORK = /node_modules\/(react-router|swr|use-sync-external-store|jotai|goober|redaxios|dequal)\//;
// The Arabic words (the storefront's lib/words.ar.ts, the widgets' and core's catalogues), one
// chunk that only an Arabic page loads (lib/locale.ts loadPageLanguage). Left to experimentalMinChunkSize, these
// small lazy chunks were merged into chunks every English page loads: the storefront's into the
// entry (1.3 -> 6 KiB gzip), the widgets' and core's into the public wishlist page.
const ARABIC_WORDS = /(\.ar|\/catalogue-ar|\/locale-ar)\.ts$/;
// The client's Arabic words for a failed call (core's api-errors-arabic.ts): every page carries
// them, yet the Arabic catalogue imports them, and Rollup would move a manual chunk's imports into
// it (and every page would load the Arabic chunk): named to go with the framework.
const EVERY_PAGE_ARABIC = /\/core\/src\/messages\/api-errors-arabic\.ts$/;

// Fails the build when the Arabic words become part of what every page loads (the entry and its
// static imports), say through a static import of a catalogue: English pages must not pay for them.
function arabicStaysLazy(): Plugin {
  return {
    name: 'horeca-arabic-stays-lazy',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
      const loaded = new Set<string>();
      const visit = (fileName: string) => {
        if (loaded.has(fileName)) return;
        loaded.add(fileName);
        for (const imported of chunks.find((chunk) => chunk.fileName === fileName)?.imports ?? []) visit(imported);
      };
      for (const entry of chunks.filter((chunk) => chunk.isEntry)) visit(entry.fileName);
      const arabic = chunks.filter((chunk) => loaded.has(chunk.fileName)).flatMap((chunk) => chunk.moduleIds.filter((id) => ARABIC_WORDS.test(id)));
      if (arabic.length) this.error(`Every page would load the Arabic words: ${arabic.join(', ')} (import them lazily, see lib/locale.ts)`);
    },
  };
}

// The page's scripts are asked for once the page has painted: a server-rendered page is
// whole without them, and on a phone line each script request made before the first paint
// delays it. This moves the entry script, its modulepreloads and the landing page's preloads
// (preloadLandingPage) into one loader at the end of <body>, run after the next frame. It
// comes after the server's payload (<!--ssr-data-->), which the entry reads.
function scriptsAfterFirstPaint(): Plugin {
  return {
    name: 'horeca-scripts-after-first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"[^>]*>\s*/g)];
        const entry = /<script type="module"[^>]*src="([^"]+)"[^>]*><\/script>\s*/.exec(html);
        const landing = /<script>(\(function\(\)\{var f=[\s\S]*?)<\/script>\s*/.exec(html);
        if (!entry) return html;
        let page = html;
        for (const tag of [...preloads.map((match) => match[0]), entry[0], landing?.[0] ?? '']) page = page.replace(tag, '');
        const hrefs = JSON.stringify(preloads.map((match) => match[1]));
        const loader =
          `<script>(function(){function go(){${landing?.[1] ?? ''}` +
          `${hrefs}.forEach(function(h){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=h;document.head.appendChild(l)});` +
          `var s=document.createElement('script');s.type='module';s.crossOrigin='';s.src=${JSON.stringify(entry[1])};document.head.appendChild(s)}` +
          `if(document.visibilityState==='hidden')go();else requestAnimationFrame(function(){setTimeout(go,0)})})()</script>`;
        return page.replace('</body>', `${loader}\n  </body>`);
      },
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  root: fileURLToPath(new URL('.', import.meta.url)),
  // The server render (`vite build --ssr`) carries its own React, the production build, with
  // everything that uses it (one React): left external, Node loads React by NODE_ENV, and a
  // store started without NODE_ENV=production (npm start, the e2e) rendered every page with
  // React's development build, 3-4 times slower (issue 31, docs/notes/page-speed.md). jsdom
  // stays external: only DOMPurify uses it, and it loads files of its own at run time.
  ...(isSsrBuild ? { define: { 'process.env.NODE_ENV': JSON.stringify('production') }, ssr: { noExternal: true, external: ['jsdom'] } } : {}),
  plugins: [react(), staticShellWords(), earlyInputScript(), cspSources(), preloadLandingPage(), inlineEntryCss(), scriptsAfterFirstPaint(), arabicStaysLazy(), precompress()],
  resolve: { alias: sourceAliases },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    rollupOptions: {
      // The libraries every page starts with are one chunk: left to Rollup they spread over
      // dozens of 1-2 KB chunks, each a request a phone waits on before the page hydrates.
      output: {
        manualChunks: (id) => (REACT.test(id) ? 'react' : FRAMEWORK.test(id) || EVERY_PAGE_ARABIC.test(id) ? 'framework' : ARABIC_WORDS.test(id) ? 'arabic' : undefined),
        experimentalMinChunkSize: 8_000,
      },
    },
  },
  server: {
    port: Number(process.env.STOREFRONT_PORT ?? 5173),
    proxy: {
      '/api': { target: process.env.API_URL ?? 'http://127.0.0.1:4310', changeOrigin: true },
    },
  },
}));
