import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  // The server build bundles our Express app (server/app.ts) together with the
  // React Router build, so production runs one file: build/server/index.js.
  environments: {
    ssr: {
      build: {
        rollupOptions: { input: "./server/app.ts" },
      },
    },
  },
  build: { assetsInlineLimit: 0 },
  plugins: [tailwindcss(), reactRouter()],
});
