// Outgoing mail: SMTP through nodemailer when SMTP_URL is set, otherwise printed to the server log so
// a newcomer can sign in without a mail server. In production the log shows only that a mail was due.
import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /**
   * One plain line printed instead of the whole text when SMTP_URL is unset outside production,
   * e.g. the sign-in code, so it stands out in the `npm start` output.
   */
  logLine?: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  close(): void;
}

export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  logger: FastifyBaseLogger;
  production: boolean;
}): Mailer {
  const { smtpUrl, from, logger, production } = options;
  if (!smtpUrl) {
    return {
      async send(mail) {
        if (production) {
          // Mails carry secrets (sign-in codes): never at info level in production.
          logger.warn({ to: mail.to, subject: mail.subject }, 'SMTP_URL is unset: mail not delivered');
          logger.debug({ to: mail.to }, mail.text);
          return;
        }
        if (mail.logLine) {
          logger.info(`${mail.logLine}   (SMTP_URL is unset, so mails are printed here)`);
          logger.debug({ to: mail.to, subject: mail.subject }, mail.text);
          return;
        }
        logger.info(`Mail to ${mail.to} — ${mail.subject}\n${mail.text}`);
      },
      close() {},
    };
  }
  // nodemailer is loaded with the first mail, not with the server.
  let transport: Promise<Transporter> | null = null;
  const open = () =>
    (transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport(smtpUrl),
    ));
  return {
    async send({ logLine: _logLine, ...mail }) {
      await (await open()).sendMail({ from, ...mail });
    },
    close: () => void transport?.then((opened) => opened.close()),
  };
}
