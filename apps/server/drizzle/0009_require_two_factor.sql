CREATE TABLE "security_policy" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"require_two_factor_for_staff" boolean DEFAULT false NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone,
	CONSTRAINT "security_policy_single_row" CHECK ("security_policy"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "require_two_factor" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "security_policy" ADD CONSTRAINT "security_policy_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;