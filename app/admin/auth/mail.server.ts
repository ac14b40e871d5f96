/** The sign-in e-mail of the back office (an invitation or a recovery link), in the account's language. */
import { randomUUID } from "node:crypto";
import { senderDomain, type MailMessage } from "#app/platform/mail/message.ts";
import { adminMessages } from "#app/admin/messages/index.ts";
import type { LinkPurpose } from "./links.server.ts";

export function signInMail(options: {
  from: string;
  to: string;
  locale: "de" | "es";
  purpose: LinkPurpose;
  link: string;
  role: string;
}): MailMessage {
  const m = adminMessages[options.locale].mail;
  const intro = options.purpose === "invitation" ? m.invitationIntro.replace("{role}", adminMessages[options.locale].roles[options.role as "owner"] ?? options.role) : m.recoveryIntro;
  return {
    from: options.from,
    to: options.to,
    replyTo: options.from,
    subject: options.purpose === "invitation" ? m.invitationSubject : m.recoverySubject,
    text: [m.greeting, "", intro, "", options.link, "", m.validity, "", m.ignore, ""].join("\n"),
    messageId: `<${randomUUID()}.signin@${senderDomain(options.from)}>`,
  };
}
