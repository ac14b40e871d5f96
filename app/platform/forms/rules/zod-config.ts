import { config } from "zod";

/**
 * Zod never compiles code at run time: its JIT probe (`new Function("")`) is
 * blocked by the Content-Security-Policy (`script-src` without
 * 'unsafe-eval') and reported as a `securitypolicyviolation` on every form
 * page. Zod reads this setting when a schema is created, so this module is
 * imported before any schema module (first line of index.ts).
 */
config({ jitless: true });
