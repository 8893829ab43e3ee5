CREATE TABLE "analytics_durations_daily" (
	"project_id" uuid NOT NULL,
	"bucket" date NOT NULL,
	"version" text NOT NULL,
	"device" text NOT NULL,
	"band" integer NOT NULL,
	"sessions" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_durations_daily_project_id_bucket_version_device_band_pk" PRIMARY KEY("project_id","bucket","version","device","band")
);
--> statement-breakpoint
CREATE TABLE "analytics_durations_hourly" (
	"project_id" uuid NOT NULL,
	"bucket" timestamp with time zone NOT NULL,
	"version" text NOT NULL,
	"device" text NOT NULL,
	"band" integer NOT NULL,
	"sessions" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_durations_hourly_project_id_bucket_version_device_band_pk" PRIMARY KEY("project_id","bucket","version","device","band")
);
--> statement-breakpoint
ALTER TABLE "analytics_durations_daily" ADD CONSTRAINT "analytics_durations_daily_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_durations_hourly" ADD CONSTRAINT "analytics_durations_hourly_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Updated by every batch, as the other rollups (0008): room on each page for updates in place.
ALTER TABLE "analytics_durations_hourly" SET (fillfactor = 50);--> statement-breakpoint
ALTER TABLE "analytics_durations_daily" SET (fillfactor = 50);--> statement-breakpoint
-- The session-length bands counted so far move out of the breakdowns, unchanged.
INSERT INTO "analytics_durations_hourly" ("project_id", "bucket", "version", "device", "band", "sessions")
SELECT "project_id", "bucket", "version", "device", "key"::integer, "sessions" FROM "analytics_breakdown_hourly"
WHERE "dimension" = 'duration' ORDER BY 1, 2, 3, 4, 5;--> statement-breakpoint
INSERT INTO "analytics_durations_daily" ("project_id", "bucket", "version", "device", "band", "sessions")
SELECT "project_id", "bucket", "version", "device", "key"::integer, "sessions" FROM "analytics_breakdown_daily"
WHERE "dimension" = 'duration' ORDER BY 1, 2, 3, 4, 5;--> statement-breakpoint
DELETE FROM "analytics_breakdown_hourly" WHERE "dimension" = 'duration';--> statement-breakpoint
DELETE FROM "analytics_breakdown_daily" WHERE "dimension" = 'duration';
