CREATE TABLE "card_control_profiles" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"name" text NOT NULL,
	"controls" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "card_controls" (
	"card_id" integer PRIMARY KEY NOT NULL,
	"profile_id" integer,
	"controls" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "card_controls_one_source" CHECK (("card_controls"."profile_id" is null) <> ("card_controls"."controls" is null))
);
--> statement-breakpoint
CREATE TABLE "card_declined_attempts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"card_id" integer NOT NULL,
	"ticket_no" text NOT NULL,
	"code" text NOT NULL,
	"control_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"location_slug" text NOT NULL,
	"product" text NOT NULL,
	"milli_tonnes" bigint NOT NULL,
	"amount_cents" integer NOT NULL,
	"printed_at" timestamp with time zone NOT NULL,
	"api_key_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "card_pickup_overrides" (
	"id" serial PRIMARY KEY NOT NULL,
	"declined_attempt_id" bigint NOT NULL,
	"card_id" integer NOT NULL,
	"ticket_no" text NOT NULL,
	"milli_tonnes" bigint NOT NULL,
	"amount_cents" integer NOT NULL,
	"control_codes" text[] NOT NULL,
	"granted_by" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"ledger_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "card_pickup_overrides_declined_attempt_id_unique" UNIQUE("declined_attempt_id")
);
--> statement-breakpoint
CREATE TABLE "card_replacements" (
	"id" serial PRIMARY KEY NOT NULL,
	"lost_card_id" integer NOT NULL,
	"replacement_card_id" integer NOT NULL,
	"card_request_id" integer NOT NULL,
	"reason" text NOT NULL,
	"reported_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "card_replacements_lost_card_id_unique" UNIQUE("lost_card_id"),
	CONSTRAINT "card_replacements_replacement_card_id_unique" UNIQUE("replacement_card_id"),
	CONSTRAINT "card_replacements_card_request_id_unique" UNIQUE("card_request_id")
);
--> statement-breakpoint
ALTER TABLE "cards" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cards" ADD COLUMN "lost_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "card_control_profiles" ADD CONSTRAINT "card_control_profiles_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_controls" ADD CONSTRAINT "card_controls_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_controls" ADD CONSTRAINT "card_controls_profile_id_card_control_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."card_control_profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_declined_attempts" ADD CONSTRAINT "card_declined_attempts_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_declined_attempts" ADD CONSTRAINT "card_declined_attempts_api_key_id_api_keys_id_fk" FOREIGN KEY ("api_key_id") REFERENCES "public"."api_keys"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_pickup_overrides" ADD CONSTRAINT "card_pickup_overrides_declined_attempt_id_card_declined_attempts_id_fk" FOREIGN KEY ("declined_attempt_id") REFERENCES "public"."card_declined_attempts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_pickup_overrides" ADD CONSTRAINT "card_pickup_overrides_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_pickup_overrides" ADD CONSTRAINT "card_pickup_overrides_granted_by_accounts_id_fk" FOREIGN KEY ("granted_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_pickup_overrides" ADD CONSTRAINT "card_pickup_overrides_ledger_id_card_ledger_id_fk" FOREIGN KEY ("ledger_id") REFERENCES "public"."card_ledger"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_replacements" ADD CONSTRAINT "card_replacements_lost_card_id_cards_id_fk" FOREIGN KEY ("lost_card_id") REFERENCES "public"."cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_replacements" ADD CONSTRAINT "card_replacements_replacement_card_id_cards_id_fk" FOREIGN KEY ("replacement_card_id") REFERENCES "public"."cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_replacements" ADD CONSTRAINT "card_replacements_card_request_id_card_requests_id_fk" FOREIGN KEY ("card_request_id") REFERENCES "public"."card_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_replacements" ADD CONSTRAINT "card_replacements_reported_by_accounts_id_fk" FOREIGN KEY ("reported_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "card_control_profiles_account_name_unique" ON "card_control_profiles" USING btree ("account_id","name");--> statement-breakpoint
CREATE INDEX "card_controls_profile_idx" ON "card_controls" USING btree ("profile_id");--> statement-breakpoint
CREATE INDEX "card_declined_attempts_card_idx" ON "card_declined_attempts" USING btree ("card_id","id");--> statement-breakpoint
CREATE INDEX "card_declined_attempts_ticket_idx" ON "card_declined_attempts" USING btree ("card_id","ticket_no");--> statement-breakpoint
CREATE INDEX "card_pickup_overrides_ticket_idx" ON "card_pickup_overrides" USING btree ("card_id","ticket_no");