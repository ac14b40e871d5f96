// Makes sure Debian's Chromium is there for the browser tests: says how to
// install it, and installs it with apt-get when running as root on Debian.
// Never lets the suite skip the browser tests silently.
import { existsSync } from "node:fs";
import { execSync } from "node:child_process";

const path = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
if (existsSync(path)) process.exit(0);

const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
const isDebian = existsSync("/etc/debian_version");
if (isRoot && isDebian) {
  console.log(`Chromium is missing at ${path}; installing Debian's chromium with apt-get …`);
  execSync("apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium", { stdio: "inherit" });
  if (existsSync(path)) process.exit(0);
}
console.error(
  `Chromium is needed for the end-to-end tests and was not found at ${path}.\n` +
    `Install it with: sudo apt-get update && sudo apt-get install -y chromium\n` +
    `or point CHROMIUM_PATH at a Chromium or Chrome binary.`,
);
process.exit(1);
