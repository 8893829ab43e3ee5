// Bulk analytics for the query benchmark, made inside the database with generate_series (no HTTP,
// no per-row round trips): sessions over 90 days across three releases and four devices, their
// events (about 16 each: pages, options, variants, hotspots, points of interest, prices, carts), and
// then the sessions' journeys and every rollup aggregated from them by the definitions of
// docs/analytics.md — what ingestion would have written, made in a few statements.
import { sql } from 'drizzle-orm';
import { JOURNEY_ID_SQL, STEP_CODE_SQL } from '../../apps/server/src/analytics/step-codes.ts';
import { DURATION_BANDS } from '../../apps/server/src/analytics/session-fold.ts';
import type { Database } from '../../apps/server/src/db/database.ts';

export const SPAN_DAYS = 90;
/** Average events per session (4..28, uniform). */
const MEAN_EVENTS = 16;
export const RELEASES = ['1.0.0', '1.0.1', '1.0.2'] as const;

const SEP = '\u001f';
const BANDS = sql.raw(`array[${DURATION_BANDS.join(', ')}]`);

async function exec(db: Database, label: string, query: ReturnType<typeof sql>, log: (line: string) => void) {
  const started = performance.now();
  await db.execute(query);
  log(`  ${label}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

/** Generates about `events` events for the project, ending now; returns the sessions made. */
export async function generateAnalytics(
  db: Database,
  projectId: string,
  events: number,
  log: (line: string) => void,
): Promise<{ sessions: number }> {
  const sessions = Math.max(1, Math.round(events / MEAN_EVENTS));
  const end = new Date();
  const start = new Date(end.getTime() - SPAN_DAYS * 86_400_000);
  const span = SPAN_DAYS * 86_400;
  const third = (end.getTime() - start.getTime()) / 3;
  const t1 = new Date(start.getTime() + third).toISOString();
  const t2 = new Date(start.getTime() + 2 * third).toISOString();

  await exec(
    db,
    'sessions plan',
    sql`create unlogged table bench_sessions as
    select s::bigint as s,
      ${start.toISOString()}::timestamptz + (random() * ${span}) * interval '1 second' as started_at,
      (array['desktop','mobile','tablet','laptop'])[1 + floor(random() * 4)::int] as device,
      (array['','instagram.com','google.com','pinterest.com','facebook.com','newsletter.example'])[1 + floor(random() * 6)::int] as referrer,
      (array['','IN','US','FR','DE','GB','AE'])[1 + floor(random() * 7)::int] as country,
      (4 + floor(random() * ${2 * (MEAN_EVENTS - 4) + 1}))::int as n,
      (5 + floor(random() * 40))::int as gap,
      (s * 5 / 8)::bigint as visitor
    from generate_series(1, ${sessions}) s`,
    log,
  );
  await db.execute(sql`alter table bench_sessions add column version text`);
  await db.execute(sql`update bench_sessions set version = case when started_at < ${t1}::timestamptz then ${RELEASES[0]}
    when started_at < ${t2}::timestamptz then ${RELEASES[1]} else ${RELEASES[2]} end`);

  // Bulk loads go faster into a table without its b-tree index: it is built once afterwards.
  await db.execute(sql`drop index if exists analytics_events_project_idx`);
  // Each event: a type and key from a hash of (session, index); the first is always a page view.
  await exec(
    db,
    `${events.toLocaleString('en-US')} events`,
    sql`insert into analytics_events
      (project_id, version, session_id, created_at, type, page_id, key, amount, currency, label)
    select ${projectId}::uuid, b.version, b.s, least(b.started_at + (i * b.gap) * interval '1 second', ${end.toISOString()}::timestamptz),
      e.type, 'home', e.key, e.amount, e.currency, e.label
    from bench_sessions b
    cross join lateral generate_series(0, b.n - 1) i
    cross join lateral (select ((b.s * 7919 + i * 104729) % 1000) / 1000.0 as r) h
    cross join lateral (select
      case when i = 0 or h.r < 0.25 then 'page_view' when h.r < 0.55 then 'option_choice'
        when h.r < 0.70 then 'variant_choice' when h.r < 0.80 then 'hotspot_click'
        when h.r < 0.85 then 'poi_focus' when h.r < 0.97 then 'price_shown' else 'add_to_cart' end as type,
      case when i = 0 then 'page:home'
        when h.r < 0.25 then 'page:' || (array['home','configure','details','checkout'])[1 + floor(h.r * 16)::int]
        when h.r < 0.40 then 'option:finish:' || (array['walnut','oak','black','white'])[1 + floor((h.r - 0.25) * 26)::int]
        when h.r < 0.55 then 'option:size:' || (array['s','m','l'])[1 + floor((h.r - 0.40) * 19.9)::int]
        when h.r < 0.70 then 'variant:legs:' || (array['tall','short','hairpin'])[1 + floor((h.r - 0.55) * 19.9)::int]
        when h.r < 0.80 then 'hotspot:' || (array['hinge','drawer','top'])[1 + floor((h.r - 0.70) * 29.9)::int]
        when h.r < 0.85 then 'poi:top-view'
        when h.r < 0.97 then 'INR ' || (array[49990, 54990, 59990, 64990])[1 + floor((h.r - 0.85) * 33)::int]
        else 'cart' end as key,
      case when h.r >= 0.85 and i > 0 then (array[49990, 54990, 59990, 64990])[1 + floor((h.r - 0.85) * 33)::int] end::float8 as amount,
      case when h.r >= 0.85 and i > 0 then 'INR' end as currency,
      case when h.r >= 0.97 and i > 0 then 'Dining table' end as label) e`,
    log,
  );

  await exec(
    db,
    'events index',
    sql`create index analytics_events_project_idx on analytics_events using btree (project_id, created_at)`,
    log,
  );

  // Each event with its session's cells, its breakdown dimension and key, and its step before it.
  await exec(
    db,
    'event cells',
    sql`create unlogged table bench_cells as
    select ev.session_id as s, ev.created_at, ev.type, ev.key, b.version, b.device, b.started_at,
      case ev.type when 'page_view' then 'page' when 'option_choice' then 'option' when 'variant_choice' then 'variant'
        when 'hotspot_click' then 'hotspot' when 'poi_focus' then 'poi' when 'price_shown' then 'price' else 'cart' end as dim,
      case when ev.type = 'price_shown' then ev.key when ev.type = 'add_to_cart' then coalesce(ev.label, '')
        when ev.type in ('option_choice', 'variant_choice') then substr(ev.key, strpos(ev.key, ':') + 1)
        else substr(ev.key, strpos(ev.key, ':') + 1) end as bkey,
      case when ev.type = 'price_shown' then null else ev.key end as step
    from analytics_events ev join bench_sessions b on b.s = ev.session_id
    where ev.project_id = ${projectId}::uuid`,
    log,
  );

  await exec(
    db,
    'sessions',
    sql`insert into analytics_sessions (id, project_id, version, visitor_id, started_at,
      last_seen_at, device, country, referrer, entry_page, page_views, interactions, converted, seen, path)
    select b.s, ${projectId}::uuid, b.version, b.visitor, b.started_at, c.last_seen, b.device, b.country, b.referrer,
      'home', c.page_views, c.interactions, c.converted, '{}', coalesce(p.path, '{}')
    from bench_sessions b
    join (select s, max(created_at) as last_seen, count(*) filter (where type = 'page_view')::int as page_views,
        count(*) filter (where type not in ('page_view', 'price_shown'))::int as interactions,
        bool_or(type = 'add_to_cart') as converted from bench_cells group by s) c on c.s = b.s
    left join (select s, (array_agg(step order by created_at))[1:50] as path from (
        select s, created_at, step, lag(step) over (partition by s order by created_at) as previous
        from bench_cells where step is not null) q
      where previous is distinct from step group by s) p on p.s = b.s`,
    log,
  );

  await exec(
    db,
    'session journeys',
    sql`create unlogged table bench_journeys as
    select id, project_id, started_at, version, device, coalesce((select string_agg(${sql.raw(STEP_CODE_SQL('p.step'))},
      '' order by p.ord) from unnest(path) with ordinality as p(step, ord)), '') as steps
    from analytics_sessions where project_id = ${projectId}::uuid`,
    log,
  );
  await exec(
    db,
    'distinct journeys',
    sql`insert into analytics_journeys (project_id, id, steps)
    select distinct project_id, ${sql.raw(JOURNEY_ID_SQL('steps'))}, steps from bench_journeys`,
    log,
  );
  await exec(
    db,
    'session paths',
    sql`insert into analytics_session_paths (session_id, project_id, started_at, version, device, journey)
    select id, project_id, started_at, version, device, ${sql.raw(JOURNEY_ID_SQL('steps'))} from bench_journeys`,
    log,
  );
  await db.execute(sql`drop table bench_journeys`);

  const hour = sql.raw(`date_trunc('hour', started_at)`);
  await exec(
    db,
    'hourly traffic',
    sql`insert into analytics_traffic_hourly
      (project_id, bucket, version, device, visitors, sessions, page_views, interactions, conversions)
    select ${projectId}::uuid, bucket, version, device, sum(visitors), sum(sessions), sum(page_views),
      sum(interactions), sum(conversions) from (
      select ${hour} as bucket, version, device, 0 as visitors, count(*) as sessions, 0 as page_views,
        0 as interactions, count(*) filter (where converted) as conversions
      from analytics_sessions where project_id = ${projectId}::uuid group by 1, 2, 3
      union all
      select ${hour}, version, device, count(*), 0, 0, 0, 0 from (
        select distinct on (visitor_id, (started_at at time zone 'UTC')::date) started_at, version, device
        from analytics_sessions where project_id = ${projectId}::uuid
        order by visitor_id, (started_at at time zone 'UTC')::date, started_at) first_of_day group by 1, 2, 3
      union all
      select date_trunc('hour', created_at), version, device, 0, 0, count(*) filter (where type = 'page_view'),
        count(*) filter (where type not in ('page_view', 'price_shown')), 0
      from bench_cells group by 1, 2, 3) t
    group by bucket, version, device`,
    log,
  );

  await exec(
    db,
    'hourly breakdowns',
    sql`insert into analytics_breakdown_hourly
      (project_id, bucket, version, device, dimension, key, events, sessions)
    select ${projectId}::uuid, bucket, version, device, dimension, key, sum(events), sum(sessions) from (
      select date_trunc('hour', created_at) as bucket, version, device, dim as dimension, bkey as key,
        count(*) as events, 0 as sessions from bench_cells group by 1, 2, 3, 4, 5
      union all
      select date_trunc('hour', started_at), version, device, dim, bkey, 0, count(*)
      from (select distinct s, started_at, version, device, dim, bkey from bench_cells) d group by 1, 2, 3, 4, 5
      union all
      select ${hour}, version, device, 'referrer', referrer, count(*), count(*)
      from analytics_sessions where project_id = ${projectId}::uuid group by 1, 2, 3, 5
      union all
      select ${hour}, version, device, 'country', country, count(*), count(*)
      from analytics_sessions where project_id = ${projectId}::uuid group by 1, 2, 3, 5
      union all
      select ${hour}, version, device, 'entry', entry_page, count(*), count(*)
      from analytics_sessions where project_id = ${projectId}::uuid group by 1, 2, 3, 5
      union all
      select ${hour}, version, device, 'path', array_to_string(path[1:4], ${SEP}), 0, count(*)
      from analytics_sessions where project_id = ${projectId}::uuid and cardinality(path) > 0 group by 1, 2, 3, 5
      union all
      select date_trunc('hour', created_at), version, device, 'transition', previous || ${SEP} || step, count(*), 0
      from (select created_at, version, device, step, lag(step) over (partition by s order by created_at) as previous
        from bench_cells where step is not null) m
      where previous is not null and previous <> step group by 1, 2, 3, 5) t
    group by bucket, version, device, dimension, key`,
    log,
  );

  await exec(
    db,
    'hourly durations',
    sql`insert into analytics_durations_hourly (project_id, bucket, version, device, band, sessions)
    select ${projectId}::uuid, ${hour}, version, device, band, count(*) from (
      select started_at, version, device, (select max(bands.v) from unnest(${BANDS}) as bands(v)
        where bands.v <= extract(epoch from last_seen_at - started_at)) as band
      from analytics_sessions where project_id = ${projectId}::uuid) d
    group by 2, 3, 4, 5 order by 2, 3, 4, 5`,
    log,
  );

  await exec(
    db,
    'daily rollups',
    sql`insert into analytics_traffic_daily
      (project_id, bucket, version, device, visitors, sessions, page_views, interactions, conversions)
    select project_id, (bucket at time zone 'UTC')::date, version, device, sum(visitors), sum(sessions),
      sum(page_views), sum(interactions), sum(conversions)
    from analytics_traffic_hourly where project_id = ${projectId}::uuid group by 1, 2, 3, 4`,
    log,
  );
  await db.execute(sql`insert into analytics_breakdown_daily
      (project_id, bucket, version, device, dimension, key, events, sessions)
    select project_id, (bucket at time zone 'UTC')::date, version, device, dimension, key, sum(events), sum(sessions)
    from analytics_breakdown_hourly where project_id = ${projectId}::uuid group by 1, 2, 3, 4, 5, 6`);
  await db.execute(sql`insert into analytics_durations_daily
      (project_id, bucket, version, device, band, sessions)
    select project_id, (bucket at time zone 'UTC')::date, version, device, band, sum(sessions)
    from analytics_durations_hourly where project_id = ${projectId}::uuid group by 1, 2, 3, 4, 5`);
  await db.execute(sql`drop table bench_cells`);
  await db.execute(sql`drop table bench_sessions`);
  await exec(db, 'analyze', sql`analyze`, log);
  return { sessions };
}
