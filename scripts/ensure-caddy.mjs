// Makes sure Caddy and systemd-analyze are there for `npm run stack` and the stack tests
// (deploy/Caddyfile, deploy/systemd/): says how to install them, and installs Debian's caddy
// and systemd with apt-get when running as root on Debian. Never lets the suite skip them silently.
import { existsSync } from "node:fs";
import { execSync, spawnSync } from "node:child_process";

const caddy = process.env.CADDY_PATH ?? "caddy";
const tools = [
  { name: "caddy", command: caddy, args: ["version"], debian: "caddy" },
  { name: "systemd-analyze", command: "systemd-analyze", args: ["--version"], debian: "systemd" },
];
const works = (tool) => spawnSync(tool.command, tool.args, { stdio: "ignore" }).status === 0;
let missing = tools.filter((tool) => !works(tool));
if (missing.length === 0) process.exit(0);

const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
const isDebian = existsSync("/etc/debian_version");
const packages = missing.map((tool) => tool.debian).join(" ");
if (isRoot && isDebian) {
  console.log(`${missing.map((tool) => tool.name).join(" and ")} missing; installing Debian's ${packages} with apt-get …`);
  execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages}`, { stdio: "inherit" });
  missing = missing.filter((tool) => !works(tool));
  if (missing.length === 0) process.exit(0);
}
console.error(
  `${missing.map((tool) => tool.name).join(" and ")} ${missing.length > 1 ? "are" : "is"} needed for the stack (npm run stack, npm run test:stack) and not found.\n` +
    `Install with: sudo apt-get update && sudo apt-get install -y ${missing.map((tool) => tool.debian).join(" ")}` +
    (missing.some((tool) => tool.name === "caddy") ? `\nor point CADDY_PATH at a Caddy 2 binary.` : ""),
);
process.exit(1);
