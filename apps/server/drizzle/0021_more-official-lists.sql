ALTER TYPE "public"."sanction_list" ADD VALUE 'ca';--> statement-breakpoint
ALTER TYPE "public"."sanction_list" ADD VALUE 'au';--> statement-breakpoint
ALTER TYPE "public"."sanction_list" ADD VALUE 'us_csl';--> statement-breakpoint
ALTER TYPE "public"."sanction_list" ADD VALUE 'jp';