-- Every analytics batch adds to the same rollup rows (this hour's and today's cells) and updates the
-- sessions it continues. Room left on each page lets PostgreSQL update those rows in place (HOT:
-- no new index entries, the old version pruned with the page), instead of a new version in every
-- index per update. Applies to pages written from now on.
ALTER TABLE "analytics_traffic_hourly" SET (fillfactor = 50);--> statement-breakpoint
ALTER TABLE "analytics_traffic_daily" SET (fillfactor = 50);--> statement-breakpoint
ALTER TABLE "analytics_breakdown_hourly" SET (fillfactor = 50);--> statement-breakpoint
ALTER TABLE "analytics_breakdown_daily" SET (fillfactor = 50);--> statement-breakpoint
ALTER TABLE "analytics_sessions" SET (fillfactor = 70);
