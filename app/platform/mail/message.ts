/** What every e-mail of the site is, whoever writes it (pure): the outbox sends it, a transport delivers it. */

export interface MailMessage {
  from: string;
  to: string;
  replyTo: string;
  subject: string;
  text: string;
  /** Derived from what the e-mail is about, so a message sent twice (after a crash) can be recognised as the same. */
  messageId: string;
  /** Further headers (the alerts' List-Unsubscribe). */
  headers?: Record<string, string>;
  /** Files sent with it (a member's donation receipt as a PDF). */
  attachments?: readonly { filename: string; contentType: string; content: Uint8Array }[];
}

/** The domain part of the sender address (for Message-IDs). */
export function senderDomain(from: string): string {
  const match = /@([^>\s]+)>?\s*$/.exec(from);
  return match?.[1] ?? "localhost";
}

/** Subject lines never carry line breaks (header injection). */
export function oneLine(value: string): string {
  return value.replace(/[\r\n\t]+/g, " ").replace(/\s{2,}/g, " ").trim();
}
