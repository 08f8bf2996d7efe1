ALTER TABLE "saved_searches" ADD COLUMN "organization_id" uuid;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "organization_id" uuid;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Backfill (issue 24 §3, ADR 032): rows written before the columns existed. A saved search belongs to
-- the organisation its user belongs to now; a bulk job's notice to the job's organisation; monitoring and
-- billing notices (sent only about an organisation's records when the user has one) to the user's.
UPDATE "saved_searches" AS s SET "organization_id" = u."organization_id" FROM "users" AS u WHERE u."id" = s."user_id" AND u."organization_id" IS NOT NULL;--> statement-breakpoint
UPDATE "notifications" AS n SET "organization_id" = j."organization_id" FROM "bulk_search_jobs" AS j WHERE n."message_key" IN ('bulk.completed', 'bulk.failed') AND n."action_href" = '/bulk-screening/' || j."job_id" AND j."organization_id" IS NOT NULL;--> statement-breakpoint
UPDATE "notifications" AS n SET "organization_id" = u."organization_id" FROM "users" AS u WHERE u."id" = n."user_id" AND u."organization_id" IS NOT NULL AND n."organization_id" IS NULL AND (n."message_key" LIKE 'monitoring.%' OR n."message_key" LIKE 'billing.%');