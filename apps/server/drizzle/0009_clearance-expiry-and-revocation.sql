CREATE TABLE "monitoring_clearance_revocations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"clearance_id" uuid NOT NULL,
	"requested_by" uuid,
	"requested_by_name" text NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reviewed_by" uuid,
	"reviewed_by_name" text,
	"review_reason" text,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "monitoring_clearances" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "monitoring_clearances" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "monitoring_clearance_revocations" ADD CONSTRAINT "monitoring_clearance_revocations_clearance_id_monitoring_clearances_id_fk" FOREIGN KEY ("clearance_id") REFERENCES "public"."monitoring_clearances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_clearance_revocations" ADD CONSTRAINT "monitoring_clearance_revocations_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_clearance_revocations" ADD CONSTRAINT "monitoring_clearance_revocations_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "monitoring_clearance_revocations_clearance_id_created_at_index" ON "monitoring_clearance_revocations" USING btree ("clearance_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "monitoring_clearance_revocations_one_pending" ON "monitoring_clearance_revocations" USING btree ("clearance_id") WHERE "monitoring_clearance_revocations"."status" = 'pending';