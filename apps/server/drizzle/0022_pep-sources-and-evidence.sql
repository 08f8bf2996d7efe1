ALTER TYPE "public"."sanction_list" ADD VALUE 'pep_us_congress';--> statement-breakpoint
ALTER TYPE "public"."sanction_list" ADD VALUE 'pep_ftm';--> statement-breakpoint
ALTER TABLE "search_sessions" ADD COLUMN "pep_results" jsonb;