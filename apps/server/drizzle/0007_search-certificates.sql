CREATE TABLE "search_certificates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"search_request_id" uuid NOT NULL,
	"evidence_hash" text NOT NULL,
	"screened_by" uuid,
	"issued_by" uuid,
	"issued_at" timestamp with time zone NOT NULL,
	CONSTRAINT "search_certificates_searchRequestId_unique" UNIQUE("search_request_id")
);
--> statement-breakpoint
ALTER TABLE "search_certificates" ADD CONSTRAINT "search_certificates_search_request_id_search_requests_id_fk" FOREIGN KEY ("search_request_id") REFERENCES "public"."search_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_certificates" ADD CONSTRAINT "search_certificates_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;