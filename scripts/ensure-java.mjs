// Makes sure Java is there for the Nu Html Checker (npm vnu-jar) that the
// end-to-end tests run over every page: says how to install it, and installs
// Debian's default-jre-headless with apt-get when running as root on Debian.
// Never lets the suite skip the HTML check silently.
import { existsSync } from "node:fs";
import { execSync, spawnSync } from "node:child_process";

const java = process.env.JAVA ?? "java";
const works = () => spawnSync(java, ["-version"], { stdio: "ignore" }).status === 0;
if (works()) process.exit(0);

const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
const isDebian = existsSync("/etc/debian_version");
if (isRoot && isDebian) {
  console.log("Java is missing; installing Debian's default-jre-headless with apt-get …");
  execSync("apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq default-jre-headless", { stdio: "inherit" });
  if (works()) process.exit(0);
}
console.error(
  "Java is needed for the Nu Html Checker of the end-to-end tests and was not found.\n" +
    "Install it with: sudo apt-get update && sudo apt-get install -y default-jre-headless\n" +
    "or point JAVA at a java binary.",
);
process.exit(1);
