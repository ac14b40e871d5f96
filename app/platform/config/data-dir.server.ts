/**
 * DATA_DIR holds the embedded database, the e-mail files (which carry sign-in
 * links) and the image cache (uploads live in the database, decision 028): no other user of the machine may read
 * it. Everything this process creates is private to its user (umask 077:
 * folders 0700, files 0600), and at start a folder left open by an older
 * version (or by a copy that kept its modes) is closed: every entry with any
 * right for group or others loses them.
 */
import { chmodSync, lstatSync, mkdirSync, readdirSync } from "node:fs";
import path from "node:path";
import { isMainThread } from "node:worker_threads";

const OPEN_TO_OTHERS = 0o077;

/** Creates DATA_DIR (0700) and takes group's and others' rights from everything in it. */
export function secureDataDir(dataDir: string): void {
  if (dataDir === "memory://") return;
  // (A worker thread cannot set it: the tests' workers rely on the closing walk below.)
  if (isMainThread) process.umask(OPEN_TO_OTHERS);
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  closeToOthers(path.resolve(dataDir));
}

/**
 * Takes group's and others' rights from everything under DATA_DIR: after the
 * embedded database unpacked its files (they come 0666 from its archive) and
 * after files were copied in (a copy keeps its source's mode).
 */
export function closeDataDir(dataDir: string): void {
  if (dataDir === "memory://") return;
  closeToOthers(path.resolve(dataDir));
}

function closeToOthers(entry: string): void {
  const stat = lstatSync(entry);
  if (stat.isSymbolicLink()) return;
  if ((stat.mode & OPEN_TO_OTHERS) !== 0) chmodSync(entry, stat.mode & 0o700);
  if (!stat.isDirectory()) return;
  for (const name of readdirSync(entry)) closeToOthers(path.join(entry, name));
}

/**
 * Where versions before decision 028 kept uploaded pictures under DATA_DIR (the public buckets
 * blog-images and guide-images): moved into the database at start; the image cache lives beside it.
 */
export function storageDirOf(dataDir: string): string {
  return path.resolve(dataDir === "memory://" ? path.join("data", "memory-storage") : dataDir, "storage");
}
