CREATE TABLE "analytics_session_paths" (
	"session_id" bigint PRIMARY KEY NOT NULL,
	"project_id" uuid NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"version" text NOT NULL,
	"device" text NOT NULL,
	"steps" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "analytics_session_paths" ADD CONSTRAINT "analytics_session_paths_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_session_paths_project_idx" ON "analytics_session_paths" USING btree ("project_id","started_at");--> statement-breakpoint
CREATE INDEX "analytics_session_paths_started_idx" ON "analytics_session_paths" USING brin ("started_at");--> statement-breakpoint
-- Updated as the session goes on: room on each page for those updates to stay on it (HOT).
ALTER TABLE "analytics_session_paths" SET (fillfactor = 80);--> statement-breakpoint
-- The journeys of sessions stored before this table, coded as analytics/step-codes.ts does.
INSERT INTO "analytics_session_paths" ("session_id", "project_id", "started_at", "version", "device", "steps")
SELECT s."id", s."project_id", s."started_at", s."version", s."device",
  coalesce((SELECT string_agg(
      chr(65536 + (('x' || substr(md5(p.step), 1, 6))::bit(24)::int & 524287)) ||
      chr(589824 + (('x' || substr(md5(p.step), 7, 6))::bit(24)::int & 524287)), '' ORDER BY p.ord)
    FROM unnest(s."path") WITH ORDINALITY AS p(step, ord)), '')
FROM "analytics_sessions" s;
