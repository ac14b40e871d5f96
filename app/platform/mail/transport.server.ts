/**
 * Where e-mails go: SMTP from SMTP_URL, or, without it, `.eml` files under
 * DATA_DIR/mail (one file per Message-ID, so a repeated send overwrites
 * rather than duplicates).
 */
import { mkdir, readdir, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { MailMessage } from "./message.ts";

export interface MailTransport {
  readonly kind: "smtp" | "file";
  send(message: MailMessage): Promise<void>;
  /**
   * Forgets the copies this transport keeps of sent messages whose Message-ID starts with one of
   * the prefixes (without "<"): the `.eml` files of the file transport; SMTP keeps none.
   */
  forget(messageIdPrefixes: readonly string[]): Promise<number>;
  close(): void;
}

/** The file name of a message's `.eml` copy, without the extension. */
function fileNameOf(messageId: string): string {
  return messageId.replace(/[<>]/g, "").replace(/[^\w.@-]/g, "_");
}

function envelope(message: MailMessage) {
  return {
    from: message.from,
    to: message.to,
    replyTo: message.replyTo,
    subject: message.subject,
    text: message.text,
    messageId: message.messageId,
    headers: { "Auto-Submitted": "auto-generated", ...message.headers },
    attachments: message.attachments?.map((file) => ({ filename: file.filename, contentType: file.contentType, content: Buffer.from(file.content) })),
  };
}

export function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url,
    pool: true,
    maxConnections: 3,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  } as Parameters<typeof nodemailer.createTransport>[0]);
  return {
    kind: "smtp",
    async send(message) {
      await transporter.sendMail(envelope(message));
    },
    forget: async () => 0,
    close: () => transporter.close(),
  };
}

export function fileTransport(directory: string): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    kind: "file",
    async send(message) {
      const info = await transporter.sendMail(envelope(message));
      await mkdir(directory, { recursive: true });
      const target = path.join(directory, `${fileNameOf(message.messageId)}.eml`);
      const temporary = `${target}.${process.pid}.tmp`;
      await writeFile(temporary, info.message as Buffer);
      await rename(temporary, target);
    },
    async forget(prefixes) {
      const names = prefixes.map(fileNameOf).filter((p) => p.length > 0);
      if (names.length === 0) return 0;
      const files = await readdir(directory).catch(() => [] as string[]);
      const gone = files.filter((file) => names.some((prefix) => file.startsWith(prefix)));
      await Promise.all(gone.map((file) => rm(path.join(directory, file), { force: true })));
      return gone.length;
    },
    close: () => transporter.close(),
  };
}

export function mailTransport(options: { smtpUrl?: string; dataDir: string }): MailTransport {
  return options.smtpUrl ? smtpTransport(options.smtpUrl) : fileTransport(path.join(options.dataDir, "mail"));
}
