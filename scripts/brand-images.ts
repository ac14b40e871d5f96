// Draws the sharing images (1200×630, one per country site) and the touch
// icon from the logo, in Chromium, into public/brand/. Run after changing the
// logo or the association's name: npx node scripts/brand-images.ts (Node 24 runs TypeScript directly)
import { readFileSync } from "node:fs";
import { launchBrowser } from "../tests/support/browser.ts";
import { organisationDefaults as organisation } from "../app/features/organisation/rules/defaults.ts";

const logo = readFileSync("public/brand/logo.svg", "utf8");
const browser = await launchBrowser();
const taglines = { de: "Straßenhunde aus Spanien suchen ein Zuhause", es: "Perros callejeros de España buscan un hogar" };
for (const locale of ["de", "es"] as const) {
  const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
  await page.setContent(`<!doctype html><html><body style="margin:0">
    <div style="width:1200px;height:630px;display:flex;align-items:center;gap:56px;padding:0 90px;box-sizing:border-box;
      background:linear-gradient(135deg,#fff7ed 0%,#fde3c4 60%,#f6b26b 100%);font-family:system-ui,sans-serif">
      <div style="width:300px;height:300px;flex:none">${logo.replace("<svg ", '<svg width="300" height="300" ')}</div>
      <div>
        <div style="font-size:84px;font-weight:800;color:#5c220e;line-height:1">${organisation[locale].siteName}</div>
        <div style="margin-top:28px;font-size:40px;color:#7c2d12;line-height:1.25">${taglines[locale]}</div>
      </div>
    </div></body></html>`);
  await page.screenshot({ path: `public/brand/og-${locale}.png` });
  await page.close();
}
const icon = await browser.newPage({ viewport: { width: 180, height: 180 } });
await icon.setContent(`<body style="margin:0;background:#fff7ed">${logo.replace("<svg ", '<svg width="180" height="180" ')}</body>`);
await icon.screenshot({ path: "public/brand/apple-touch-icon.png" });
await browser.close();
