CREATE TABLE "party_group_members" (
	"member_key" text PRIMARY KEY NOT NULL,
	"group_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "party_groups" (
	"id" text PRIMARY KEY NOT NULL,
	"lists" jsonb NOT NULL,
	"listings" jsonb NOT NULL,
	"reasons" jsonb NOT NULL,
	"computed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "party_group_members" ADD CONSTRAINT "party_group_members_group_id_party_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."party_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "party_group_members_group_id_index" ON "party_group_members" USING btree ("group_id");