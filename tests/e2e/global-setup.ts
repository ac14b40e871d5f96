import type { TestProject } from "vitest/node";
import { startTestServer } from "../support/server.ts";

declare module "vitest" {
  export interface ProvidedContext {
    server: { port: number; de: string; es: string };
  }
}

export default async function setup(project: TestProject) {
  const server = await startTestServer();
  project.provide("server", { port: server.port, de: server.de, es: server.es });
  return async () => {
    await server.stop();
  };
}
