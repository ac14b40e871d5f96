// Makes sure xmllint is there for the unit stage, which validates every SEPA bank file the tests
// write against the official ISO 20022 schema (tests/support/xsd.ts): says how to install it, and
// installs Debian's libxml2-utils with apt-get when running as root on Debian. Never lets the
// suite skip the check silently.
import { existsSync } from "node:fs";
import { execSync, spawnSync } from "node:child_process";

const works = () => spawnSync("xmllint", ["--version"], { stdio: "ignore" }).status === 0;
if (works()) process.exit(0);

const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
if (isRoot && existsSync("/etc/debian_version")) {
  console.log("xmllint missing; installing Debian's libxml2-utils with apt-get …");
  execSync("apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq libxml2-utils", { stdio: "inherit" });
  if (works()) process.exit(0);
}
console.error("xmllint is needed to check the SEPA bank files against the ISO 20022 schema and not found.\nInstall with: sudo apt-get update && sudo apt-get install -y libxml2-utils");
process.exit(1);
