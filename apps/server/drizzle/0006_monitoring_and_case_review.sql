CREATE TYPE "public"."monitoring_alert_resolution" AS ENUM('true_match', 'false_positive');--> statement-breakpoint
CREATE TYPE "public"."monitoring_alert_status" AS ENUM('open', 'escalated', 'proposed', 'decided', 'closed');--> statement-breakpoint
CREATE TYPE "public"."monitoring_alert_trigger" AS ENUM('subject_added', 'list_update', 'full_rescreen', 'entry_changed');--> statement-breakpoint
CREATE TYPE "public"."monitoring_approval_outcome" AS ENUM('approved', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."monitoring_decision" AS ENUM('true_match', 'false_positive', 'escalate');--> statement-breakpoint
CREATE TYPE "public"."monitoring_subject_source" AS ENUM('manual', 'search', 'bulk', 'api');--> statement-breakpoint
CREATE TYPE "public"."monitoring_subject_status" AS ENUM('active', 'paused', 'removed');--> statement-breakpoint
CREATE TYPE "public"."monitoring_subject_type" AS ENUM('person', 'organization');--> statement-breakpoint
CREATE TYPE "public"."webhook_delivery_status" AS ENUM('pending', 'succeeded', 'failed');--> statement-breakpoint
CREATE TABLE "monitoring_alert_decisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"alert_id" uuid NOT NULL,
	"decision" "monitoring_decision" NOT NULL,
	"reason" text NOT NULL,
	"maker_id" uuid,
	"maker_name" text NOT NULL,
	"alert_version" integer NOT NULL,
	"requires_approval" boolean NOT NULL,
	"evidence" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "monitoring_alert_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"alert_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"actor_id" uuid,
	"actor_name" text,
	"text" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "monitoring_decision_approvals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"decision_id" uuid NOT NULL,
	"alert_id" uuid NOT NULL,
	"outcome" "monitoring_approval_outcome" NOT NULL,
	"reason" text NOT NULL,
	"reviewer_id" uuid,
	"reviewer_name" text NOT NULL,
	"evidence" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "monitored_subjects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid,
	"owner_user_id" uuid NOT NULL,
	"subject_type" "monitoring_subject_type" DEFAULT 'person' NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"arabic_name" text DEFAULT '' NOT NULL,
	"date_of_birth" text,
	"nationality" text,
	"reference" text,
	"subject_key" text NOT NULL,
	"status" "monitoring_subject_status" DEFAULT 'active' NOT NULL,
	"source" "monitoring_subject_source" DEFAULT 'manual' NOT NULL,
	"source_ref" text,
	"created_by" uuid,
	"last_screened_at" timestamp with time zone,
	"last_algorithm_version" text,
	"removed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "monitoring_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subject_id" uuid NOT NULL,
	"organization_id" uuid,
	"owner_user_id" uuid NOT NULL,
	"sanction_list" "sanction_list" NOT NULL,
	"list_source" text NOT NULL,
	"source_id" text NOT NULL,
	"entry_full_name" text NOT NULL,
	"entry_content_hash" text NOT NULL,
	"match" jsonb NOT NULL,
	"confidence" integer NOT NULL,
	"risk_level" text NOT NULL,
	"match_type" text NOT NULL,
	"trigger" "monitoring_alert_trigger" NOT NULL,
	"list_version_id" uuid,
	"list_versions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"algorithm_version" text NOT NULL,
	"status" "monitoring_alert_status" DEFAULT 'open' NOT NULL,
	"resolution" "monitoring_alert_resolution",
	"assignee_id" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"closed_note" text,
	"raised_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "monitoring_clearances" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subject_id" uuid NOT NULL,
	"organization_id" uuid,
	"owner_user_id" uuid NOT NULL,
	"subject_key" text NOT NULL,
	"sanction_list" "sanction_list" NOT NULL,
	"source_id" text NOT NULL,
	"entry_content_hash" text NOT NULL,
	"alert_id" uuid NOT NULL,
	"decision_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "monitoring_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"list_version_id" uuid,
	"status" text DEFAULT 'running' NOT NULL,
	"total_chunks" integer DEFAULT 0 NOT NULL,
	"done_chunks" integer DEFAULT 0 NOT NULL,
	"subjects_screened" integer DEFAULT 0 NOT NULL,
	"alerts_raised" integer DEFAULT 0 NOT NULL,
	"alerts_closed" integer DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "webhook_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"webhook_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	"event" text NOT NULL,
	"body" text NOT NULL,
	"status" "webhook_delivery_status" DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"response_status" integer,
	"response_body" text,
	"error" text,
	"replay_of" uuid,
	"last_attempt_at" timestamp with time zone,
	"next_attempt_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_delivery_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"delivery_id" uuid NOT NULL,
	"attempt" integer NOT NULL,
	"response_status" integer,
	"response_body" text,
	"error" text,
	"duration_ms" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_endpoints" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"url" text NOT NULL,
	"secret_sealed" text NOT NULL,
	"secret_last4" text NOT NULL,
	"events" jsonb NOT NULL,
	"description" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_by" uuid,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "monitoring_threshold" integer DEFAULT 80 NOT NULL;--> statement-breakpoint
ALTER TABLE "monitoring_alert_decisions" ADD CONSTRAINT "monitoring_alert_decisions_alert_id_monitoring_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."monitoring_alerts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_alert_events" ADD CONSTRAINT "monitoring_alert_events_alert_id_monitoring_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."monitoring_alerts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_decision_approvals" ADD CONSTRAINT "monitoring_decision_approvals_decision_id_monitoring_alert_decisions_id_fk" FOREIGN KEY ("decision_id") REFERENCES "public"."monitoring_alert_decisions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_decision_approvals" ADD CONSTRAINT "monitoring_decision_approvals_alert_id_monitoring_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."monitoring_alerts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitored_subjects" ADD CONSTRAINT "monitored_subjects_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitored_subjects" ADD CONSTRAINT "monitored_subjects_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitored_subjects" ADD CONSTRAINT "monitored_subjects_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_alerts" ADD CONSTRAINT "monitoring_alerts_subject_id_monitored_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."monitored_subjects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_alerts" ADD CONSTRAINT "monitoring_alerts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_alerts" ADD CONSTRAINT "monitoring_alerts_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_alerts" ADD CONSTRAINT "monitoring_alerts_list_version_id_list_versions_id_fk" FOREIGN KEY ("list_version_id") REFERENCES "public"."list_versions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_alerts" ADD CONSTRAINT "monitoring_alerts_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_clearances" ADD CONSTRAINT "monitoring_clearances_subject_id_monitored_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."monitored_subjects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_clearances" ADD CONSTRAINT "monitoring_clearances_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_clearances" ADD CONSTRAINT "monitoring_clearances_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_clearances" ADD CONSTRAINT "monitoring_clearances_alert_id_monitoring_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."monitoring_alerts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_clearances" ADD CONSTRAINT "monitoring_clearances_decision_id_monitoring_alert_decisions_id_fk" FOREIGN KEY ("decision_id") REFERENCES "public"."monitoring_alert_decisions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_runs" ADD CONSTRAINT "monitoring_runs_list_version_id_list_versions_id_fk" FOREIGN KEY ("list_version_id") REFERENCES "public"."list_versions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_webhook_id_webhook_endpoints_id_fk" FOREIGN KEY ("webhook_id") REFERENCES "public"."webhook_endpoints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_delivery_attempts" ADD CONSTRAINT "webhook_delivery_attempts_delivery_id_webhook_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."webhook_deliveries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "webhook_endpoints_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "webhook_endpoints_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "monitoring_alert_decisions_alert_id_created_at_index" ON "monitoring_alert_decisions" USING btree ("alert_id","created_at");--> statement-breakpoint
CREATE INDEX "monitoring_alert_events_alert_id_created_at_index" ON "monitoring_alert_events" USING btree ("alert_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "monitoring_decision_approvals_decision_id_index" ON "monitoring_decision_approvals" USING btree ("decision_id");--> statement-breakpoint
CREATE INDEX "monitoring_decision_approvals_alert_id_index" ON "monitoring_decision_approvals" USING btree ("alert_id");--> statement-breakpoint
CREATE INDEX "monitored_subjects_organization_id_status_index" ON "monitored_subjects" USING btree ("organization_id","status");--> statement-breakpoint
CREATE INDEX "monitored_subjects_owner_user_id_status_index" ON "monitored_subjects" USING btree ("owner_user_id","status");--> statement-breakpoint
CREATE INDEX "monitored_subjects_subject_key_index" ON "monitored_subjects" USING btree ("subject_key");--> statement-breakpoint
CREATE INDEX "monitored_subjects_active_idx" ON "monitored_subjects" USING btree ("id") WHERE "monitored_subjects"."status" = 'active';--> statement-breakpoint
CREATE UNIQUE INDEX "monitoring_alerts_one_undecided" ON "monitoring_alerts" USING btree ("subject_id","sanction_list","source_id") WHERE "monitoring_alerts"."status" in ('open', 'escalated', 'proposed');--> statement-breakpoint
CREATE INDEX "monitoring_alerts_organization_id_status_raised_at_index" ON "monitoring_alerts" USING btree ("organization_id","status","raised_at");--> statement-breakpoint
CREATE INDEX "monitoring_alerts_owner_user_id_status_raised_at_index" ON "monitoring_alerts" USING btree ("owner_user_id","status","raised_at");--> statement-breakpoint
CREATE INDEX "monitoring_alerts_sanction_list_source_id_index" ON "monitoring_alerts" USING btree ("sanction_list","source_id");--> statement-breakpoint
CREATE INDEX "monitoring_alerts_assignee_id_index" ON "monitoring_alerts" USING btree ("assignee_id");--> statement-breakpoint
CREATE INDEX "monitoring_clearances_subject_id_sanction_list_source_id_index" ON "monitoring_clearances" USING btree ("subject_id","sanction_list","source_id");--> statement-breakpoint
CREATE INDEX "monitoring_clearances_subject_key_index" ON "monitoring_clearances" USING btree ("subject_key");--> statement-breakpoint
CREATE INDEX "monitoring_runs_started_at_index" ON "monitoring_runs" USING btree ("started_at");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_webhook_id_created_at_index" ON "webhook_deliveries" USING btree ("webhook_id","created_at");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_organization_id_created_at_index" ON "webhook_deliveries" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "webhook_delivery_attempts_delivery_id_index" ON "webhook_delivery_attempts" USING btree ("delivery_id");--> statement-breakpoint
CREATE INDEX "webhook_endpoints_organization_id_index" ON "webhook_endpoints" USING btree ("organization_id");--> statement-breakpoint
-- Decisions, approvals and an alert's history are evidence: append-only (ADR 020). The database refuses
-- UPDATE and DELETE on them whatever the code does.
CREATE OR REPLACE FUNCTION "monitoring_append_only"() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'table % is append-only', TG_TABLE_NAME USING ERRCODE = 'restrict_violation';
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER "monitoring_alert_decisions_append_only" BEFORE UPDATE OR DELETE ON "monitoring_alert_decisions" FOR EACH ROW EXECUTE FUNCTION "monitoring_append_only"();--> statement-breakpoint
CREATE TRIGGER "monitoring_decision_approvals_append_only" BEFORE UPDATE OR DELETE ON "monitoring_decision_approvals" FOR EACH ROW EXECUTE FUNCTION "monitoring_append_only"();--> statement-breakpoint
CREATE TRIGGER "monitoring_alert_events_append_only" BEFORE UPDATE OR DELETE ON "monitoring_alert_events" FOR EACH ROW EXECUTE FUNCTION "monitoring_append_only"();
