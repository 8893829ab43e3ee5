// The web app reports its errors to the Sentry-compatible service the server names (SENTRY_DSN): here
// a local envelope receiver. An uncaught error in the studio arrives as an event from the browser SDK.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEnvelopeReceiver, type EnvelopeReceiver } from '../apps/server/test/envelope-receiver.ts';
import type { TestServer } from '../apps/server/test/harness.ts';
import { openBrowser, screenshot, startStudio, type Browser } from './harness.ts';

describe('error reporting from the web app', () => {
  let receiver: EnvelopeReceiver;
  let server: TestServer;
  let browser: Browser;

  beforeAll(async () => {
    receiver = await startEnvelopeReceiver();
    server = await startStudio({ env: { SENTRY_DSN: receiver.dsn, SENTRY_ENVIRONMENT: 'e2e' } });
    browser = await openBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await receiver?.close();
  });

  it('sends an uncaught error of the studio to the DSN, allowed by the page policy', async () => {
    const { page } = browser;
    const refused: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
    });
    // The studio's page carries the client configuration; the SDK it names is set up once its module
    // has arrived (listened for before it can).
    const configured = page.waitForResponse((response) =>
      /\/assets\/sentry-[\w-]+\.js$/.test(response.url()),
    );
    await page.goto(`${server.url}/login`);
    await page.getByRole('button', { name: 'Sign In With Email' }).waitFor();
    await configured;
    await page.waitForTimeout(500);
    await page.evaluate(() => {
      setTimeout(() => {
        throw new Error('Studio failure for the error-reporting test');
      });
    });
    const event = await receiver.waitFor((candidate) => candidate.message.includes('Studio failure'));
    expect(event.platform).toBe('javascript');
    expect(event.environment).toBe('e2e');
    expect(refused).toEqual([]);
    await screenshot(page, 'error-reporting-login');
  });
});
