// The mailer without SMTP_URL: a newcomer finds the sign-in code in the server log; production never
// logs it at info level.
import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createMailer } from '../src/mail/mailer.ts';
import { signInCodeMail } from '../src/mail/sign-in-code-mail.ts';

function capturedLogger(level = 'info') {
  const lines: Array<{ level: number; msg: string }> = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { logger: pino({ level }, stream), lines };
}

const INFO = 30;

describe('log mailer (SMTP_URL unset)', () => {
  it('prints one plain line with the e-mail and the code', async () => {
    const { logger, lines } = capturedLogger();
    const mailer = createMailer({ smtpUrl: undefined, from: 'Vitrine <a@b.io>', logger, production: false });
    await mailer.send(signInCodeMail('newcomer@example.com', '4821'));
    const line = lines.find((l) => l.level === INFO && l.msg.includes('4821'));
    expect(line?.msg).toContain('Sign-in code for newcomer@example.com: 4821');
    expect(line?.msg).not.toContain('\n');
  });

  it('never prints the code at info level or above in production', async () => {
    const { logger, lines } = capturedLogger('info');
    const mailer = createMailer({ smtpUrl: undefined, from: 'Vitrine <a@b.io>', logger, production: true });
    await mailer.send(signInCodeMail('prod@example.com', '7315'));
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.some((l) => JSON.stringify(l).includes('7315'))).toBe(false);
  });

  it('names Vitrine in the subject and carries the code in text and HTML', () => {
    const mail = signInCodeMail('x@example.com', '0042');
    expect(mail.subject).toContain('Vitrine');
    expect(/\b(\d{4})\b/.exec(mail.text)?.[1]).toBe('0042');
    expect(mail.html).toContain('0042');
  });
});
