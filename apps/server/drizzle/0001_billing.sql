CREATE TABLE "billing_checkouts" (
	"id" text PRIMARY KEY NOT NULL,
	"team_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"item_price_id" text,
	"invoice_id" text,
	"quantity" integer DEFAULT 1 NOT NULL,
	"created_by" uuid,
	"status" text DEFAULT 'open' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_events" (
	"id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"event_type" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_invoices" (
	"id" text PRIMARY KEY NOT NULL,
	"team_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"subscription_id" text,
	"status" text NOT NULL,
	"date" timestamp with time zone NOT NULL,
	"due_date" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"total" bigint NOT NULL,
	"amount_paid" bigint NOT NULL,
	"amount_due" bigint NOT NULL,
	"currency_code" text NOT NULL,
	"line_items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"resource_version" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_subscriptions" (
	"id" text PRIMARY KEY NOT NULL,
	"team_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"item_price_id" text NOT NULL,
	"status" text NOT NULL,
	"currency_code" text NOT NULL,
	"unit_price" bigint DEFAULT 0 NOT NULL,
	"current_term_start" timestamp with time zone,
	"current_term_end" timestamp with time zone,
	"scheduled_item_price_id" text,
	"has_scheduled_changes" boolean DEFAULT false NOT NULL,
	"cancelled_at" timestamp with time zone,
	"resource_version" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "billing_checkouts" ADD CONSTRAINT "billing_checkouts_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_checkouts" ADD CONSTRAINT "billing_checkouts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_invoices" ADD CONSTRAINT "billing_invoices_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_subscriptions" ADD CONSTRAINT "billing_subscriptions_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "billing_checkouts_team_idx" ON "billing_checkouts" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "billing_invoices_team_idx" ON "billing_invoices" USING btree ("team_id","date");--> statement-breakpoint
CREATE INDEX "billing_subscriptions_team_idx" ON "billing_subscriptions" USING btree ("team_id");