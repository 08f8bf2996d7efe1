ALTER TABLE "organizations" ADD COLUMN "session_lifetime_minutes" integer;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "session_idle_minutes" integer;