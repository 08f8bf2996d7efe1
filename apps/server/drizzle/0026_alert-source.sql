ALTER TABLE "monitoring_alerts" ALTER COLUMN "sanction_list" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "monitoring_clearances" ALTER COLUMN "sanction_list" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "monitoring_alerts" ADD COLUMN "watchlist_id" uuid;--> statement-breakpoint
ALTER TABLE "monitoring_clearances" ADD COLUMN "kind" "monitoring_alert_kind" DEFAULT 'sanctions' NOT NULL;--> statement-breakpoint
ALTER TABLE "monitoring_clearances" ADD COLUMN "watchlist_id" uuid;--> statement-breakpoint
ALTER TABLE "monitoring_alerts" ADD CONSTRAINT "monitoring_alerts_watchlist_id_watchlists_id_fk" FOREIGN KEY ("watchlist_id") REFERENCES "public"."watchlists"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_clearances" ADD CONSTRAINT "monitoring_clearances_watchlist_id_watchlists_id_fk" FOREIGN KEY ("watchlist_id") REFERENCES "public"."watchlists"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "monitoring_alerts_one_undecided_watchlist" ON "monitoring_alerts" USING btree ("subject_id","source_id") WHERE "monitoring_alerts"."sanction_list" is null and "monitoring_alerts"."status" in ('open', 'escalated', 'proposed');--> statement-breakpoint
CREATE INDEX "monitoring_alerts_watchlist_id_index" ON "monitoring_alerts" USING btree ("watchlist_id");--> statement-breakpoint
CREATE INDEX "monitoring_clearances_watchlist_id_index" ON "monitoring_clearances" USING btree ("watchlist_id");--> statement-breakpoint
-- Moves the existing watchlist alerts and clearances off the `watchlist` enum value (ADR 042, addendum):
-- the watchlist id is the first part of their source id (`<watchlist id>:<entry key>`), kept only while
-- that watchlist exists. A clearance takes the kind of the alert it cleared. Compared as text: both enum
-- values come from migration 0025, which a fresh database runs in this same transaction.
UPDATE "monitoring_alerts" SET "watchlist_id" = (SELECT "w"."id" FROM "watchlists" "w" WHERE "w"."id"::text = split_part("monitoring_alerts"."source_id", ':', 1)), "sanction_list" = NULL WHERE "sanction_list"::text = 'watchlist';--> statement-breakpoint
UPDATE "monitoring_clearances" SET "kind" = "a"."kind" FROM "monitoring_alerts" "a" WHERE "a"."id" = "monitoring_clearances"."alert_id" AND "a"."kind"::text <> 'sanctions';--> statement-breakpoint
UPDATE "monitoring_clearances" SET "watchlist_id" = (SELECT "w"."id" FROM "watchlists" "w" WHERE "w"."id"::text = split_part("monitoring_clearances"."source_id", ':', 1)), "sanction_list" = NULL WHERE "sanction_list"::text = 'watchlist';--> statement-breakpoint
ALTER TABLE "monitoring_alerts" ADD CONSTRAINT "monitoring_alerts_source" CHECK ((kind::text = 'watchlist') = (sanction_list is null) and (watchlist_id is null or kind::text = 'watchlist'));--> statement-breakpoint
ALTER TABLE "monitoring_clearances" ADD CONSTRAINT "monitoring_clearances_source" CHECK ((kind::text = 'watchlist') = (sanction_list is null) and (watchlist_id is null or kind::text = 'watchlist'));