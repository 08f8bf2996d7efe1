ALTER TYPE "public"."sanction_list" ADD VALUE 'watchlist';--> statement-breakpoint
ALTER TYPE "public"."monitoring_alert_kind" ADD VALUE 'watchlist';