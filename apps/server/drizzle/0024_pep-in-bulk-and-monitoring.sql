CREATE TYPE "public"."monitoring_alert_kind" AS ENUM('sanctions', 'pep');--> statement-breakpoint
ALTER TABLE "bulk_search_jobs" ADD COLUMN "pep_check" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bulk_search_rows" ADD COLUMN "pep_matches" jsonb;--> statement-breakpoint
ALTER TABLE "monitoring_alerts" ADD COLUMN "kind" "monitoring_alert_kind" DEFAULT 'sanctions' NOT NULL;