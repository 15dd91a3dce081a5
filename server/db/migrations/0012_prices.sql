CREATE TABLE "contract_prices" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"unit_name" text NOT NULL,
	"location_id" integer NOT NULL,
	"cents" integer NOT NULL,
	"effective_from" date NOT NULL,
	"staff_account_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contract_prices_cents_not_negative" CHECK ("contract_prices"."cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "delivery_fees" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"cents" integer NOT NULL,
	"effective_from" date NOT NULL,
	"staff_account_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_fees_cents_not_negative" CHECK ("delivery_fees"."cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "list_prices" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"unit_name" text NOT NULL,
	"location_id" integer NOT NULL,
	"cents" integer NOT NULL,
	"effective_from" date NOT NULL,
	"staff_account_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "list_prices_cents_not_negative" CHECK ("list_prices"."cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "pickup_price_flags" (
	"ledger_id" bigint PRIMARY KEY NOT NULL,
	"sent_cents" integer NOT NULL,
	"price_per_tonne_cents" integer NOT NULL,
	"price_source" text NOT NULL,
	"expected_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_price_settings" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"public_prices" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contract_prices" ADD CONSTRAINT "contract_prices_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_prices" ADD CONSTRAINT "contract_prices_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_prices" ADD CONSTRAINT "contract_prices_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_prices" ADD CONSTRAINT "contract_prices_staff_account_id_accounts_id_fk" FOREIGN KEY ("staff_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_fees" ADD CONSTRAINT "delivery_fees_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_fees" ADD CONSTRAINT "delivery_fees_staff_account_id_accounts_id_fk" FOREIGN KEY ("staff_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "list_prices" ADD CONSTRAINT "list_prices_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "list_prices" ADD CONSTRAINT "list_prices_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "list_prices" ADD CONSTRAINT "list_prices_staff_account_id_accounts_id_fk" FOREIGN KEY ("staff_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickup_price_flags" ADD CONSTRAINT "pickup_price_flags_ledger_id_card_ledger_id_fk" FOREIGN KEY ("ledger_id") REFERENCES "public"."card_ledger"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_price_settings" ADD CONSTRAINT "product_price_settings_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contract_prices_lookup_idx" ON "contract_prices" USING btree ("account_id","product_id","unit_name","location_id","effective_from");--> statement-breakpoint
CREATE INDEX "delivery_fees_lookup_idx" ON "delivery_fees" USING btree ("location_id","effective_from");--> statement-breakpoint
CREATE INDEX "list_prices_lookup_idx" ON "list_prices" USING btree ("product_id","unit_name","location_id","effective_from");