ALTER TABLE "organization_invitations" ADD COLUMN "max_searches_per_day" integer;--> statement-breakpoint
ALTER TABLE "organization_invitations" ADD COLUMN "max_searches_per_month" integer;