import { chmodSync, mkdirSync, unlinkSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import { Readable, type Writable } from "node:stream";

/**
 * The embedded database's local channel (docs/decisions/015-backups.md#pglite):
 * PGlite allows one process per data folder, so the process that opens it
 * (the server, or a backup or restore while no server runs) first binds the
 * Unix socket DATA_DIR/run/db.sock, in a folder only the site's user can
 * enter. The socket is the lock: a second process finds it answered and
 * stays away from the database; through it, `npm run backup` asks the
 * running server for the archive.
 */

/** Longest socket path Linux and macOS accept, with a margin. */
const MAX_SOCKET_PATH = 100;

export type Holder = "server" | "backup" | "restore";

export class ChannelBusy extends Error {
  readonly holder: string;
  readonly pid: number;
  constructor(holder: string, pid: number) {
    super(`The embedded database in DATA_DIR is in use by another process (${holder}, pid ${pid}).`);
    this.holder = holder;
    this.pid = pid;
  }
}

export class ChannelUnavailable extends Error {}

export function channelPath(dataDir: string): string {
  return path.resolve(dataDir, "run", "db.sock");
}

function checkPath(socketPath: string): void {
  if (Buffer.byteLength(socketPath) > MAX_SOCKET_PATH) {
    throw new ChannelUnavailable(
      `The path of DATA_DIR is too long for its local socket (${socketPath}, more than ${MAX_SOCKET_PATH} bytes): choose a shorter DATA_DIR.`,
    );
  }
}

interface Reply {
  ok: boolean;
  holder?: string;
  pid?: number;
  error?: string;
}

/** Sends one command; null when no process listens (no socket, or a stale one). */
async function ask(socketPath: string, command: string): Promise<{ reply: Reply; body: Readable } | null> {
  const socket = await new Promise<net.Socket | null>((resolve, reject) => {
    const s = net.createConnection(socketPath);
    s.once("connect", () => resolve(s));
    s.once("error", (error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT" || error.code === "ECONNREFUSED") resolve(null);
      else reject(error);
    });
  });
  if (!socket) return null;
  socket.write(`${JSON.stringify({ command })}\n`);
  const iterator = socket[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  let buffered = Buffer.alloc(0);
  for (;;) {
    const newline = buffered.indexOf(10);
    if (newline !== -1) {
      const reply = JSON.parse(buffered.subarray(0, newline).toString("utf8")) as Reply;
      const rest = buffered.subarray(newline + 1);
      async function* body() {
        if (rest.length) yield rest;
        for (;;) {
          const next = await iterator.next();
          if (next.done) return;
          yield next.value;
        }
      }
      return { reply, body: Readable.from(body(), { objectMode: false }) };
    }
    const next = await iterator.next();
    if (next.done) throw new ChannelUnavailable("The process holding the embedded database closed the channel without an answer.");
    buffered = Buffer.concat([buffered, next.value]);
    if (buffered.length > 4096) throw new ChannelUnavailable("The process holding the embedded database answered something unexpected.");
  }
}

export interface Channel {
  /** From now on a `backup` request is answered by writing the archive to the connection. */
  onBackup(handler: (out: Writable) => Promise<void>): void;
  close(): Promise<void>;
}

/**
 * Binds the channel for this process, or throws ChannelBusy when another
 * process holds it. A socket file left by a process that ended is replaced.
 */
export async function claimChannel(dataDir: string, holder: Holder): Promise<Channel> {
  const socketPath = channelPath(dataDir);
  checkPath(socketPath);
  mkdirSync(path.dirname(socketPath), { recursive: true, mode: 0o700 });
  chmodSync(path.dirname(socketPath), 0o700);
  let backup: ((out: Writable) => Promise<void>) | null = null;
  const server = net.createServer((socket) => {
    socket.on("error", () => {});
    let line = "";
    const onData = (chunk: Buffer) => {
      line += chunk.toString("utf8");
      if (line.length > 1024) return socket.destroy();
      const newline = line.indexOf("\n");
      if (newline === -1) return;
      socket.off("data", onData);
      let command = "";
      try {
        command = String((JSON.parse(line.slice(0, newline)) as { command?: unknown }).command ?? "");
      } catch {
        // answered below as an unknown command
      }
      const answer = (reply: Reply) => socket.write(`${JSON.stringify(reply)}\n`);
      if (command === "hello") {
        answer({ ok: true, holder, pid: process.pid });
        socket.end();
      } else if (command === "backup" && backup) {
        answer({ ok: true, holder, pid: process.pid });
        backup(socket).then(
          () => socket.end(),
          (error: unknown) => socket.destroy(error instanceof Error ? error : new Error(String(error))),
        );
      } else if (command === "backup") {
        answer({ ok: false, holder, pid: process.pid, error: `The embedded database is in use by a ${holder} (pid ${process.pid}); try again when it has finished.` });
        socket.end();
      } else {
        answer({ ok: false, error: "unknown command" });
        socket.end();
      }
    };
    socket.on("data", onData);
  });
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const onError = (error: Error) => reject(error);
      server.once("error", onError);
      server.listen(socketPath, () => {
        server.off("error", onError);
        resolve();
      });
    });
  try {
    await listen();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EADDRINUSE") throw error;
    const other = await ask(socketPath, "hello");
    if (other) {
      other.body.destroy();
      throw new ChannelBusy(other.reply.holder ?? "unknown", other.reply.pid ?? 0);
    }
    unlinkSync(socketPath);
    await listen();
  }
  chmodSync(socketPath, 0o600);
  return {
    onBackup(handler) {
      backup = handler;
    },
    close() {
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * Asks the process holding the embedded database for a backup. Null when no
 * process holds it (the caller may then open the database itself).
 */
export async function requestBackup(dataDir: string): Promise<Readable | null> {
  const socketPath = channelPath(dataDir);
  checkPath(socketPath);
  const answer = await ask(socketPath, "backup");
  if (!answer) return null;
  if (!answer.reply.ok) {
    answer.body.destroy();
    throw new ChannelBusy(answer.reply.holder ?? "unknown", answer.reply.pid ?? 0);
  }
  return answer.body;
}

/** Which process holds the embedded database, if any. */
export async function channelHolder(dataDir: string): Promise<{ holder: string; pid: number } | null> {
  const socketPath = channelPath(dataDir);
  checkPath(socketPath);
  const answer = await ask(socketPath, "hello");
  if (!answer) return null;
  answer.body.destroy();
  return { holder: answer.reply.holder ?? "unknown", pid: answer.reply.pid ?? 0 };
}
