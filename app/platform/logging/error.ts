/**
 * How an error reaches the log: its type, its code and where it was thrown,
 * never its message. Messages can quote what a visitor sent (a database
 * error repeats the query's parameters, a URL error the path), and no visitor
 * input may ever reach a log line.
 */

export interface LoggedError {
  type: string;
  code?: string;
  /** Stack frames only ("at …" lines), without the message line. */
  stack?: string;
  cause?: LoggedError;
}

/** A short, input-free code for an error (driver code, SMTP response code, or the error's type). */
export function errorCode(error: unknown): string {
  if (typeof error === "object" && error !== null) {
    const e = error as { code?: unknown; responseCode?: unknown; name?: unknown };
    const parts = [e.code, e.responseCode].filter((p) => typeof p === "string" || typeof p === "number");
    if (parts.length > 0) return parts.join(" ").slice(0, 60);
    if (typeof e.name === "string") return e.name.slice(0, 60);
  }
  return "unknown";
}

function frames(stack: unknown): string | undefined {
  if (typeof stack !== "string") return undefined;
  const lines = stack.split("\n").filter((line) => /^\s+at /.test(line));
  return lines.length > 0 ? lines.slice(0, 12).map((line) => line.trim()).join("\n") : undefined;
}

/** The pino serializer for `err`: what is safe to keep of any thrown value. */
export function errorForLog(error: unknown, depth = 0): LoggedError {
  if (typeof error !== "object" || error === null) return { type: typeof error };
  const e = error as { name?: unknown; constructor?: { name?: unknown }; code?: unknown; stack?: unknown; cause?: unknown };
  const type = typeof e.name === "string" ? e.name : typeof e.constructor?.name === "string" ? e.constructor.name : "Object";
  const logged: LoggedError = { type: type.slice(0, 60) };
  const code = errorCode(error);
  if (code !== "unknown" && code !== logged.type) logged.code = code;
  const stack = frames(e.stack);
  if (stack) logged.stack = stack;
  if (e.cause !== undefined && depth < 3) logged.cause = errorForLog(e.cause, depth + 1);
  return logged;
}
