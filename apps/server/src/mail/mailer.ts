// Outgoing mail: SMTP through nodemailer when SMTP_URL is set, otherwise printed to the server log so
// a newcomer can sign in without a mail server. In production the log shows only that a mail was due.
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
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
          logger.warn({ to: mail.to, subject: mail.subject }, 'SMTP_URL is unset: mail not delivered');
          logger.debug({ to: mail.to }, mail.text);
          return;
        }
        logger.info(`Mail to ${mail.to} — ${mail.subject}\n${mail.text}`);
      },
      close() {},
    };
  }
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(mail) {
      await transport.sendMail({ from, ...mail });
    },
    close: () => transport.close(),
  };
}
