CREATE TABLE "autoload_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"card_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"method_ref" text,
	"customer_ref" text,
	"checkout_id" text,
	"payment_id" text,
	"reason" text,
	"tries" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "autoload_attempts_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "autoload_settings" (
	"card_id" integer PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"status" text DEFAULT 'off' NOT NULL,
	"off_reason" text,
	"gateway" text,
	"method_ref" text,
	"customer_ref" text,
	"method_brand" text,
	"method_last4" text,
	"threshold_cents" integer NOT NULL,
	"top_up_cents" integer NOT NULL,
	"monthly_max_cents" integer NOT NULL,
	"failures_in_row" integer DEFAULT 0 NOT NULL,
	"crossings" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "autoload_setups" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"card_id" integer NOT NULL,
	"gateway" text NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"threshold_cents" integer NOT NULL,
	"top_up_cents" integer NOT NULL,
	"monthly_max_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_sandbox_charges" (
	"idempotency_key" text PRIMARY KEY NOT NULL,
	"payment_id" text NOT NULL,
	"method_ref" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payment_sandbox_charges_payment_id_unique" UNIQUE("payment_id")
);
--> statement-breakpoint
ALTER TABLE "autoload_attempts" ADD CONSTRAINT "autoload_attempts_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "autoload_attempts" ADD CONSTRAINT "autoload_attempts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "autoload_attempts" ADD CONSTRAINT "autoload_attempts_checkout_id_payment_checkouts_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "public"."payment_checkouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "autoload_settings" ADD CONSTRAINT "autoload_settings_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "autoload_settings" ADD CONSTRAINT "autoload_settings_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "autoload_setups" ADD CONSTRAINT "autoload_setups_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "autoload_setups" ADD CONSTRAINT "autoload_setups_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "autoload_attempts_due_idx" ON "autoload_attempts" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "autoload_attempts_card_idx" ON "autoload_attempts" USING btree ("card_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "autoload_attempts_one_open" ON "autoload_attempts" USING btree ("card_id") WHERE "autoload_attempts"."status" in ('queued', 'charging');