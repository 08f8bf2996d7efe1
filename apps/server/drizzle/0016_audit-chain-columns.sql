CREATE TABLE "audit_chain_heads" (
	"chain_key" text PRIMARY KEY NOT NULL,
	"last_position" bigint DEFAULT 0 NOT NULL,
	"last_hash" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_logs" ADD COLUMN "chain_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_logs" ADD COLUMN "chain_position" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_logs" ADD COLUMN "previous_hash" text;--> statement-breakpoint
ALTER TABLE "audit_logs" ADD COLUMN "row_hash" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "audit_logs_chain_key_created_at_index" ON "audit_logs" USING btree ("chain_key","created_at");