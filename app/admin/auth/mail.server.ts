/** The sign-in e-mail of the back office (an invitation or a recovery link), in the account's language. */
import { randomUUID } from "node:crypto";
import { plural } from "#app/platform/i18n/plural.ts";
import { DEFAULT_INVITATION_DAYS } from "./links.server.ts";
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
  /** An invitation's validity in days. */
  days?: number;
}): MailMessage {
  const m = adminMessages[options.locale].mail;
  const intro = options.purpose === "invitation" ? m.invitationIntro.replace("{role}", adminMessages[options.locale].roles[options.role as "owner"] ?? options.role) : m.recoveryIntro;
  return {
    from: options.from,
    to: options.to,
    replyTo: options.from,
    subject: options.purpose === "invitation" ? m.invitationSubject : m.recoverySubject,
    text: [
      m.greeting,
      "",
      intro,
      "",
      options.link,
      "",
      options.purpose === "invitation" ? plural(options.locale, m.invitationValidity, options.days ?? DEFAULT_INVITATION_DAYS) : m.validity,
      "",
      options.purpose === "invitation" ? m.invitationIgnore : m.ignore,
      "",
    ].join("\n"),
    messageId: `<${randomUUID()}.signin@${senderDomain(options.from)}>`,
  };
}
