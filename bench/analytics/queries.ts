// Query latency through the real endpoints: each of stats, trends, journey (with a funnel), reports and
// insights, over the last 7, 30 and 90 days, every release or one, every device or mobile only.
import { request } from 'node:http';

export interface QueryTimings {
  name: string;
  latenciesMs: number[];
}

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

function post(url: string, token: string, body: unknown): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const call = request(
      url,
      { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` } },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
      },
    );
    call.on('error', reject);
    call.end(JSON.stringify(body));
  });
}

export async function measureQueries(
  url: string,
  token: string,
  projectId: string,
  options: { rounds: number; release: string },
): Promise<QueryTimings[]> {
  const today = Date.now();
  const ranges = [7, 30, 90].map((days) => ({
    from: isoDay(today - (days - 1) * 86_400_000),
    to: isoDay(today),
  }));
  const variants = ranges.flatMap((range) => [
    { ...range },
    { ...range, release: options.release },
    { ...range, filters: { device: ['mobile'] } },
  ]);
  const calls: [string, string, Record<string, unknown>][] = [
    ['stats', '/v2/analytics/stats', {}],
    ['trends (day, all)', '/v2/analytics/trends', { interval: 'day' }],
    ['trends (day, visitors)', '/v2/analytics/trends', { interval: 'day', measures: ['visitors'] }],
    ['reports', '/v2/analytics/reports', {}],
    ['journey', '/v2/analytics/journey', {}],
    ['journey + funnel', '/v2/analytics/journey', { steps: ['page:home', 'option:finish:walnut', 'cart'] }],
    ['insights', '/v2/analytics/reports/insights', {}],
  ];
  const timings = calls.map(([name]) => ({ name, latenciesMs: [] as number[] }));
  for (let round = 0; round < options.rounds; round++) {
    for (const [index, [name, path, extra]] of calls.entries()) {
      const variant = variants[round % variants.length]!;
      const body = { projectId, timeZone: 'Asia/Kolkata', ...variant, ...extra };
      const started = performance.now();
      const response = await post(`${url}${path}`, token, body);
      const elapsed = performance.now() - started;
      if (response.status !== 200)
        throw new Error(`${name}: ${response.status} ${response.text.slice(0, 200)}`);
      // The first round warms caches (release names, plans); it is not counted.
      if (round > 0) timings[index]!.latenciesMs.push(elapsed);
    }
  }
  return timings;
}
