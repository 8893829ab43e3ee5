CREATE TABLE "project_snapshot_chunks" (
	"project_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"data" "bytea" NOT NULL,
	CONSTRAINT "project_snapshot_chunks_project_id_seq_pk" PRIMARY KEY("project_id","seq")
);
--> statement-breakpoint
ALTER TABLE "project_snapshots" ADD COLUMN "state_vector" "bytea";--> statement-breakpoint
ALTER TABLE "project_snapshot_chunks" ADD CONSTRAINT "project_snapshot_chunks_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "project_snapshot_chunks" ("project_id", "seq", "data")
SELECT s."project_id", g.n, substring(s."state" from g.n * 1048576 + 1 for 1048576)
FROM "project_snapshots" s
CROSS JOIN LATERAL generate_series(0, greatest(length(s."state") - 1, 0) / 1048576) AS g(n);--> statement-breakpoint
ALTER TABLE "project_snapshots" DROP COLUMN "state";