import { ChannelBusy, ChannelUnavailable } from "./channel.server.ts";
import { RestoreRefused } from "./database.server.ts";
import { ArchiveError } from "./manifest.ts";

/** The one message a backup or restore command prints when it stops. */
export function describeFailure(error: unknown): string {
  if (error instanceof ArchiveError) return `Refused: ${error.message}`;
  if (error instanceof RestoreRefused || error instanceof ChannelBusy || error instanceof ChannelUnavailable) return `Refused: ${error.message}`;
  const code = (error as NodeJS.ErrnoException | null)?.code;
  if (code === "ENOENT") return `Failed: a file or folder does not exist (${(error as NodeJS.ErrnoException).path ?? ""}).`;
  if (code === "EACCES") return `Failed: no permission for ${(error as NodeJS.ErrnoException).path ?? "a file"}.`;
  if (code === "ECONNREFUSED") return "Failed: the PostgreSQL server of DATABASE_URL does not answer.";
  return `Failed: ${error instanceof Error ? error.stack ?? error.message : String(error)}`;
}
