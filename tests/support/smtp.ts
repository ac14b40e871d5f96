/** A real SMTP server on loopback (smtp-server) that keeps every message it accepts, parsed with mailparser. */
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { simpleParser } from "mailparser";

export interface ReceivedMail {
  messageId: string;
  from: string;
  to: string;
  replyTo: string;
  subject: string;
  text: string;
  raw: string;
}

export interface TestSmtp {
  url: string;
  port: number;
  messages: ReceivedMail[];
  /** Called when a message's data has arrived, before the server answers. */
  onData?: (mail: ReceivedMail) => void;
  /** Holds the answer to DATA this long (a slow or hanging peer). */
  answerDelayMs: number;
  /** Answers DATA with a temporary failure. */
  rejecting: boolean;
  close(): Promise<void>;
}

export async function startSmtpServer(port = 0): Promise<TestSmtp> {
  const state: TestSmtp = {
    url: "",
    port: 0,
    messages: [],
    answerDelayMs: 0,
    rejecting: false,
    close: async () => {},
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        void simpleParser(raw).then((parsed) => {
          const address = (value: unknown) => {
            const v = value as { text?: string } | { text?: string }[] | undefined;
            return Array.isArray(v) ? v.map((x) => x.text ?? "").join(", ") : (v?.text ?? "");
          };
          const mail: ReceivedMail = {
            messageId: parsed.messageId ?? "",
            from: address(parsed.from),
            to: address(parsed.to),
            replyTo: address(parsed.replyTo),
            subject: parsed.subject ?? "",
            text: parsed.text ?? "",
            raw,
          };
          if (state.rejecting) {
            callback(Object.assign(new Error("try again later"), { responseCode: 451 }));
            return;
          }
          state.messages.push(mail);
          state.onData?.(mail);
          setTimeout(() => callback(), state.answerDelayMs);
        });
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", () => resolve()));
  const actual = (server.server.address() as AddressInfo).port;
  state.port = actual;
  state.url = `smtp://127.0.0.1:${actual}`;
  state.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return state;
}

/** Forgets the mail received so far and restores the normal answer (accepting, at once), before each test. */
export function resetSmtp(smtp: TestSmtp): void {
  smtp.messages.length = 0;
  smtp.answerDelayMs = 0;
  smtp.rejecting = false;
  smtp.onData = undefined;
}
