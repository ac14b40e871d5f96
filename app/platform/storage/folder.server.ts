import { readdir } from "node:fs/promises";

/** Every regular file below `dir`, as sorted relative paths with forward slashes (none when it does not exist). */
export async function listFolderFiles(dir: string): Promise<string[]> {
  const found: string[] = [];
  async function walk(relative: string): Promise<void> {
    let entries;
    try {
      entries = await readdir(relative ? `${dir}/${relative}` : dir, { withFileTypes: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
      throw error;
    }
    for (const entry of entries) {
      const child = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isDirectory()) await walk(child);
      else if (entry.isFile()) found.push(child);
    }
  }
  await walk("");
  return found.sort();
}
