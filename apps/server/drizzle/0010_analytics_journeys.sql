CREATE TABLE "analytics_journeys" (
	"project_id" uuid NOT NULL,
	"id" bigint NOT NULL,
	"steps" text NOT NULL,
	CONSTRAINT "analytics_journeys_project_id_id_pk" PRIMARY KEY("project_id","id")
);
--> statement-breakpoint
-- Sessions stored before this migration: each coded journey gets its id as analytics/step-codes.ts
-- computes it (the first 8 bytes of the MD5 of the code, as a signed big-endian integer).
ALTER TABLE "analytics_session_paths" ADD COLUMN "journey" bigint;--> statement-breakpoint
UPDATE "analytics_session_paths" SET "journey" = ('x' || substr(md5("steps"), 1, 16))::bit(64)::bigint;--> statement-breakpoint
INSERT INTO "analytics_journeys" ("project_id", "id", "steps")
SELECT DISTINCT "project_id", "journey", "steps" FROM "analytics_session_paths"
ON CONFLICT DO NOTHING;--> statement-breakpoint
ALTER TABLE "analytics_session_paths" ALTER COLUMN "journey" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_session_paths" DROP COLUMN "steps";
