CREATE TABLE "project_checkpoints" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"name" text,
	"author_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"full" boolean NOT NULL,
	"update" "bytea" NOT NULL,
	"state_vector" "bytea" NOT NULL,
	"document_bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "project_checkpoints" ADD CONSTRAINT "project_checkpoints_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "project_checkpoints_project_idx" ON "project_checkpoints" USING btree ("project_id","created_at");