CREATE TABLE "analytics_breakdown_daily" (
	"project_id" uuid NOT NULL,
	"bucket" date NOT NULL,
	"version" text NOT NULL,
	"device" text NOT NULL,
	"dimension" text NOT NULL,
	"key" text NOT NULL,
	"events" integer DEFAULT 0 NOT NULL,
	"sessions" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_breakdown_daily_project_id_bucket_version_device_dimension_key_pk" PRIMARY KEY("project_id","bucket","version","device","dimension","key")
);
--> statement-breakpoint
CREATE TABLE "analytics_breakdown_hourly" (
	"project_id" uuid NOT NULL,
	"bucket" timestamp with time zone NOT NULL,
	"version" text NOT NULL,
	"device" text NOT NULL,
	"dimension" text NOT NULL,
	"key" text NOT NULL,
	"events" integer DEFAULT 0 NOT NULL,
	"sessions" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_breakdown_hourly_project_id_bucket_version_device_dimension_key_pk" PRIMARY KEY("project_id","bucket","version","device","dimension","key")
);
--> statement-breakpoint
CREATE TABLE "analytics_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"project_id" uuid NOT NULL,
	"version" text NOT NULL,
	"session_id" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"type" text NOT NULL,
	"page_id" text,
	"key" text,
	"amount" double precision,
	"currency" text,
	"label" text
);
--> statement-breakpoint
CREATE TABLE "analytics_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_sessions" (
	"id" bigint PRIMARY KEY NOT NULL,
	"project_id" uuid NOT NULL,
	"version" text NOT NULL,
	"visitor_id" bigint NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"device" text NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"referrer" text DEFAULT '' NOT NULL,
	"entry_page" text DEFAULT '' NOT NULL,
	"page_views" integer DEFAULT 0 NOT NULL,
	"interactions" integer DEFAULT 0 NOT NULL,
	"converted" boolean DEFAULT false NOT NULL,
	"seen" text[] NOT NULL,
	"path" text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_traffic_daily" (
	"project_id" uuid NOT NULL,
	"bucket" date NOT NULL,
	"version" text NOT NULL,
	"device" text NOT NULL,
	"visitors" integer DEFAULT 0 NOT NULL,
	"sessions" integer DEFAULT 0 NOT NULL,
	"page_views" integer DEFAULT 0 NOT NULL,
	"interactions" integer DEFAULT 0 NOT NULL,
	"conversions" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_traffic_daily_project_id_bucket_version_device_pk" PRIMARY KEY("project_id","bucket","version","device")
);
--> statement-breakpoint
CREATE TABLE "analytics_traffic_hourly" (
	"project_id" uuid NOT NULL,
	"bucket" timestamp with time zone NOT NULL,
	"version" text NOT NULL,
	"device" text NOT NULL,
	"visitors" integer DEFAULT 0 NOT NULL,
	"sessions" integer DEFAULT 0 NOT NULL,
	"page_views" integer DEFAULT 0 NOT NULL,
	"interactions" integer DEFAULT 0 NOT NULL,
	"conversions" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_traffic_hourly_project_id_bucket_version_device_pk" PRIMARY KEY("project_id","bucket","version","device")
);
--> statement-breakpoint
CREATE TABLE "analytics_visitor_days" (
	"visitor_id" bigint NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "analytics_visitor_days_visitor_id_day_pk" PRIMARY KEY("visitor_id","day")
);
--> statement-breakpoint
ALTER TABLE "analytics_breakdown_daily" ADD CONSTRAINT "analytics_breakdown_daily_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_breakdown_hourly" ADD CONSTRAINT "analytics_breakdown_hourly_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_events" ADD CONSTRAINT "analytics_events_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_sessions" ADD CONSTRAINT "analytics_sessions_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_traffic_daily" ADD CONSTRAINT "analytics_traffic_daily_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_traffic_hourly" ADD CONSTRAINT "analytics_traffic_hourly_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_events_project_idx" ON "analytics_events" USING btree ("project_id","created_at");--> statement-breakpoint
CREATE INDEX "analytics_events_created_idx" ON "analytics_events" USING brin ("created_at");--> statement-breakpoint
CREATE INDEX "analytics_sessions_project_idx" ON "analytics_sessions" USING btree ("project_id","started_at");--> statement-breakpoint
CREATE INDEX "analytics_sessions_started_idx" ON "analytics_sessions" USING brin ("started_at");--> statement-breakpoint
CREATE INDEX "analytics_visitor_days_day_idx" ON "analytics_visitor_days" USING btree ("day");--> statement-breakpoint
DROP TABLE "analytics_logs" CASCADE;