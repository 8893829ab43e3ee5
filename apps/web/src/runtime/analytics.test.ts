// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ANALYTICS_PATH, createAnalytics, FLUSH_MS, optedOut, referrerHost } from './analytics.ts';

const release = { projectId: 'p-1', version: '1.0.2' };

describe('runtime analytics', () => {
  let sent: { url: string; data: Blob }[];
  let beacons: { url: string; body: Record<string, unknown> }[];

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    sent = [];
    beacons = [];
    Object.defineProperty(navigator, 'sendBeacon', {
      configurable: true,
      value: (url: string, data: Blob) => {
        sent.push({ url, data });
        return true;
      },
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    Object.defineProperty(navigator, 'doNotTrack', { configurable: true, value: null });
  });

  const settle = async () => {
    beacons = await Promise.all(
      sent.map(async ({ url, data }) => ({
        url,
        body: JSON.parse(await data.text()) as Record<string, unknown>,
      })),
    );
  };

  it('batches events and sends them with a beacon after a few seconds', async () => {
    const analytics = createAnalytics(release);
    analytics.log({ type: 'page_view', pageId: 'home' });
    analytics.log({ type: 'option_choice', attributeId: 'finish', optionId: 'oak', pageId: 'home' });
    await settle();
    expect(beacons).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(FLUSH_MS);
    await settle();
    expect(beacons).toHaveLength(1);
    const [beacon] = beacons;
    expect(beacon!.url).toBe(ANALYTICS_PATH);
    expect(beacon!.body).toMatchObject({ projectId: 'p-1', version: '1.0.2', device: 'laptop' });
    expect(beacon!.body.visit).toMatch(/^[0-9a-f]{32}$/);
    expect((beacon!.body.events as { type: string }[]).map((e) => e.type)).toEqual([
      'page_view',
      'option_choice',
    ]);
  });

  it('sends what is queued when the page is hidden, and drops events that would be refused', async () => {
    const analytics = createAnalytics(release);
    analytics.log({ type: 'price_shown', currency: 'INR', value: -5 });
    analytics.log({ type: 'hotspot_click', elementId: 'hinge' });
    window.dispatchEvent(new Event('pagehide'));
    await settle();
    expect(beacons).toHaveLength(1);
    expect((beacons[0]!.body.events as { type: string }[]).map((e) => e.type)).toEqual(['hotspot_click']);
  });

  it('sends nothing under Do-Not-Track', async () => {
    Object.defineProperty(navigator, 'doNotTrack', { configurable: true, value: '1' });
    expect(optedOut()).toBe(true);
    const analytics = createAnalytics(release);
    analytics.log({ type: 'page_view', pageId: 'home' });
    analytics.flush();
    await settle();
    expect(beacons).toHaveLength(0);
    expect(optedOut({ globalPrivacyControl: true }, {})).toBe(true);
  });

  it('keeps only the host of a referrer from another site', () => {
    expect(referrerHost('https://www.instagram.com/p/abc?x=1', 'studio.example')).toBe('www.instagram.com');
    expect(referrerHost('https://studio.example/builder/1', 'studio.example')).toBe('');
    expect(referrerHost('', 'studio.example')).toBe('');
  });
});
