/**
 * Zod as the site uses it: everyone imports `z` from here, never from "zod", so
 * the setting below runs before any schema is made, whichever chunk the bundler
 * puts a schema in. Zod never compiles code at run time: its JIT probe
 * (`new Function("")`) is blocked by the Content-Security-Policy (`script-src`
 * without 'unsafe-eval') and would be reported as a `securitypolicyviolation` on
 * every page that makes a schema.
 */
import { config, z } from "zod";

config({ jitless: true });

export { z };
