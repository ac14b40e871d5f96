// Compresses the hashed build assets once at build time (brotli at the
// highest quality and gzip level 9), so the server never compresses the same
// immutable file twice. The server picks the variant the browser accepts.
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

const dir = path.resolve("build/client/assets");
let count = 0;
for (const name of readdirSync(dir)) {
  if (!/\.(js|css|svg|json|txt|map)$/.test(name)) continue;
  const file = path.join(dir, name);
  if (statSync(file).size < 1024) continue;
  const body = readFileSync(file);
  writeFileSync(`${file}.br`, zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${file}.gz`, zlib.gzipSync(body, { level: 9 }));
  count++;
}
console.log(`precompressed ${count} assets`);
