import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig, type Plugin } from "vite";

// Fewer, larger scripts on a page's first load (decision 029). The bundler's own splitting gives
// every set of pages that shares a module a chunk of its own: the home page loaded 35 scripts, most
// under 2 KB. Two groups are merged instead, both found from the module graph of the client build
// once it has read every module and before it splits them into chunks:
// - "shell": what the client entry and the root route import, directly or not: every page runs it.
// - "common": what at least half of the public pages import (meta tags, responsive pictures, the
//   page hero, styles, formats) and the icon library's core: a page without one of them loads a
//   few hundred bytes more, and every page a handful of requests fewer.
// Icons stay where the pages that show them are (the icon library's index reaches every icon);
// the back office and anything only loaded on demand are never in either group. The budgets of
// `npm run bench:js` (tests/support/js-budgets.ts) are checked for every page after a change here.
const shell = new Set<string>();
const common = new Set<string>();
const COMMON_SHARE = 0.5;
const isRootOrEntry = (id: string) => /[\\/]app[\\/]root\.tsx(\?|$)/.test(id) || /[\\/]entry\.client\.[jt]sx?(\?|$)/.test(id);
const isPublicRoute = (id: string) => /[\\/]app[\\/]pages[\\/](?!forms-layout[\\/]).*route\.tsx?\?/.test(id);
const lucide = /[\\/]node_modules[\\/]lucide-react[\\/]/;
const lucideCore = /[\\/]node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/](createLucideIcon|Icon|defaultAttributes|context|shared[\\/].*)\.m?js$/;
const admin = /[\\/]app[\\/]admin[\\/]/;

function chunkGroups(): Plugin {
  return {
    name: "chunk-groups",
    buildEnd() {
      if (this.environment.name !== "client") return;
      const ids = [...this.getModuleIds()];
      const starts = ids.filter(isRootOrEntry);
      // React Router's build reads the client twice; only the pass with the app's modules counts.
      if (starts.length < 2) return;
      /** Every module an entry imports statically, directly or through others (entries excluded). */
      const closure = (from: string[]) => {
        const seen = new Set<string>();
        const stack = from.flatMap((id) => this.getModuleInfo(id)?.importedIds ?? []);
        while (stack.length) {
          const id = stack.pop()!;
          if (seen.has(id)) continue;
          const info = this.getModuleInfo(id);
          if (!info || info.isEntry) continue;
          seen.add(id);
          stack.push(...info.importedIds);
        }
        return seen;
      };
      for (const id of closure(starts)) shell.add(id);
      const routes = ids.filter(isPublicRoute);
      const reach = new Map<string, number>();
      for (const route of routes) for (const id of closure([route])) reach.set(id, (reach.get(id) ?? 0) + 1);
      for (const [id, count] of reach) {
        if (shell.has(id) || admin.test(id) || lucide.test(id)) continue;
        if (count >= Math.ceil(routes.length * COMMON_SHARE)) common.add(id);
      }
    },
  };
}

// The islands script (decision 040): app/islands/entry.ts, built with the client as an entry of its
// own (no React, no shared chunk with the app), its address handed to the server build as the
// module "virtual:islands" (the dev server serves the source itself).
const ISLANDS_ENTRY = fileURLToPath(new URL("./app/islands/entry.ts", import.meta.url));
const islandsDir = /[\\/]app[\\/]islands[\\/]/;
let islandsFile: string | undefined;

function islands(): Plugin {
  let serve = false;
  return {
    name: "islands",
    configResolved(config) {
      serve = config.command === "serve";
    },
    buildStart() {
      if (!serve && this.environment.name === "client") this.emitFile({ type: "chunk", id: ISLANDS_ENTRY, name: "islands" });
    },
    generateBundle(_options, bundle) {
      if (this.environment.name !== "client") return;
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === "chunk" && chunk.facadeModuleId === ISLANDS_ENTRY) islandsFile = chunk.fileName;
      }
    },
    resolveId(id) {
      return id === "virtual:islands" ? "\0virtual:islands" : undefined;
    },
    load(id) {
      if (id !== "\0virtual:islands") return;
      if (serve) return `export default "/app/islands/entry.ts";`;
      if (!islandsFile) this.error("virtual:islands: the client build has not emitted the islands script");
      return `export default ${JSON.stringify(`/${islandsFile}`)};`;
    },
  };
}

export default defineConfig({
  // The server build bundles our Express app (server/app.ts) together with the
  // React Router build, so production runs one file: build/server/index.js.
  environments: {
    ssr: {
      build: {
        rollupOptions: { input: "./server/app.ts" },
      },
    },
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: "shell", test: (id) => (shell.has(id) && !lucide.test(id) && !islandsDir.test(id)) || id.includes("rolldown/runtime"), priority: 2 },
                { name: "common", test: (id) => (common.has(id) && !islandsDir.test(id)) || lucideCore.test(id), priority: 1 },
              ],
            },
          },
        },
      },
    },
  },
  build: { assetsInlineLimit: 0 },
  plugins: [tailwindcss(), reactRouter(), chunkGroups(), islands()],
});
