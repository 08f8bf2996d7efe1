CREATE TABLE "bulk_search_rows" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bulk_job_id" uuid NOT NULL,
	"row_number" integer NOT NULL,
	"line_number" integer NOT NULL,
	"source" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"arabic_name" text DEFAULT '' NOT NULL,
	"date_of_birth" text,
	"nationality" text,
	"entity_type" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"invalid_reason" text,
	"matches_found" integer DEFAULT 0 NOT NULL,
	"top_confidence" real,
	"risk_level" text,
	"match_type" text,
	"matches" jsonb,
	"screened_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "api_key_rate_windows" (
	"api_key_id" uuid NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"request_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_slots" (
	"name" text NOT NULL,
	"slot_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"job_key" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 5 NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_by" text,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bulk_search_jobs" ADD COLUMN "invalid_rows" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bulk_search_jobs" ADD COLUMN "clear_rows" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bulk_search_jobs" ADD COLUMN "high_risk_rows" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bulk_search_jobs" ADD COLUMN "medium_risk_rows" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bulk_search_jobs" ADD COLUMN "low_risk_rows" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bulk_search_jobs" ADD COLUMN "error_rows" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bulk_search_jobs" ADD COLUMN "search_type" text DEFAULT 'fuzzy' NOT NULL;--> statement-breakpoint
ALTER TABLE "bulk_search_jobs" ADD COLUMN "sanction_lists" text DEFAULT 'all' NOT NULL;--> statement-breakpoint
ALTER TABLE "bulk_search_jobs" ADD COLUMN "min_confidence" integer DEFAULT 70 NOT NULL;--> statement-breakpoint
ALTER TABLE "bulk_search_jobs" ADD COLUMN "mapping" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "bulk_search_jobs" ADD COLUMN "source_columns" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "bulk_search_jobs" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "bulk_search_jobs" ADD COLUMN "api_key_id" uuid;--> statement-breakpoint
ALTER TABLE "bulk_search_jobs" ADD COLUMN "algorithm_version" text;--> statement-breakpoint
ALTER TABLE "bulk_search_jobs" ADD COLUMN "list_version_ids" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "bulk_search_jobs" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "api_keys" ADD COLUMN "last4" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "api_keys" ADD COLUMN "rate_limit_per_minute" integer DEFAULT 60 NOT NULL;--> statement-breakpoint
ALTER TABLE "bulk_search_rows" ADD CONSTRAINT "bulk_search_rows_bulk_job_id_bulk_search_jobs_id_fk" FOREIGN KEY ("bulk_job_id") REFERENCES "public"."bulk_search_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_key_rate_windows" ADD CONSTRAINT "api_key_rate_windows_api_key_id_api_keys_id_fk" FOREIGN KEY ("api_key_id") REFERENCES "public"."api_keys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bulk_search_rows_bulk_job_id_row_number_index" ON "bulk_search_rows" USING btree ("bulk_job_id","row_number");--> statement-breakpoint
CREATE INDEX "bulk_search_rows_bulk_job_id_status_index" ON "bulk_search_rows" USING btree ("bulk_job_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "api_key_rate_windows_api_key_id_window_start_index" ON "api_key_rate_windows" USING btree ("api_key_id","window_start");--> statement-breakpoint
CREATE UNIQUE INDEX "job_slots_name_slot_at_index" ON "job_slots" USING btree ("name","slot_at");--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_job_key_index" ON "jobs" USING btree ("job_key");--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("run_at") WHERE "jobs"."status" in ('pending', 'running');--> statement-breakpoint
CREATE INDEX "jobs_name_status_index" ON "jobs" USING btree ("name","status");--> statement-breakpoint
CREATE INDEX "bulk_search_jobs_organization_id_created_at_index" ON "bulk_search_jobs" USING btree ("organization_id","created_at");