CREATE TABLE "security_policy" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"require_two_factor_for_staff" boolean DEFAULT false NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone,
	CONSTRAINT "security_policy_single_row" CHECK ("security_policy"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "organization_invitations" ADD COLUMN "max_searches_per_day" integer;--> statement-breakpoint
ALTER TABLE "organization_invitations" ADD COLUMN "max_searches_per_month" integer;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "require_two_factor" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "user_usage_stats" ADD COLUMN "bulk_row_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "security_policy" ADD CONSTRAINT "security_policy_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;