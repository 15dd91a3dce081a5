CREATE TABLE "storm_operations" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_ids" jsonb NOT NULL,
	"from_date" text NOT NULL,
	"to_date" text NOT NULL,
	"opens_at" text,
	"closes_at" text,
	"note" text,
	"created_by" integer,
	"ended_at" timestamp with time zone,
	"ended_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "weather_notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"severity" text DEFAULT 'warning' NOT NULL,
	"location_ids" jsonb,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "card_applications" ALTER COLUMN "status" SET DEFAULT 'new';--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "card_ledger" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "card_ledger" ADD COLUMN "staff_account_id" integer;--> statement-breakpoint
ALTER TABLE "card_applications" ADD COLUMN "cards_requested" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "card_applications" ADD COLUMN "decline_reason" text;--> statement-breakpoint
ALTER TABLE "card_applications" ADD COLUMN "account_id" integer;--> statement-breakpoint
ALTER TABLE "card_applications" ADD COLUMN "decided_by" integer;--> statement-breakpoint
ALTER TABLE "card_applications" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "card_applications" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "card_requests" ADD COLUMN "fulfilled_by" integer;--> statement-breakpoint
ALTER TABLE "card_requests" ADD COLUMN "fulfilled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "card_requests" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "list_requests" ADD COLUMN "assigned_to" integer;--> statement-breakpoint
ALTER TABLE "list_requests" ADD COLUMN "notes" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "list_requests" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "api_keys" ADD COLUMN "location_slugs" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "storm_operations" ADD CONSTRAINT "storm_operations_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storm_operations" ADD CONSTRAINT "storm_operations_ended_by_accounts_id_fk" FOREIGN KEY ("ended_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weather_notices" ADD CONSTRAINT "weather_notices_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "weather_notices_window_idx" ON "weather_notices" USING btree ("ends_at","starts_at");--> statement-breakpoint
ALTER TABLE "card_ledger" ADD CONSTRAINT "card_ledger_staff_account_id_accounts_id_fk" FOREIGN KEY ("staff_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_applications" ADD CONSTRAINT "card_applications_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_applications" ADD CONSTRAINT "card_applications_decided_by_accounts_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_requests" ADD CONSTRAINT "card_requests_fulfilled_by_accounts_id_fk" FOREIGN KEY ("fulfilled_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "list_requests" ADD CONSTRAINT "list_requests_assigned_to_accounts_id_fk" FOREIGN KEY ("assigned_to") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "card_applications_email_idx" ON "card_applications" USING btree ("email");--> statement-breakpoint
CREATE INDEX "card_requests_status_idx" ON "card_requests" USING btree ("status","created_at");--> statement-breakpoint
UPDATE "card_applications" SET "status" = 'new' WHERE "status" = 'pending';--> statement-breakpoint
UPDATE "card_applications" SET "status" = 'declined' WHERE "status" = 'rejected';--> statement-breakpoint
UPDATE "api_keys" SET "location_slugs" = (SELECT coalesce(jsonb_agg("slug" ORDER BY "slug"), '[]'::jsonb) FROM "locations");
